import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { iceServersFor, turnCredential } from './ice-servers.js';

const ICE = {
  stunUrls: ['stun:stun.hospital.example:3478'],
  turnUrls: [],
  turnSecret: undefined,
  turnTtlSeconds: 7200,
};

describe('TURN credentials (coturn REST scheme)', () => {
  it('when a credential is made, then coturn can check it: user "<expiry>:<id>", password base64 HMAC-SHA1 of it', () => {
    const expiry = new Date('2026-11-28T12:00:00Z');
    const { username, credential } = turnCredential('north-star-secret', '65a1b2c3d4e5f60718293a4b', expiry);
    expect(username).toBe('1795867200:65a1b2c3d4e5f60718293a4b');
    // Computed outside Node: echo -n "$username" | openssl dgst -sha1 -hmac north-star-secret -binary | base64
    expect(credential).toBe('r8JvpIONRyd3ZEN/X5Yc7zjfU8E=');
  });

  it('when TURN is configured, then the servers carry a credential valid for the TTL; without a secret, STUN only', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const withTurn = iceServersFor(
      {
        ...ICE,
        turnUrls: ['turn:turn.hospital.example:3478', 'turns:turn.hospital.example:5349'],
        turnSecret: 's'.repeat(32),
      },
      'u1',
      now,
    );
    expect(withTurn.expiresAt).toBe('2026-11-28T12:00:00.000Z');
    expect(withTurn.iceServers).toEqual([
      { urls: ['stun:stun.hospital.example:3478'] },
      expect.objectContaining({
        urls: ['turn:turn.hospital.example:3478', 'turns:turn.hospital.example:5349'],
        username: `${Math.floor(now.getTime() / 1000) + 7200}:u1`,
      }),
    ]);
    expect(iceServersFor(ICE, 'u1', now)).toEqual({ iceServers: [{ urls: ICE.stunUrls }], expiresAt: null });
    expect(iceServersFor({ ...ICE, stunUrls: [] }, 'u1', now)).toEqual({ iceServers: [], expiresAt: null });
  });

  it('when the settings are read, then lists are split and a URL of the wrong scheme is refused with its name', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) } as NodeJS.ProcessEnv;
    expect(loadConfig(base).ice).toEqual({ stunUrls: [], turnUrls: [], turnSecret: undefined, turnTtlSeconds: 7200 });
    expect(
      loadConfig({
        ...base,
        STUN_URLS: 'stun:a.example:3478, stun:b.example:3478',
        TURN_URLS: 'turn:t.example:3478?transport=udp,turns:t.example:5349',
        TURN_SECRET: 'y'.repeat(32),
        TURN_CREDENTIAL_TTL_SECONDS: '600',
      }).ice,
    ).toEqual({
      stunUrls: ['stun:a.example:3478', 'stun:b.example:3478'],
      turnUrls: ['turn:t.example:3478?transport=udp', 'turns:t.example:5349'],
      turnSecret: 'y'.repeat(32),
      turnTtlSeconds: 600,
    });
    expect(() => loadConfig({ ...base, TURN_URLS: 'https://turn.example' })).toThrow(/TURN_URLS must be/);
    expect(() => loadConfig({ ...base, STUN_URLS: 'turn:x.example' })).toThrow(/STUN_URLS must be/);
    expect(() => loadConfig({ ...base, TURN_CREDENTIAL_TTL_SECONDS: '10' })).toThrow(/TURN_CREDENTIAL_TTL_SECONDS/);
  });
});
