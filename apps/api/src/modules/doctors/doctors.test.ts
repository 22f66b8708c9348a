import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { doctorDetailSchema, doctorListItemSchema } from '@hospital/contract/doctors';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDoctor, EVERY_DAY, scheduleOn } from '../../test/factories.js';
import { signedIn, useTestApp } from '../../test/test-app.js';

const { ctx, call } = useTestApp();
beforeAll(async () => {
  await createDoctor(ctx.database, { fullName: 'Ayesha Gynae', speciality: 'Gynae', designation: 'Consultant' });
  await createDoctor(ctx.database, {
    fullName: 'Bashir Heart',
    speciality: 'Cardiologist',
    designation: 'Professor',
    tags: ['Chest pain'],
  });
  for (let i = 0; i < 12; i++)
    await createDoctor(ctx.database, { fullName: `Filler ${String(i).padStart(2, '0')}`, speciality: 'Medicine' });
});

const listSchema = z.object({ success: z.literal(true), data: z.array(doctorListItemSchema) });

async function list(query: string) {
  const res = await call(undefined, 'GET', `/doctors/consultants${query}`);
  expect(res.statusCode).toBe(200);
  return listSchema.parse(res.json()).data;
}

describe('GET /doctors/consultants', () => {
  it('when no limit is given, then 10 doctors come back in the contract shape, professors first', async () => {
    const doctors = await list('');
    expect(doctors).toHaveLength(10);
    expect(doctors[0]!.fullName).toBe('Bashir Heart');
    expect(doctors[0]!.schedule).toHaveLength(7);
  });

  it('when limit is 0, then every doctor comes back', async () => {
    expect(await list('?limit=0')).toHaveLength(14);
  });

  it('when searching by speciality, name or tag in any case, then only matching doctors come back', async () => {
    expect((await list('?limit=0&searchTerm=gynae')).map((d) => d.fullName)).toEqual(['Ayesha Gynae']);
    expect((await list('?limit=0&searchTerm=BASHIR')).map((d) => d.fullName)).toEqual(['Bashir Heart']);
    expect((await list('?limit=0&searchTerm=chest%20PAIN')).map((d) => d.fullName)).toEqual(['Bashir Heart']);
  });

  it('when limit is out of range, then it is a 400 with the contract message', async () => {
    const res = await call(undefined, 'GET', '/doctors/consultants?limit=501');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources[0]).toEqual({
      path: 'limit',
      message: 'Limit must be a whole number from 0 to 500.',
    });
  });

  it('when the client sends the ETag it has, then the answer is 304 with no body', async () => {
    const first = await call(undefined, 'GET', '/doctors/consultants?limit=3');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/doctors/consultants?limit=3',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /doctors/single-doctor/{id}', () => {
  it('when the doctor exists, then the profile has schedule, available dates and reviews', async () => {
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const res = await call(undefined, 'GET', `/doctors/single-doctor/${doctor.id}`);
    expect(res.statusCode).toBe(200);
    const data = doctorDetailSchema.parse(res.json().data);
    expect(data.availableDates.length).toBeGreaterThanOrEqual(13);
    expect(data.reviews).toEqual([]);
  });

  it('when the id is unknown or malformed, then it is a 404 envelope', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      const res = await call(undefined, 'GET', `/doctors/single-doctor/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Doctor not found.');
    }
  });
});

describe('schedule changes reach every API process', () => {
  const putSchedule = async (doctorId: string, schedule: ReturnType<typeof scheduleOn>) => {
    const admin = await signedIn(ctx, 'admin');
    return call(admin, 'PUT', `/doctors/update-doctor-schedule/${doctorId}`, { schedule });
  };

  it('when an admin changes a schedule through one process, then the other serves the new schedule on its next request', async () => {
    const doctor = await createDoctor(
      ctx.database,
      { fullName: 'Zubair Schedule' },
      scheduleOn({ 1: ['10:00', '12:00'] }),
    );
    const other = await ctx.openSecondApp();
    const readMonday = async () => {
      const res = await other.inject({ method: 'GET', url: '/api/v1/doctors/consultants?limit=0&searchTerm=Zubair' });
      return res.json().data[0]?.schedule[1];
    };
    await expect
      .poll(readMonday, { timeout: 3000, interval: 20 })
      .toEqual({ day: 'Monday', active: true, start: '10:00', end: '12:00' });

    const res = await putSchedule(doctor.id, scheduleOn({ 1: ['15:00', '19:00'] }));
    expect(res.statusCode).toBe(200);
    // The snapshot lives 60 s; seeing the change within 3 s proves the NOTIFY dropped it, not a timer.
    await expect
      .poll(readMonday, { timeout: 3000, interval: 20 })
      .toEqual({ day: 'Monday', active: true, start: '15:00', end: '19:00' });
  });

  it('when a schedule has a day starting after it ends, then it is a 400 and nothing changes', async () => {
    const doctor = await createDoctor(ctx.database, {}, scheduleOn({ 2: ['10:00', '12:00'] }));
    const res = await putSchedule(doctor.id, scheduleOn({ 2: ['13:00', '12:00'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources[0].message).toBe('Start time must not be after end time.');
    const after = await call(undefined, 'GET', `/doctors/single-doctor/${doctor.id}`);
    expect(after.json().data.schedule[2]).toEqual({ day: 'Tuesday', active: true, start: '10:00', end: '12:00' });
  });

  it('when a doctor account becomes active, then the list shows the doctor online', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Olivia Online' });
    const account = await signedIn(ctx, 'doctor', { doctorRef: doctor.id });
    const isOnline = async () =>
      (await call(undefined, 'GET', '/doctors/consultants?limit=0&searchTerm=Olivia')).json().data[0]?.isOnline;
    await expect.poll(isOnline, { timeout: 3000, interval: 20 }).toBe(false);
    await call(account, 'GET', '/patients/me');
    await expect.poll(isOnline, { timeout: 3000, interval: 20 }).toBe(true);
  });
});

describe('compression', () => {
  it('when the client accepts brotli or gzip, then the list comes compressed and decodes to the same JSON', async () => {
    const plain = await call(undefined, 'GET', '/doctors/consultants?limit=0');
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/doctors/consultants?limit=0',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      const raw = res.rawPayload;
      const decoded = encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw);
      expect(JSON.parse(decoded.toString())).toEqual(plain.json());
      expect(raw.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });
});
