import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import {
  PHOTO_MISSING_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTO_UNREADABLE_MESSAGE,
  type DoctorInput,
} from '@hospital/contract/admin';
import { SAMPLE_DOCTOR_INPUT } from '@hospital/contract/testing/doctor-fixtures';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { createAppointment, createDoctor, EVERY_DAY } from '../../test/factories.js';
import { bookOnline, signedIn, useTestApp } from '../../test/test-app.js';
import { DOCTOR_NOT_FOUND, NOT_LINKED_TO_DOCTOR } from './doctors.messages.js';

// Doctors from the product: an admin adds, edits, deactivates and photographs
// doctors, and every public page, booking and second API process follows at once.

const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });

const publicList = async () =>
  (await call(undefined, 'GET', '/doctors/consultants?limit=0')).json().data as Array<{
    _id: string;
    fullName: string;
  }>;
const tomorrow = addDaysToDateString(dhakaDateString(), 1);

const input = (overrides: Partial<DoctorInput> = {}): DoctorInput => ({
  ...SAMPLE_DOCTOR_INPUT,
  schedule: EVERY_DAY,
  ...overrides,
});

describe('POST /doctors', () => {
  it('when an admin adds a doctor, then the public list, the profile and booking have them, and the trail says who added them', async () => {
    const res = await call(admin, 'POST', '/doctors', input({ fullName: 'Added From Admin' }));
    expect(res.statusCode).toBe(201);
    const doctor = res.json().data as {
      _id: string;
      active: boolean;
      consultationFee: number;
      tags: Array<{ name: string }>;
      photo: string;
    };
    expect(doctor).toMatchObject({
      active: true,
      consultationFee: 1500,
      tags: [{ name: 'Heart failure' }, { name: 'Chest pain' }],
    });

    expect((await publicList()).map((d) => d.fullName)).toContain('Added From Admin');
    const profile = await call(undefined, 'GET', `/doctors/single-doctor/${doctor._id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.availableDates).toContain(tomorrow);

    const patient = await signedIn(ctx, 'patient');
    const booking = await bookOnline(call, patient, doctor._id, tomorrow, {
      consultationMethod: 'video',
      consultationFee: 1500,
    });
    expect(booking.statusCode).toBe(201);

    const [entry] = await storedRows<{
      action: string;
      actor_name: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }>(ctx.database.db, sql`select action, actor_name, changes from audit_entries where target_id = ${doctor._id}`);
    expect(entry).toMatchObject({ action: 'doctor.create', actor_name: admin.user.name });
    expect(entry!.changes.fullName).toEqual({ before: null, after: 'Added From Admin' });
  });

  it('when no schedule is given, then the doctor exists with every day off and no date is offered', async () => {
    const { schedule: _, ...withoutSchedule } = input({ fullName: 'No Hours Yet' });
    const res = await call(admin, 'POST', '/doctors', withoutSchedule);
    expect(res.statusCode).toBe(201);
    const profile = (await call(undefined, 'GET', `/doctors/single-doctor/${res.json().data._id}`)).json().data;
    expect(profile.availableDates).toEqual([]);
    expect(profile.schedule.every((day: { active: boolean }) => !day.active)).toBe(true);
  });

  it.each([
    [
      'a five-digit fee',
      { consultationFee: 10000 },
      'consultationFee',
      'Consultation fee must be at most 9999 taka (4 digits).',
    ],
    [
      'a fee in paisa',
      { consultationFee: 12.5 },
      'consultationFee',
      'Consultation fee must be a whole number of taka.',
    ],
    ['a speciality outside the list', { speciality: 'Astrology' }, 'speciality', 'Choose a speciality from the list.'],
    ['no consultation method', { availableFor: [] }, 'availableFor', 'Choose at least one consultation method.'],
    [
      'a method twice',
      { availableFor: ['video', 'video'] },
      'availableFor',
      'Each consultation method can be chosen once.',
    ],
    ['a blank name', { fullName: '   ' }, 'fullName', 'Full name is required.'],
    [
      'a designation outside the list',
      { currentWorkDesignation: 'Chief Wizard' },
      'currentWorkDesignation',
      'Choose a designation from the list.',
    ],
    [
      'eleven degrees',
      { degrees: Array.from({ length: 11 }, (_, i) => `Degree ${i}`) },
      'degrees',
      'At most 10 degrees.',
    ],
  ])(
    'when the body has %s, then it is a 400 naming the field, and nothing is stored',
    async (_case, overrides, path, message) => {
      const before = (await publicList()).length;
      const res = await call(admin, 'POST', '/doctors', { ...input(), ...overrides });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorSources).toContainEqual({ path, message });
      expect((await publicList()).length).toBe(before);
    },
  );
});

describe('PUT /doctors/{id}', () => {
  /** Adds a doctor named `fullName`, then saves the admin form again with `changes`. */
  async function addThenPut(fullName: string, changes: Partial<DoctorInput>) {
    const created = (await call(admin, 'POST', '/doctors', input({ fullName }))).json().data as { _id: string };
    const res = await call(admin, 'PUT', `/doctors/${created._id}`, input({ fullName, ...changes }));
    return { id: created._id, res };
  }
  /** The audit entry the update of doctor `id` wrote. */
  async function updateEntry<Changes>(id: string) {
    const [entry] = await storedRows<{ changes: Changes }>(
      ctx.database.db,
      sql`select changes from audit_entries where target_id = ${id} and action = 'doctor.update'`,
    );
    return entry;
  }

  it('when an admin changes the fee and a tag, then the public profile shows them and the trail keeps only what changed', async () => {
    const { id, res } = await addThenPut('Fee Changer', { consultationFee: 2000, tags: [{ name: 'Heart failure' }] });
    expect(res.statusCode).toBe(200);
    const profile = (await call(undefined, 'GET', `/doctors/single-doctor/${id}`)).json().data;
    expect(profile).toMatchObject({ consultationFee: 2000, tags: [{ name: 'Heart failure' }] });

    const entry = await updateEntry<Record<string, unknown>>(id);
    expect(entry!.changes).toEqual({
      consultationFee: { before: 1500, after: 2000 },
      tags: { before: ['Heart failure', 'Chest pain'], after: ['Heart failure'] },
    });
  });

  it('when an admin enters the BMDC registration number, then the admin screens show it, and a form without it keeps it', async () => {
    const { id, res } = await addThenPut('Registered Doctor', { registrationNo: 'A-51234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.registrationNo).toBe('A-51234');
    expect((await updateEntry<Record<string, unknown>>(id))!.changes).toEqual({
      registrationNo: { before: SAMPLE_DOCTOR_INPUT.registrationNo, after: 'A-51234' },
    });
    const withoutNumber: DoctorInput = input({ fullName: 'Registered Doctor' });
    delete withoutNumber.registrationNo;
    const again = await call(admin, 'PUT', `/doctors/${id}`, withoutNumber);
    expect(again.json().data.registrationNo).toBe('A-51234');
    const bad = await call(
      admin,
      'PUT',
      `/doctors/${id}`,
      input({ fullName: 'Registered Doctor', registrationNo: 'A<script>' }),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('when a field holds a lone UTF-16 surrogate, then the change and its audit entry are stored with U+FFFD, not a 500', async () => {
    // Found by the route fuzzer (seed 1889826324): jsonb refused the escaped surrogate in the audit entry.
    const { id, res } = await addThenPut('Surrogate Case', { currentWorkStation: 'Nirmo\ud800y Hospital' });
    expect(res.statusCode).toBe(200);
    const entry = await updateEntry<Record<string, { after: string }>>(id);
    expect(entry!.changes.currentWorkStation!.after).toBe('Nirmo\uFFFDy Hospital');
  });

  it('when the doctor does not exist, then it is a 404 and nothing is written', async () => {
    const res = await call(admin, 'PUT', '/doctors/0123456789abcdef01234567', input());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(DOCTOR_NOT_FOUND);
  });
});

describe('PATCH /doctors/{id}/status', () => {
  it('when an admin deactivates a doctor, then the public loses them on every process, booking is refused, and the desk keeps their appointments', async () => {
    const second = await ctx.openSecondApp();
    const doctor = await createDoctor(ctx.database, { fullName: 'Leaving Soon' });
    const patient = await signedIn(ctx, 'patient');
    const kept = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: patient.patient.id,
      selectedDate: tomorrow,
    });
    // Both processes have the doctor cached before the change.
    const listOf = async (app: typeof second) =>
      (
        (await app.inject({ method: 'GET', url: '/api/v1/doctors/consultants?limit=0' })).json().data as Array<{
          _id: string;
        }>
      ).map((d) => d._id);
    expect(await listOf(second)).toContain(doctor.id);

    const res = await call(admin, 'PATCH', `/doctors/${doctor.id}/status`, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.active).toBe(false);

    expect(await listOf(ctx.app)).not.toContain(doctor.id);
    expect(await listOf(second)).not.toContain(doctor.id);
    expect((await second.inject({ method: 'GET', url: `/api/v1/doctors/single-doctor/${doctor.id}` })).statusCode).toBe(
      404,
    );
    const booking = await bookOnline(call, patient, doctor.id, addDaysToDateString(tomorrow, 1), {
      consultationMethod: 'video',
      consultationFee: 1000,
    });
    expect(booking.statusCode).toBe(404);
    expect(booking.json().message).toBe(DOCTOR_NOT_FOUND);

    const desk = await signedIn(ctx, 'attendant');
    const day = (await call(desk, 'GET', `/appointment?date=${tomorrow}`)).json().data.data as Array<{ _id: string }>;
    expect(day.map((a) => a._id)).toContain(kept.id);

    const inactive = (await call(admin, 'GET', '/doctors/manage?status=inactive')).json().data as Array<{
      _id: string;
    }>;
    expect(inactive.map((d) => d._id)).toEqual([doctor.id]);
    const active = (await call(admin, 'GET', '/doctors/manage?status=active')).json().data as Array<{ _id: string }>;
    expect(active.map((d) => d._id)).not.toContain(doctor.id);

    const back = await call(admin, 'PATCH', `/doctors/${doctor.id}/status`, { active: true });
    expect(back.json().data.active).toBe(true);
    expect(await listOf(second)).toContain(doctor.id);
    const actions = await storedRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_entries where target_id = ${doctor.id} order by at, id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['doctor.deactivate', 'doctor.activate']);
  });

  it('when the state is already what is asked, then nothing is written to the trail', async () => {
    const doctor = await createDoctor(ctx.database);
    await call(admin, 'PATCH', `/doctors/${doctor.id}/status`, { active: true });
    const rows = await storedRows(ctx.database.db, sql`select 1 from audit_entries where target_id = ${doctor.id}`);
    expect(rows).toEqual([]);
  });
});

describe('GET /doctors/manage', () => {
  it('when an admin searches, then names, specialities, tags and departments match, inactive doctors included', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Searchable Hidden', department: 'Neonatal Unit' });
    await call(admin, 'PATCH', `/doctors/${doctor.id}/status`, { active: false });
    const byName = (await call(admin, 'GET', '/doctors/manage?search=searchable')).json().data as Array<{
      _id: string;
      active: boolean;
    }>;
    expect(byName).toEqual([expect.objectContaining({ _id: doctor.id, active: false })]);
    const byDepartment = (await call(admin, 'GET', '/doctors/manage?search=neonatal')).json().data as Array<{
      _id: string;
    }>;
    expect(byDepartment.map((d) => d._id)).toEqual([doctor.id]);
  });
});

describe('POST /doctors/{id}/photo', () => {
  const upload = (doctorId: string, bytes: Buffer, filename: string, contentType: string, field = 'photo') => {
    const boundary = '----hospital-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/doctors/${doctorId}/photo`,
      headers: { authorization: admin.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  };
  const camera = () =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Owner of the camera', Copyright: 'Private' } })
      .toBuffer();

  it('when an admin uploads a camera JPEG, then a square WebP without its metadata is served under a content name cached for a year', async () => {
    const doctor = await createDoctor(ctx.database);
    const original = await camera();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(doctor.id, original, 'portrait.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const url = res.json().data.photo as string;
    expect(url).toMatch(/^\/api\/v1\/doctors\/photos\/[0-9a-f]{64}\.webp$/);
    expect((await call(undefined, 'GET', `/doctors/single-doctor/${doctor.id}`)).json().data.photo).toBe(url);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
    expect(meta.exif).toBeUndefined();
    const [entry] = await storedRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_entries where target_id = ${doctor.id}`,
    );
    expect(entry!.action).toBe('doctor.photo');
  });

  it.each([
    [
      'a text file named .jpg',
      () => Promise.resolve(Buffer.from('hello, this is not a picture')),
      'photo.jpg',
      'image/jpeg',
      PHOTO_TYPE_MESSAGE,
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      'photo.png',
      'image/png',
      PHOTO_TYPE_MESSAGE,
    ],
    [
      'an SVG',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      'photo.webp',
      'image/webp',
      PHOTO_TYPE_MESSAGE,
    ],
    [
      'a JPEG cut in half',
      async () => (await camera()).subarray(0, 400),
      'photo.jpg',
      'image/jpeg',
      PHOTO_UNREADABLE_MESSAGE,
    ],
    [
      'over 5 MB',
      () => Promise.resolve(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)])),
      'big.jpg',
      'image/jpeg',
      PHOTO_SIZE_MESSAGE,
    ],
  ])(
    'when the upload is %s, then it is a 400 with a clear message and the photo stays',
    async (_case, make, filename, type, message) => {
      const doctor = await createDoctor(ctx.database);
      const res = await upload(doctor.id, await make(), filename, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorSources).toEqual([{ path: 'photo', message }]);
      expect((await call(undefined, 'GET', `/doctors/single-doctor/${doctor.id}`)).json().data.photo).toBe(
        '/media/doctors/doctor-01.svg',
      );
    },
  );

  it('when the file comes under another field name or the body is JSON, then it asks for a photo', async () => {
    const doctor = await createDoctor(ctx.database);
    const misnamed = await upload(doctor.id, await camera(), 'p.jpg', 'image/jpeg', 'picture');
    expect(misnamed.json().errorSources).toEqual([{ path: 'photo', message: PHOTO_MISSING_MESSAGE }]);
    const json = await call(admin, 'POST', `/doctors/${doctor.id}/photo`, { photo: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(400);
  });

  it('when a photo name is unknown or malformed, then it is a 404 or 400, never a file from elsewhere', async () => {
    expect((await call(undefined, 'GET', `/doctors/photos/${'a'.repeat(64)}.webp`)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', '/doctors/photos/..%2f..%2fpackage.json')).statusCode).toBe(400);
  });
});

describe('GET /doctors/me', () => {
  it('when a doctor account asks, then it gets its own doctor record; an unlinked account gets a sentence', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Own Record' });
    const linked = await signedIn(ctx, 'doctor', { doctorRef: doctor.id });
    const res = await call(linked, 'GET', '/doctors/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: doctor.id, fullName: 'Own Record', active: true });
    const unlinked = await signedIn(ctx, 'doctor');
    const none = await call(unlinked, 'GET', '/doctors/me');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(NOT_LINKED_TO_DOCTOR);
  });
});
