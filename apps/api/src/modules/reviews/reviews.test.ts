import { z } from 'zod';
import { reviewSchema } from '@hospital/contract/reviews';
import { describe, expect, it } from 'vitest';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { type Caller, signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';

const { ctx, call } = useTestApp();

const review = (who: Caller, payload: object) => call(who, 'POST', '/reviews/create-review', payload);
/** A visit of the patient with the doctor, in the given state (today's date unless told). */
const visit = (doctorId: string, patient: SignedIn, status: 'pending' | 'done', selectedDate?: string) =>
  createAppointment(ctx.database, { doctorId, patientRef: patient.patient.id, status, selectedDate });

describe('reviews', () => {
  it('when a patient has no done visit with the doctor, then reviewing is a 409 and nothing is added', async () => {
    const doctor = await createDoctor(ctx.database);
    const patient = await signedIn(ctx, 'patient');
    await visit(doctor.id, patient, 'pending');
    const res = await review(patient, { doctorId: doctor.id, rating: 5, review: 'Great' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can review a doctor after a completed visit with them.');
  });

  it('when a patient reviews after a done visit, then it appears on the profile and in the newest list, and only once per visit', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Reviewed Doctor' });
    const patient = await signedIn(ctx, 'patient');
    await visit(doctor.id, patient, 'done');

    const before = await call(undefined, 'GET', `/doctors/single-doctor/${doctor.id}`);
    expect(before.json().data.reviews).toEqual([]);

    expect((await review(patient, { doctorId: doctor.id, rating: 4, review: 'Listened carefully.' })).statusCode).toBe(
      201,
    );
    const again = await review(patient, { doctorId: doctor.id, rating: 5, review: 'Twice?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed each of your completed visits with this doctor.');

    const profile = (await call(undefined, 'GET', `/doctors/single-doctor/${doctor.id}`)).json().data;
    expect(profile.reviews).toEqual([
      {
        _id: expect.any(String),
        rating: 4,
        review: 'Listened carefully.',
        createdBy: { name: 'Test patient', photoUrl: '/media/avatar-default.svg' },
      },
    ]);
    expect(profile.averageRating).toBe(4);
    expect(profile.reviewCount).toBe(1);

    const newest = z
      .object({ data: z.array(reviewSchema) })
      .parse((await call(undefined, 'GET', '/reviews/')).json()).data;
    expect(newest[0]).toMatchObject({
      review: 'Listened carefully.',
      doctorId: { _id: doctor.id, fullName: 'Reviewed Doctor' },
    });
  });

  it('when a patient has two done visits, then they may review twice', async () => {
    const doctor = await createDoctor(ctx.database);
    const patient = await signedIn(ctx, 'patient');
    await visit(doctor.id, patient, 'done', '2025-01-05');
    await visit(doctor.id, patient, 'done', '2025-02-05');
    expect((await review(patient, { doctorId: doctor.id, rating: 5, review: 'First' })).statusCode).toBe(201);
    expect((await review(patient, { doctorId: doctor.id, rating: 3, review: 'Second' })).statusCode).toBe(201);
  });

  it("when patient B tries to review with patient A's visit, then it is refused", async () => {
    const doctor = await createDoctor(ctx.database);
    const a = await signedIn(ctx, 'patient');
    const b = await signedIn(ctx, 'patient');
    await visit(doctor.id, a, 'done');
    expect((await review(b, { doctorId: doctor.id, rating: 1, review: 'Not mine' })).statusCode).toBe(409);
  });

  it.each([
    [{ rating: 0 }, 'rating', 'Rating must be at least 1.'],
    [{ rating: 6 }, 'rating', 'Rating must be at most 5.'],
    [{ doctorId: '' }, 'doctorId', 'Doctor ID must be 50 characters long.'],
  ])('when the body has %j, then it is a 400 with the spec message', async (change, path, message) => {
    const patient = await signedIn(ctx, 'patient');
    const res = await review(patient, { doctorId: '0123456789abcdef01234567', rating: 5, review: 'ok', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toContainEqual({ path, message });
  });

  it('when the doctor does not exist, then it is a 404', async () => {
    const patient = await signedIn(ctx, 'patient');
    expect((await review(patient, { doctorId: '0123456789abcdef01234567', rating: 5, review: 'ok' })).statusCode).toBe(
      404,
    );
  });
});

describe('which visits are reviewed (the appointments page offers Write a Feedback only on the others)', () => {
  function myAppointments(token: string) {
    return call(token, 'GET', '/appointment/current-user');
  }

  it('when a patient reviews one of two done visits, then only that visit carries their stars and the other is still open', async () => {
    const doctor = await createDoctor(ctx.database);
    const patient = await signedIn(ctx, 'patient');
    const first = await visit(doctor.id, patient, 'done', '2025-01-05');
    const second = await visit(doctor.id, patient, 'done', '2025-02-05');
    const pending = await visit(doctor.id, patient, 'pending');

    const before = (await myAppointments(patient.token)).json().data as Array<{ _id: string; review: unknown }>;
    expect(before.map((a) => a.review)).toEqual([null, null, null]);

    // The later visit, named: it is the one reviewed, not the oldest.
    expect(
      (await review(patient, { doctorId: doctor.id, appointmentId: second.id, rating: 4, review: 'Better this time.' }))
        .statusCode,
    ).toBe(201);
    const after = new Map(
      ((await myAppointments(patient.token)).json().data as Array<{ _id: string; review: unknown }>).map((a) => [
        a._id,
        a.review,
      ]),
    );
    expect(after.get(second.id)).toEqual({ rating: 4 });
    expect(after.get(first.id)).toBeNull();
    expect(after.get(pending.id)).toBeNull();

    const again = await review(patient, { doctorId: doctor.id, appointmentId: second.id, rating: 5, review: 'Twice?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorSources).toEqual([
      { path: 'appointmentId', message: 'You have already reviewed this visit.' },
    ]);
  });

  it('when the named visit is not done yet, then reviewing it is refused as having no completed visit', async () => {
    const doctor = await createDoctor(ctx.database);
    const patient = await signedIn(ctx, 'patient');
    const pending = await visit(doctor.id, patient, 'pending');
    await visit(doctor.id, patient, 'done');
    const res = await review(patient, { doctorId: doctor.id, appointmentId: pending.id, rating: 5, review: 'Early' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can review a doctor after a completed visit with them.');
  });

  it('when the named visit is with another doctor, then it does not earn a review of this one', async () => {
    const doctor = await createDoctor(ctx.database);
    const other = await createDoctor(ctx.database);
    const patient = await signedIn(ctx, 'patient');
    const otherVisit = await visit(other.id, patient, 'done');
    const res = await review(patient, {
      doctorId: doctor.id,
      appointmentId: otherVisit.id,
      rating: 5,
      review: 'Wrong doctor',
    });
    expect(res.statusCode).toBe(409);
  });
});
