import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import type { AuditEntry } from '@hospital/contract/admin';
import { describe, expect, it } from 'vitest';
import { createDoctor, EVERY_DAY, scheduleOn } from '../../test/factories.js';
import { signedIn, useTestApp } from '../../test/test-app.js';
import { maskPersonal } from './audit.js';

// The audit trail: every admin write leaves an entry, newest first, paged by
// cursor, personal data masked.

const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });

const trail = async (query = '') => (await call(admin, 'GET', `/audit${query}`)).json().data as AuditEntry[];

describe('every admin write', () => {
  it('when schedules, leave, patient records and slot requests change, then each change has its entry with actor and fields', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Audited Doctor' });
    const inDays = (n: number) => addDaysToDateString(dhakaDateString(), n);

    await call(admin, 'PUT', `/doctors/update-doctor-schedule/${doctor.id}`, {
      schedule: scheduleOn({ 1: ['10:00', '13:00'] }),
    });
    const leave = (
      await call(admin, 'POST', `/doctors/${doctor.id}/leave`, { from: inDays(3), to: inDays(4), reason: 'Conference' })
    ).json().data.leave;
    await call(admin, 'DELETE', `/doctors/${doctor.id}/leave/${leave._id}`);
    // A doctor's own leave is in the trail too, under the doctor's name.
    const own = await signedIn(ctx, 'doctor', { doctorRef: doctor.id });
    await call(own, 'POST', `/doctors/${doctor.id}/leave`, { from: inDays(5), to: inDays(5), reason: 'Family' });
    const patient = await signedIn(ctx, 'patient');
    await call(admin, 'PUT', `/patients/update/${patient.patient.id}`, {
      updatedInfo: { name: 'Corrected Name', age: 41, weight: 70 },
    });
    await call(patient, 'POST', '/marketer/create-slot-request', {
      department: 'NICU',
      name: 'Baby of Rina',
      age: 0,
      contact: '01712345678',
    });
    const [request] = (await call(admin, 'GET', '/marketer/get-slot-requests?status=pending')).json().data as Array<{
      _id: string;
    }>;
    await call(admin, 'PATCH', '/marketer/approve-slot-request', { requestId: request!._id });

    const entries = await trail('?limit=6');
    expect(entries.map((e) => e.action)).toEqual([
      'slot.approve',
      'patient.update',
      'leave.add',
      'leave.remove',
      'leave.add',
      'doctor.schedule',
    ]);
    const byAction = (action: string) => entries.filter((e) => e.action === action);
    expect(byAction('slot.approve')[0]!.changes).toEqual({ status: { before: 'pending', after: 'approved' } });
    expect(byAction('patient.update')[0]).toMatchObject({
      actor: { name: admin.user.name, role: 'admin' },
      target: { type: 'patient', _id: patient.patient.id },
      // Age and weight identify a person: the trail says they changed, not what they were.
      changes: { name: { before: 'Test patient', after: 'Corrected Name' }, age: { before: '••', after: '••' } },
    });
    expect(byAction('leave.add').map((e) => e.actor.role)).toEqual(['doctor', 'admin']);
    expect(byAction('leave.add')[1]!.target.label).toBe(`Dr. Audited Doctor, ${inDays(3)} to ${inDays(4)}`);
    // Fields are listed in the order they were written (from before to), not re-sorted by the database.
    expect(Object.keys(byAction('leave.add')[1]!.changes)).toEqual(['from', 'to', 'reason', 'affected']);
    const week = byAction('doctor.schedule')[0]!.changes.schedule!;
    expect(week.before).toEqual(EVERY_DAY);
    expect((week.after as Array<{ active: boolean }>).filter((d) => d.active)).toHaveLength(1);
  });
});

describe('GET /audit', () => {
  it('when the admin pages with the last id shown, then the next page starts after it and pages never overlap', async () => {
    for (let i = 0; i < 5; i++) await createDoctorThroughApi(`Paged ${i}`);
    const first = await trail('?limit=3&action=doctor.create');
    const second = await trail(`?limit=3&action=doctor.create&before=${first.at(-1)!._id}`);
    expect(first.map((e) => e.target.label)).toEqual(['Dr. Paged 4', 'Dr. Paged 3', 'Dr. Paged 2']);
    expect(second.map((e) => e.target.label)).toEqual(['Dr. Paged 1', 'Dr. Paged 0']);
  });

  it('when the cursor is unknown or the query is out of range, then it is an empty page or a 400, never the first page again', async () => {
    expect(await trail('?before=0123456789abcdef01234567')).toEqual([]);
    expect((await call(admin, 'GET', '/audit?limit=0')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/audit?action=doctor.explode')).statusCode).toBe(400);
  });
});

describe('masking', () => {
  it.each([
    ['01712345678', '017•••••678'],
    ['someone@mail.test', 'som•••••••••••est'],
    ['41', '••'],
    [null, null],
  ])('%s reads %s', (value, masked) => {
    expect(maskPersonal(value)).toBe(masked);
  });
});

async function createDoctorThroughApi(fullName: string) {
  const res = await call(admin, 'POST', '/doctors', {
    title: 'Dr.',
    fullName,
    speciality: 'Medicine',
    about: 'Sees patients.',
    consultationFee: 500,
    availableFor: ['video'],
    currentWorkDesignation: 'Consultant',
    currentWorkDepartment: 'Medicine',
    currentWorkStation: 'Nirmoy',
    degrees: ['MBBS'],
    tags: [],
  });
  if (res.statusCode !== 201) throw new Error(res.body);
}
