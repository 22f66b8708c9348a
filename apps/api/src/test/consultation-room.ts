import { createAppointment, createDoctor, everyDay } from './factories.js';
import { signedIn, type TestContext } from './test-app.js';

type RoomOptions = {
  method?: 'hospital visit' | 'video' | 'audio' | 'chat';
  /** Today in Dhaka unless given. */
  date?: string;
  status?: 'pending' | 'done' | 'cancelled';
};

/**
 * A doctor with chamber hours 10:00-20:00 every day, their account, a patient account and an appointment (a pending
 * video consultation today unless `options` say otherwise): the room a consultation test works in.
 */
export async function newRoom(ctx: TestContext, options: RoomOptions = {}) {
  const doctorRecord = await createDoctor(ctx.database, {}, everyDay(['10:00', '20:00']));
  const doctor = await signedIn(ctx, 'doctor', { doctorRef: doctorRecord.id });
  const patient = await signedIn(ctx, 'patient');
  const appointment = await createAppointment(ctx.database, {
    doctorId: doctorRecord.id,
    patientRef: patient.patient.id,
    selectedDate: options.date,
    status: options.status,
    consultationMethod: options.method ?? 'video',
  });
  return { id: appointment.id, doctor, patient, doctorRecord };
}
