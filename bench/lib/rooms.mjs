import { CONSENT_VERSION } from '@hospital/contract/consultations';
import { dhakaDate, seedAccounts, seedDoctorAccounts, seedDoctors, seedRemoteAppointments } from './seed.mjs';

/** POSTs to the API as `token`; answers `data`, or throws with the status and the server's answer. */
export async function post(api, token, path, body) {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/**
 * `count` video consultations today, each with a doctor and a patient of its own (accounts and appointments written by
 * the product's seed, the accounts signed in); the patient accepts the consent and joins the room through the API, so
 * each waits there; `start` has the doctor start each. Answers `{ id, patient, doctor }` per room.
 */
export async function openRooms(app, db, count, { start = false } = {}) {
  const doctorIds = await seedDoctors(db, count);
  const doctors = await seedDoctorAccounts(db, doctorIds);
  const patients = await seedAccounts(db, count);
  const ids = await seedRemoteAppointments(
    db,
    patients.map((patient, i) => ({ doctorId: doctorIds[i], patient })),
    'video',
    dhakaDate(),
  );
  const rooms = [];
  for (let i = 0; i < count; i += 16) {
    const batch = ids.slice(i, i + 16).map(async (id, k) => {
      const [patient, doctor] = [patients[i + k], doctors[i + k]];
      await post(app.api, patient.token, `/consultations/${id}/consent`, { version: CONSENT_VERSION });
      await post(app.api, patient.token, `/consultations/${id}/join`);
      if (start) await post(app.api, doctor.token, `/consultations/${id}/start`);
      return { id, patient, doctor };
    });
    rooms.push(...(await Promise.all(batch)));
  }
  return rooms;
}
