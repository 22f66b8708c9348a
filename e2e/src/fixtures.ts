import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Prescription, PrescriptionBodyInput } from '@hospital/contract/prescriptions';
import { inject } from 'vitest';

// What journeys arrange through the API before the browser opens: accounts, tokens, doctors, bookings, mail.

const baseUrl = inject('baseUrl');

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo@1234';

/** An access token for `account` (a demo account's password unless given), for arranging a journey through the API. */
export async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { accessToken } = await api<{ accessToken: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return accessToken;
}

/** Calls the API of the app under test; answers `data`, or throws with the status and the server's sentence. */
export async function api<T>(pathname: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl}/api/v1${pathname}`, {
    ...rest,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...rest.headers },
  });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${pathname}: ${response.status} ${body.message}`);
  return body.data;
}

export type NewPatient = {
  name: string;
  age: number;
  gender?: 'male' | 'female';
  contact: string;
  email: string;
  password: string;
};

/** A code to `contact` by SMS, as the register form's "Send code" asks; the one-per-second throttle is waited out. */
export async function sendPhoneCode(contact: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await api('/phone-proofs/send', { method: 'POST', body: JSON.stringify({ contact }) });
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes(' 429 ')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
  }
}

/**
 * What `read` finds in the SMS to `contact`, newest first, in the dev outbox folder (the demo's SMS gateway writes each
 * SMS there as a file). SMS leave through the server's outbox worker after the request has answered: this waits.
 * `after`: only an SMS written since then (one asked for just now, not an earlier one to the same number).
 */
export async function newestSms<T>(contact: string, after: number, read: (text: string) => T | undefined): Promise<T> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  for (let attempt = 0; attempt < 150; attempt++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.sms.txt')) : [];
    const found = files
      .map((name) => path.join(outbox, name))
      .filter((file) => statSync(file).mtimeMs >= after)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((file) => readFileSync(file, 'utf8'))
      .filter((text) => text.startsWith(`To: ${contact}\n`))
      .map(read)
      .find((value) => value !== undefined);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No such SMS to ${contact} in ${outbox}`);
}

/** The code of the newest code SMS to `contact` (`newestSms`). */
export function smsCode(contact: string, after = 0): Promise<string> {
  return newestSms(contact, after, (text) => /\n\n(\d{6}) /.exec(text)?.[1]);
}

/** The prescription the doctor writes for `appointmentId` and signs through the API, as the editor does it. */
export async function signPrescription(
  doctorToken: string,
  appointmentId: string,
  body: Partial<PrescriptionBodyInput>,
): Promise<Prescription> {
  const draft = await api<Prescription>('/prescriptions', {
    method: 'POST',
    token: doctorToken,
    body: JSON.stringify({ appointmentId }),
  });
  await api(`/prescriptions/${draft._id}`, {
    method: 'PUT',
    token: doctorToken,
    body: JSON.stringify({ ...body, revision: draft.revision }),
  });
  return api<Prescription>(`/prescriptions/${draft._id}/sign`, { method: 'POST', token: doctorToken, body: '{}' });
}

/** A patient account of the test's own, registered through the API as the register form would: code first. */
export async function registerPatient(patient: NewPatient): Promise<void> {
  const asked = Date.now() - 1000;
  await sendPhoneCode(patient.contact);
  const code = await smsCode(patient.contact, asked);
  await api('/users/create-patient', { method: 'POST', body: JSON.stringify({ ...patient, code }) });
}

let sequence = 0;
/** An email no other account has, of at most 30 characters (docs/product-spec.md §5). */
export function freshEmail(prefix = 'pt'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}@t.io`;
}

/** A patient account of the test's own, so its bookings and settings collide with no other test's. */
export async function newPatient(
  prefix: string,
  details: Partial<NewPatient> = {},
): Promise<{ email: string; password: string; name: string }> {
  const patient: NewPatient = {
    name: 'Nusrat Jahan',
    age: 31,
    gender: 'female',
    contact: '01712345678',
    email: freshEmail(prefix),
    password: 'Pt#58xz1',
    ...details,
  };
  await registerPatient(patient);
  return { email: patient.email, password: patient.password, name: patient.name };
}

export type Doctor = {
  _id: string;
  title: string;
  fullName: string;
  speciality: string;
  consultationFee: number;
  availableFor: string[];
  availableDates: string[];
};

/** The first seeded doctor (matching `searchTerm`) who offers `method` on some date and that `suits`, with its detail. */
export async function doctorOffering(
  method: string,
  { searchTerm = '', suits = () => true }: { searchTerm?: string; suits?: (doctor: Doctor) => boolean } = {},
): Promise<Doctor> {
  const list = await api<Doctor[]>(`/doctors/consultants?limit=0&searchTerm=${encodeURIComponent(searchTerm)}`);
  for (const item of list.filter((doctor) => doctor.availableFor.includes(method))) {
    const doctor = await api<Doctor>(`/doctors/single-doctor/${item._id}`);
    if (doctor.availableDates.length > 0 && suits(doctor)) return doctor;
  }
  throw new Error(`No seeded doctor for "${searchTerm}" offers ${method} on a date that suits`);
}

/**
 * A booking for the patient `token` belongs to, made through the API as the booking page would (for the patient
 * themselves, on the doctor's first date unless told): for journeys whose subject comes after the booking.
 */
export async function bookThroughApi(
  token: string,
  doctor: Doctor,
  { method = 'hospital visit', fee = 0, payNow }: { method?: string; fee?: number; payNow?: boolean } = {},
): Promise<{ appointment: { _id: string }; url: string }> {
  const me = await api<{ _id: string }>('/patients/me', { token });
  return api('/appointment', {
    method: 'POST',
    token,
    body: JSON.stringify({
      doctor: doctor._id,
      patient: me._id,
      consultationFee: fee,
      consultationMethod: method,
      consultationFor: 'For Me',
      selectedDate: doctor.availableDates[0],
      ...(payNow === undefined ? {} : { payNow }),
    }),
  });
}

/** The desk marks a visit done (as the demo attendant), so the patient may review it. */
export async function markDone(appointmentId: string): Promise<void> {
  await api(`/appointment/${appointmentId}`, {
    method: 'PUT',
    token: await tokenOf('attendant@demo.test'),
    body: JSON.stringify({ updatedDoc: { status: 'done' } }),
  });
}

/**
 * The set-password link of the newest mail addressed to `email` in the dev outbox folder (reset mails and staff
 * invitations alike). Mail leaves through the server's outbox worker after the request has answered: this waits.
 */
export async function mailedLink(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    const mails = files
      .map((name) => path.join(outbox, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((file) => readFileSync(file, 'utf8'))
      .filter((text) => text.includes(`To: ${email}`));
    const link = mails[0]?.match(/https?:\/\/\S+\/auth\/reset-password\?\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail for ${email} in ${outbox}`);
}
