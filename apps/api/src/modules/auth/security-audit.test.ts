import type { AuditEntry } from '@hospital/contract/admin';
import { describe, expect, it } from 'vitest';
import { mailedResetLink } from '../../test/outbox.js';
import { createUser, login, TEST_PASSWORD, useTestApp } from '../../test/test-app.js';
import { currentCode } from './mfa.js';

// The audit trail holds every change of consequence to an account's sign-in: two-step sign-in turned on or off, and
// a password set by a reset link. It says who and what, never a code, a secret or a password.

const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });

async function entries(action: string, targetId: string): Promise<AuditEntry[]> {
  const res = await call(admin, 'GET', `/audit?action=${action}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as AuditEntry[]).filter((entry) => entry.target._id === targetId);
}

describe('the audit trail of sign-in changes', () => {
  it('when a doctor turns two-step sign-in on and then off, then both are recorded with no secret, code or password', async () => {
    const { email, user } = await createUser(ctx, 'doctor');
    const session = await login(ctx, email);
    const secret = (await call(session, 'POST', '/auth/mfa/setup')).json().data.secret as string;
    const onCode = currentCode(secret);
    const enable = await call(session, 'POST', '/auth/mfa/enable', { code: onCode });
    expect(enable.statusCode).toBe(200);
    const recoveryCode = (enable.json().data.recoveryCodes as string[])[0]!;
    const off = await call(session, 'POST', '/auth/mfa/disable', { password: TEST_PASSWORD, code: recoveryCode });
    expect(off.statusCode).toBe(200);

    const [on] = await entries('mfa.enable', user.id);
    const [disabled] = await entries('mfa.disable', user.id);
    expect(on).toMatchObject({ actor: { name: 'Test doctor', role: 'doctor' }, target: { type: 'user' } });
    expect(disabled).toMatchObject({ actor: { name: 'Test doctor', role: 'doctor' }, target: { type: 'user' } });
    const written = JSON.stringify([on, disabled]);
    for (const secretThing of [secret, onCode, recoveryCode, TEST_PASSWORD]) expect(written).not.toContain(secretThing);
  });

  it('when a password is set by a reset link, then it is recorded without the password or the link', async () => {
    const { email, user } = await createUser(ctx, 'attendant');
    expect((await call(undefined, 'POST', '/auth/forget-password', { email })).statusCode).toBe(200);
    const token = (await mailedResetLink(ctx.config.dataDir, email)).searchParams.get('token')!;
    const newPassword = 'Nw#58kdz';
    const reset = await call(undefined, 'POST', '/auth/reset-password', { email, token, newPassword });
    expect(reset.statusCode).toBe(200);

    const [entry] = await entries('password.reset', user.id);
    expect(entry).toMatchObject({ actor: { name: 'Test attendant', role: 'attendant' }, target: { type: 'user' } });
    expect(JSON.stringify(entry)).not.toContain(newPassword);
    expect(JSON.stringify(entry)).not.toContain(token);
  });
});
