import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SMS_ACCOUNT, startFakeSslWireless, type FakeSmsServer } from '../../test/fake-sslwireless.js';
import { DevSmsGateway, PermanentSmsFailure, SslWirelessGateway, toMsisdn } from './sms-gateway.js';

// The SSL Wireless adapter against a local fake that speaks its protocol, and the demo's file gateway.

let fake: FakeSmsServer;
let gateway: SslWirelessGateway;
beforeAll(async () => {
  fake = await startFakeSslWireless();
  gateway = new SslWirelessGateway({ baseUrl: fake.url, ...FAKE_SMS_ACCOUNT });
});
afterAll(async () => {
  await fake.close();
});

const message = { to: '01712345678', text: 'সিরিয়াল ১৭ নিশ্চিত', reference: '0123456789abcdef01234567' };

describe('SslWirelessGateway', () => {
  it("when the gateway accepts, then it sent the v3 fields with the number as 8801... and answers the provider's reference", async () => {
    const reference = await gateway.send(message);
    expect(reference).toMatch(/^REF\d{6}$/);
    expect(fake.received.at(-1)).toEqual({
      api_token: FAKE_SMS_ACCOUNT.apiToken,
      sid: FAKE_SMS_ACCOUNT.senderId,
      msisdn: '8801712345678',
      sms: message.text,
      csms_id: message.reference,
    });
    expect(toMsisdn('01912345678')).toBe('8801912345678');
  });

  it('when the gateway refuses the number or the token, then the failure is permanent and names no number', async () => {
    fake.scriptFor(message.to, ['failed']);
    const refused = await gateway.send(message).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PermanentSmsFailure);
    expect((refused as Error).message).toContain('do-not-disturb');
    expect((refused as Error).message).not.toContain('8801712345678');
    const badToken = new SslWirelessGateway({
      baseUrl: fake.url,
      apiToken: 'wrong',
      senderId: FAKE_SMS_ACCOUNT.senderId,
    });
    await expect(badToken.send(message)).rejects.toBeInstanceOf(PermanentSmsFailure);
  });

  it('when the gateway answers 5xx or drops the connection, then the failure is one to retry', async () => {
    for (const answer of ['server-error', 'drop'] as const) {
      fake.scriptFor(message.to, [answer]);
      const failure = await gateway.send(message).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(PermanentSmsFailure);
    }
    const nowhere = new SslWirelessGateway({ baseUrl: 'http://127.0.0.1:9', ...FAKE_SMS_ACCOUNT });
    const unreachable = await nowhere.send(message).catch((error: unknown) => error);
    expect(unreachable).not.toBeInstanceOf(PermanentSmsFailure);
    expect((unreachable as Error).message).toMatch(/^SSL Wireless could not be reached/);
  });
});

describe('DevSmsGateway', () => {
  it('writes each SMS to a file in the outbox folder and logs only the file name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sms-outbox-'));
    const lines: string[] = [];
    const dev = new DevSmsGateway({ outboxDir: dir, log: { info: (line: string) => lines.push(line) } as never });
    expect(await dev.send(message)).toBe(`dev-${message.reference}`);
    const [file] = readdirSync(dir);
    expect(file).toMatch(/\.sms\.txt$/);
    expect(readFileSync(path.join(dir, file!), 'utf8')).toBe(
      `To: 01712345678\nReference: ${message.reference}\n\n${message.text}\n`,
    );
    expect(lines.join()).not.toContain('01712345678');
    expect(lines.join()).not.toContain(message.text);
  });
});
