import { describe, expect, it } from 'vitest';
import { dhakaDateString } from '@hospital/contract/format';
import {
  BOARD_LINK_INVALID_MESSAGE,
  BOARD_LINK_REVOKED_MESSAGE,
  boardLinkSchema,
  boardSchema,
} from '@hospital/contract/queue';
import { sql, storedRows } from '../../db/testing.js';
import { createDayQueue, createDoctor } from '../../test/factories.js';
import { signedIn, useTestApp } from '../../test/test-app.js';
import { BoardTokens } from './board-tokens.js';

// Waiting-room boards: an admin creates and revokes board links; a board opens with the link's
// token alone and shows serial numbers, never patients.

const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });

function createLink(payload: unknown) {
  return call(admin, 'POST', '/boards', payload as object);
}

const board = (token: string) => call(undefined, 'GET', `/board/${token}`);

describe('board links', () => {
  it('when an admin creates a link for two doctors, then it carries a signed token and its path, is listed, and is in the audit trail', async () => {
    const a = await createDoctor(ctx.database, { fullName: 'Board One' });
    const b = await createDoctor(ctx.database, { fullName: 'Board Two' });
    const res = await createLink({ label: 'Ground floor', doctorIds: [a.id, b.id], role: 'admin', revokedAt: null });
    expect(res.statusCode).toBe(201);
    const link = boardLinkSchema.parse(res.json().data);
    expect(link).toMatchObject({ label: 'Ground floor', revokedAt: null, createdBy: { name: 'Test admin' } });
    expect(link.doctors.map((d) => d.fullName)).toEqual(['Board One', 'Board Two']);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(link.path).toBe(`/board/${link.token}`);

    const list = await call(admin, 'GET', '/boards');
    expect(list.json().data.map((l: { _id: string }) => l._id)).toContain(link._id);
    const [audit] = await storedRows<{
      action: string;
      target_label: string;
      changes: Record<string, { after: unknown }>;
    }>(ctx.database.db, sql`select action, target_label, changes from audit_entries where target_id = ${link._id}`);
    expect(audit).toMatchObject({ action: 'board.create', target_label: 'Ground floor' });
    expect(audit!.changes.doctors!.after).toEqual(['Dr. Board One', 'Dr. Board Two']);
  });

  it('when the body is wrong, then each fault gets its sentence and nothing is stored', async () => {
    const doctor = await createDoctor(ctx.database);
    const [before] = await storedRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from board_links`);
    const cases: Array<[unknown, string]> = [
      [{ label: '', doctorIds: [doctor.id] }, 'Name the board, for example "Ground floor waiting room".'],
      [{ label: 'Hall', doctorIds: [] }, 'Choose at least one doctor for the board.'],
      [{ label: 'Hall', doctorIds: [doctor.id, doctor.id] }, 'Each doctor can be chosen once.'],
      [{ label: 'Hall', doctorIds: ['nope'] }, 'Invalid doctor id.'],
    ];
    for (const [payload, message] of cases) {
      const res = await createLink(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknown = await createLink({ label: 'Hall', doctorIds: [doctor.id, '0123456789abcdef01234567'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorSources).toEqual([{ path: 'doctorIds.1', message: 'Doctor not found.' }]);
    const [after] = await storedRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from board_links`);
    expect(after!.n).toBe(before!.n);
  });

  it('when a link is revoked, then its board is refused with 410, a second revoke changes nothing, and one audit entry says so', async () => {
    const doctor = await createDoctor(ctx.database);
    const link = boardLinkSchema.parse(
      (await createLink({ label: 'Revoked hall', doctorIds: [doctor.id] })).json().data,
    );
    expect((await board(link.token)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await call(admin, 'DELETE', `/boards/${link._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.revokedAt).not.toBeNull();
    }
    const refused = await board(link.token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(BOARD_LINK_REVOKED_MESSAGE);
    const audits = await storedRows(
      ctx.database.db,
      sql`select 1 from audit_entries where target_id = ${link._id} and action = 'board.revoke'`,
    );
    expect(audits).toHaveLength(1);
    const unknown = await call(admin, 'DELETE', '/boards/0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the board', () => {
  it('when opened with its token, then it shows each doctor with now serving and next, and nothing of the patients', async () => {
    const doctor = await createDoctor(ctx.database, {
      fullName: 'Shown Doctor',
      photo: '/media/doctors/doctor-02.svg',
    });
    const day = await createDayQueue(ctx.database, doctor.id, 3);
    const desk = await signedIn(ctx, 'attendant');
    await call(desk, 'POST', `/queue/${doctor.id}/call-next`);
    const link = boardLinkSchema.parse(
      (await createLink({ label: 'First floor', doctorIds: [doctor.id] })).json().data,
    );
    const res = await board(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const shown = boardSchema.parse(res.json().data);
    expect(shown).toMatchObject({ label: 'First floor', date: dhakaDateString() });
    expect(shown.doctors).toEqual([
      expect.objectContaining({
        _id: doctor.id,
        fullName: 'Shown Doctor',
        photo: '/media/doctors/doctor-02.svg',
        nowServing: 1,
        next: 2,
        waitingCount: 2,
        onLeave: false,
      }),
    ]);
    for (const secret of day.flatMap((a) => [a.patient.name, a.patient.contact, a.patient.patientId, a.id]))
      expect(res.body).not.toContain(secret);
  });

  it('when the doctor is on leave today, then the board says so', async () => {
    const doctor = await createDoctor(ctx.database);
    const today = dhakaDateString();
    const leave = await call(admin, 'POST', `/doctors/${doctor.id}/leave`, {
      from: today,
      to: today,
      reason: 'Medical conference',
    });
    expect(leave.statusCode).toBe(201);
    const link = boardLinkSchema.parse((await createLink({ label: 'Leave hall', doctorIds: [doctor.id] })).json().data);
    expect(boardSchema.parse((await board(link.token)).json().data).doctors[0]!.onLeave).toBe(true);
  });

  it('when the token is forged, altered, cut short, signed with another key or unknown, then it is the same 404 and nothing leaks', async () => {
    const doctor = await createDoctor(ctx.database);
    const link = boardLinkSchema.parse((await createLink({ label: 'Genuine', doctorIds: [doctor.id] })).json().data);
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const forged = [
      `${link.token.slice(0, 20)}${flip(link.token[20]!)}${link.token.slice(21)}`,
      `${flip(link.token[0]!)}${link.token.slice(1)}`,
      link.token.slice(0, 37),
      `${link.token}A`,
      new BoardTokens('another-secret-that-is-long-enough-0123456789').tokenFor(link._id),
      new BoardTokens(ctx.config.jwtSecret).tokenFor('0123456789abcdef01234567'),
      'x'.repeat(38),
      '..%2F..%2Fetc',
    ];
    for (const token of forged) {
      const res = await board(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(BOARD_LINK_INVALID_MESSAGE);
      expect(res.body).not.toContain('Genuine');
    }
  });
});
