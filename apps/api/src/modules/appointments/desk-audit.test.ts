import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@hospital/contract/admin';
import { appointmentSchema } from '@hospital/contract/appointments';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { payOnline } from '../../test/sandbox-payment.js';
import { signedIn, useTestApp } from '../../test/test-app.js';

// The desk's money and arrival actions are in the admin's audit trail, each under the desk member who did it.

const { ctx, attendant: desk, admin, call } = useTestApp({ signedIn: ['attendant', 'admin'] });

const trail = async (action: string) =>
  (await call(admin, 'GET', `/audit?action=${action}`)).json().data as AuditEntry[];

async function today(doctorId: string) {
  const patient = await signedIn(ctx, 'patient');
  const appointment = await createAppointment(ctx.database, { doctorId, patientRef: patient.patient.id });
  return { patient, appointment };
}

describe("the desk's actions in the audit trail", () => {
  it('when the desk marks paid, checks in by QR and by hand, and cancels a booking paid online, then each has an entry with the desk as actor', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Desk Audit Doctor' });
    const actor = { name: desk.user.name, role: 'attendant' };

    const paid = await today(doctor.id);
    const pay = await call(desk, 'PUT', `/appointment/${paid.appointment.id}`, {
      updatedDoc: { paymentStatus: 'paid', consultationFee: 800 },
    });
    expect(pay.statusCode).toBe(200);
    const [payEntry] = await trail('appointment.pay');
    expect(payEntry).toMatchObject({
      actor,
      target: { type: 'appointment', _id: paid.appointment.id },
      changes: { paymentStatus: { before: 'unpaid', after: 'paid' }, consultationFee: { after: 800 } },
    });

    const scanned = await today(doctor.id);
    const shown = appointmentSchema.parse(
      (await call(scanned.patient, 'GET', '/appointment/current-user')).json().data[0],
    );
    expect((await call(desk, 'POST', '/appointment/check-in', { code: shown.checkInCode })).statusCode).toBe(200);
    const [scanEntry] = await trail('appointment.check-in');
    expect(scanEntry).toMatchObject({ actor, target: { type: 'appointment', _id: scanned.appointment.id } });

    expect((await call(desk, 'POST', `/appointment/${paid.appointment.id}/arrived`)).statusCode).toBe(200);
    const [handEntry] = await trail('appointment.arrived');
    expect(handEntry).toMatchObject({ actor, target: { type: 'appointment', _id: paid.appointment.id } });
    // A second check-in changes nothing, so it adds no entry.
    expect((await call(desk, 'POST', `/appointment/${paid.appointment.id}/arrived`)).statusCode).toBe(200);
    expect(await trail('appointment.arrived')).toHaveLength(1);

    const online = await today(doctor.id);
    await payOnline(ctx, online.patient.token, online.appointment.id);
    const cancel = await call(desk, 'PUT', `/appointment/${online.appointment.id}`, {
      updatedDoc: { status: 'cancelled', cancellationReason: 'The doctor is away today' },
    });
    expect(cancel.statusCode).toBe(200);
    const [cancelEntry] = await trail('appointment.cancel');
    expect(cancelEntry).toMatchObject({
      actor,
      target: { type: 'appointment', _id: online.appointment.id },
      changes: {
        status: { before: 'pending', after: 'cancelled' },
        cancellationReason: { after: 'The doctor is away today' },
      },
    });
    const [refundEntry] = await trail('appointment.refund');
    expect(refundEntry).toMatchObject({ actor, target: { type: 'appointment', _id: online.appointment.id } });
  });
});
