import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.js';

const SECRET = 'unit-secret-that-is-long-enough-for-hs256-0123456789';
const tokens = new TokenService(SECRET);
const key = new TextEncoder().encode(SECRET);
const subject = {
  sub: 'a'.repeat(24),
  userName: 'Rina',
  role: 'patient' as const,
  patientId: 'P2600001',
  email: 'rina@t.test',
  sid: 'b'.repeat(24),
};
const now = Math.floor(Date.now() / 1000);

/** A token signed with the right key whose header and claims a test chooses (by hand: jose refuses odd headers). */
async function forge(header: Record<string, unknown>, claims: Record<string, unknown>) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ alg: 'HS256', typ: 'JWT', ...header })}.${part(claims)}`;
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
}

describe('TokenService.verify', () => {
  it('when the token is one it signed, then the claims come back', async () => {
    const claims = await tokens.verify(await tokens.sign(subject));
    expect(claims).toMatchObject(subject);
  });

  it('when exp has arrived, then the token is refused; a second before, it is accepted', async () => {
    const token = await forge({}, { ...subject, iat: now - 60, exp: now + 30 });
    expect(await tokens.verify(token, now + 29)).toBeDefined();
    expect(await tokens.verify(token, now + 30)).toBeUndefined();
  });

  it('when the claims are not what an access token carries, then it is refused', async () => {
    const cases = [
      { ...subject, iat: now, exp: now + 60, nbf: now + 30 },
      { ...subject, iat: now, exp: now + 60, aud: 'mfa-challenge' },
      { ...subject, iat: now },
      { ...subject, iat: now, exp: String(now + 60) },
      { ...subject, role: 'superuser', iat: now, exp: now + 60 },
    ];
    for (const claims of cases) expect(await tokens.verify(await forge({}, claims))).toBeUndefined();
    expect(await tokens.verify(await tokens.signMfaChallenge(subject.sub))).toBeUndefined();
  });

  it('when the header asks for something more than HS256, then it is refused', async () => {
    const claims = { ...subject, iat: now, exp: now + 60 };
    expect(await tokens.verify(await forge({ crit: ['exp'] }, claims))).toBeUndefined();
    expect(await tokens.verify(await forge({ b64: false, crit: ['b64'] }, claims))).toBeUndefined();
  });

  it('when the token is not three base64url parts, or its payload is not an object, then it is refused', async () => {
    const good = await tokens.sign(subject);
    const [header, payload, signature] = good.split('.');
    for (const bad of [
      '',
      'x',
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.x`,
      `${header}.${payload}+.${signature}`,
      `${header} .${payload}.${signature}`,
    ]) {
      expect(await tokens.verify(bad)).toBeUndefined();
    }
    expect(await tokens.verify(await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(key))).toBeUndefined();
  });
});
