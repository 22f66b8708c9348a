import { DOCTOR_LINK_MESSAGE } from '@hospital/contract/admin';
import { describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { createDoctor } from '../../test/factories.js';
import { mailedResetLink } from '../../test/outbox.js';
import { apiCaller, createTestApp, createUser, login, signedIn, useTestApp } from '../../test/test-app.js';
import { ACCOUNT_DISABLED } from '../auth/auth.service.js';
import {
  ALREADY_JOINED_MESSAGE,
  INVITE_DEACTIVATED_MESSAGE,
  LAST_ADMIN_MESSAGE,
  TOO_MANY_INVITATIONS,
  USER_NOT_FOUND,
} from './staff.service.js';
import { DUPLICATE_EMAIL_MESSAGE } from './users.service.js';

// Staff accounts from the product: invitations by mail, role changes and
// deactivation that end the account's sessions at once, and a hospital that always keeps one active admin.

const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });

const invite = (body: Record<string, unknown>) => call(admin, 'POST', '/users/invite', body);
let n = 0;
const newEmail = () => `invitee${++n}@hospital.test`;

describe('POST /users/invite', () => {
  it('when an admin invites an attendant, then the mailed link sets a password, the invitee logs in, and the list shows the login', async () => {
    const email = newEmail();
    const res = await invite({ name: 'Rubel Mia', email, contact: '01711000002', role: 'attendant' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email,
      role: 'attendant',
      active: true,
      invited: true,
      lastLoginAt: null,
      doctor: null,
    });
    // No password works before the invitee chooses one.
    const early = await call(undefined, 'POST', '/auth/login', { email, password: '!invited' });
    expect(early.statusCode).toBe(401);

    const link = await mailedResetLink(ctx.config.dataDir, email);
    expect(link.origin).toBe(ctx.config.publicUrl);
    const set = await call(undefined, 'POST', '/auth/reset-password', {
      email,
      token: link.searchParams.get('token'),
      newPassword: 'Desk#2026',
    });
    expect(set.statusCode).toBe(200);
    const session = await login(ctx, email, 'Desk#2026');
    expect((await call(session, 'GET', '/appointment')).statusCode).toBe(200);

    const listed = (await call(admin, 'GET', `/users?search=${encodeURIComponent('rubel')}`)).json().data as Array<
      Record<string, unknown>
    >;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ email, invited: false, contact: '01711000002' });
    expect(listed[0]!.lastLoginAt).toEqual(expect.any(String));
  });

  it('when the invitation is for a doctor, then it must name an existing doctor, and the account is linked to it', async () => {
    const noDoctor = await invite({ name: 'Dr. Karim', email: newEmail(), contact: '01711000003', role: 'doctor' });
    expect(noDoctor.statusCode).toBe(400);
    expect(noDoctor.json().errorSources).toEqual([{ path: 'doctor', message: DOCTOR_LINK_MESSAGE }]);
    const unknown = await invite({
      name: 'Dr. Karim',
      email: newEmail(),
      contact: '01711000003',
      role: 'doctor',
      doctor: '0123456789abcdef01234567',
    });
    expect(unknown.statusCode).toBe(404);

    const doctor = await createDoctor(ctx.database, { fullName: 'Karim Uddin' });
    const res = await invite({
      name: 'Dr. Karim',
      email: newEmail(),
      contact: '01711000003',
      role: 'doctor',
      doctor: doctor.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.doctor).toEqual({ _id: doctor.id, title: 'Dr.', fullName: 'Karim Uddin' });
  });

  it('when the email already has an account, in any case, then it is a 409 and no second account exists', async () => {
    const email = newEmail();
    expect((await invite({ name: 'First', email, contact: '01711000004', role: 'marketer' })).statusCode).toBe(201);
    const again = await invite({
      name: 'Second',
      email: email.toUpperCase(),
      contact: '01711000005',
      role: 'attendant',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DUPLICATE_EMAIL_MESSAGE);
    const [row] = await storedRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from users where lower(email) = ${email}`,
    );
    expect(row!.n).toBe(1);
  });

  it('when an invitation is written, then the audit trail masks the contact and the email', async () => {
    const email = newEmail();
    const res = await invite({ name: 'Masked Person', email, contact: '01799888777', role: 'pharmacist' });
    const entries = (await call(admin, 'GET', '/audit?action=user.invite&limit=1')).json().data as Array<{
      target: { _id: string };
      changes: Record<string, { after: unknown }>;
    }>;
    expect(entries[0]!.target._id).toBe(res.json().data._id);
    expect(entries[0]!.changes.contact!.after).toBe('017•••••777');
    expect(entries[0]!.changes.email!.after).not.toContain(email.split('@')[0]);
    expect(entries[0]!.changes.role!.after).toBe('pharmacist');
  });
});

describe('POST /users/{id}/invitation', () => {
  const resend = (id: string) => call(admin, 'POST', `/users/${id}/invitation`);
  // Mail is queued in the outbox in the request's transaction: what was queued is what will be sent.
  const queuedMails = async (email: string) =>
    (
      await storedRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from outbox where payload->>'to' = ${email}`,
      )
    )[0]!.n;
  const setPassword = (email: string, link: URL) =>
    call(undefined, 'POST', '/auth/reset-password', {
      email,
      token: link.searchParams.get('token'),
      newPassword: 'Desk#2026',
    });

  it('when an invitee lost the mail, then a second one carries a new link, the first link stops working, and the trail says who sent it', async () => {
    const email = newEmail();
    const invited = (await invite({ name: 'Lost Mail', email, contact: '01711000040', role: 'attendant' })).json()
      .data as { _id: string };
    const first = await mailedResetLink(ctx.config.dataDir, email, 1);

    const res = await resend(invited._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Invitation sent to ${email}.`,
      data: { _id: invited._id, invited: true },
    });
    const second = await mailedResetLink(ctx.config.dataDir, email, 2);
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));

    expect((await setPassword(email, first)).statusCode).toBe(400);
    expect((await setPassword(email, second)).statusCode).toBe(200);
    await login(ctx, email, 'Desk#2026');

    const [entry] = (await call(admin, 'GET', '/audit?action=user.reinvite&limit=1')).json().data as Array<{
      actor: { name: string };
      target: { _id: string };
    }>;
    expect(entry!.target._id).toBe(invited._id);
    expect(entry!.actor.name).toBe(admin.user.name);
  });

  it('when the account already has its password, is deactivated or does not exist, then nothing is mailed', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const joined = await resend(attendant.user.id);
    expect(joined.statusCode).toBe(409);
    expect(joined.json().message).toBe(ALREADY_JOINED_MESSAGE);

    const email = newEmail();
    const invited = (await invite({ name: 'Left Early', email, contact: '01711000041', role: 'marketer' })).json()
      .data as { _id: string };
    await call(admin, 'PATCH', `/users/${invited._id}`, { active: false });
    const deactivated = await resend(invited._id);
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().message).toBe(INVITE_DEACTIVATED_MESSAGE);

    const unknown = await resend('0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(USER_NOT_FOUND);
    expect(await queuedMails(email)).toBe(1);
  });

  it('when the invitation is sent again and again, then the fourth within the hour is refused and not mailed', async () => {
    const email = newEmail();
    const invited = (await invite({ name: 'Many Mails', email, contact: '01711000042', role: 'pharmacist' })).json()
      .data as { _id: string };
    for (let i = 0; i < 3; i += 1) expect((await resend(invited._id)).statusCode).toBe(200);
    const fourth = await resend(invited._id);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(TOO_MANY_INVITATIONS);
    expect(await queuedMails(email)).toBe(4);
  });

  it('when anyone but an admin asks, then it is refused', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const invited = (
      await invite({ name: 'Not Yours', email: newEmail(), contact: '01711000043', role: 'marketer' })
    ).json().data as { _id: string };
    expect((await call(attendant, 'POST', `/users/${invited._id}/invitation`)).statusCode).toBe(403);
    expect((await call(undefined, 'POST', `/users/${invited._id}/invitation`)).statusCode).toBe(401);
  });
});

describe('PATCH /users/{id}', () => {
  it('when an admin deactivates an account, then its open session stops at the next request, refresh fails, and login says it is disabled', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    expect((await call(attendant, 'GET', '/appointment')).statusCode).toBe(200);

    const res = await call(admin, 'PATCH', `/users/${attendant.user.id}`, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.active).toBe(false);

    expect((await call(attendant, 'GET', '/appointment')).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      cookies: { refreshToken: attendant.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await call(undefined, 'POST', '/auth/login', { email: attendant.email, password: 'Xq7#kLm2' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(ACCOUNT_DISABLED);
    // A wrong password still gets the ordinary answer: "disabled" is told only to whoever knows the password.
    const wrong = await call(undefined, 'POST', '/auth/login', { email: attendant.email, password: 'Wrong#123' });
    expect(wrong.statusCode).toBe(401);

    await call(admin, 'PATCH', `/users/${attendant.user.id}`, { active: true });
    const back = await login(ctx, attendant.email);
    expect((await call(back, 'GET', '/appointment')).statusCode).toBe(200);
  });

  it('when the deactivation is made through another API process, then this process refuses the token at once too', async () => {
    const second = await ctx.openSecondApp();
    const attendant = await signedIn(ctx, 'attendant');
    expect((await call(attendant, 'GET', '/appointment')).statusCode).toBe(200);
    const res = await second.inject({
      method: 'PATCH',
      url: `/api/v1/users/${attendant.user.id}`,
      headers: { authorization: admin.token },
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    // The NOTIFY is delivered asynchronously: the first request after it has arrived is refused.
    await expect
      .poll(async () => (await call(attendant, 'GET', '/appointment')).statusCode, { timeout: 1000, interval: 20 })
      .toBe(401);
  });

  it('when an admin changes a role, then the old sessions end (their tokens carry the old role) and the new role applies at the next login', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const res = await call(admin, 'PATCH', `/users/${marketer.user.id}`, { role: 'attendant' });
    expect(res.json().data.role).toBe('attendant');
    expect((await call(marketer, 'GET', '/appointment/current-user')).statusCode).toBe(401);
    const fresh = await login(ctx, marketer.email);
    expect((await call(fresh, 'GET', '/appointment')).statusCode).toBe(200);
    const [entry] = await storedRows<{ changes: Record<string, unknown> }>(
      ctx.database.db,
      sql`select changes from audit_entries where target_id = ${marketer.user.id} and action = 'user.update'`,
    );
    expect(entry!.changes).toEqual({ role: { before: 'marketer', after: 'attendant' } });
  });

  it('when an account becomes a doctor account, then it needs a doctor; leaving the doctor role drops the link', async () => {
    const { user } = await createUser(ctx, 'attendant');
    const bare = await call(admin, 'PATCH', `/users/${user.id}`, { role: 'doctor' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errorSources).toEqual([{ path: 'doctor', message: DOCTOR_LINK_MESSAGE }]);
    const doctor = await createDoctor(ctx.database);
    expect(
      (await call(admin, 'PATCH', `/users/${user.id}`, { role: 'doctor', doctor: doctor.id })).json().data.doctor._id,
    ).toBe(doctor.id);
    expect((await call(admin, 'PATCH', `/users/${user.id}`, { role: 'attendant' })).json().data.doctor).toBeNull();
  });

  it('when the account is unknown or the body changes nothing, then it is a 404 or a 400', async () => {
    expect((await call(admin, 'PATCH', '/users/0123456789abcdef01234567', { active: false })).statusCode).toBe(404);
    const empty = await call(admin, 'PATCH', `/users/${admin.user.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to change.');
  });
});

describe('the last active admin', () => {
  it('when two admins demote each other at the same moment, then exactly one change lands and an active admin remains', async () => {
    const own = await createTestApp();
    try {
      const first = await signedIn(own, 'admin');
      const second = await signedIn(own, 'admin');
      const callOwn = apiCaller(() => own);
      const patch = (who: { token: string }, id: string) =>
        callOwn(who, 'PATCH', `/users/${id}`, { role: 'attendant' });
      const answers = await Promise.all([patch(first, second.user.id), patch(second, first.user.id)]);
      const statuses = answers.map((a) => a.statusCode).sort();
      // The loser is refused either as the last admin (409) or because its own session ended with its role (401).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const [row] = await storedRows<{ n: number }>(
        own.database.db,
        sql`select count(*)::int as n from users where role = 'admin' and active`,
      );
      expect(row!.n).toBe(1);

      const survivor = answers[0]!.statusCode === 200 ? first : second;
      const self = await own.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${survivor.user.id}`,
        headers: { authorization: survivor.token },
        payload: { active: false },
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe(LAST_ADMIN_MESSAGE);
    } finally {
      await own.close();
    }
  });

  it('when the only other admin is an invitation never taken up, then the admin cannot step down: it does not count', async () => {
    const own = await createTestApp();
    try {
      const only = await signedIn(own, 'admin');
      const callOwn = apiCaller(() => own);
      const invited = await callOwn(only, 'POST', '/users/invite', {
        name: 'Never Joined',
        email: 'never.joined@example.com',
        contact: '01711000077',
        role: 'admin',
      });
      expect(invited.statusCode).toBe(201);
      const demote = await callOwn(only, 'PATCH', `/users/${only.user.id}`, { role: 'attendant' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().message).toBe(LAST_ADMIN_MESSAGE);
      // The invitation itself may be withdrawn: it was never one of the hospital's admins.
      const withdrawn = await callOwn(only, 'PATCH', `/users/${invited.json().data._id}`, { active: false });
      expect(withdrawn.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('GET /users', () => {
  it('when no role is asked, then staff are listed and patients are not; a role filter narrows it', async () => {
    const patient = await createUser(ctx, 'patient');
    const all = (await call(admin, 'GET', '/users')).json().data as Array<{ email: string; role: string }>;
    expect(all.map((u) => u.email)).not.toContain(patient.email);
    expect(all.map((u) => u.email)).toContain(admin.email);
    const patients = (await call(admin, 'GET', '/users?role=patient')).json().data as Array<{ role: string }>;
    expect(patients.length).toBeGreaterThan(0);
    expect(patients.every((u) => u.role === 'patient')).toBe(true);
  });

  it('when the search holds LIKE wildcards, then they match themselves, not everything', async () => {
    const res = (await call(admin, 'GET', `/users?search=${encodeURIComponent('%_')}`)).json().data as unknown[];
    expect(res).toEqual([]);
  });
});
