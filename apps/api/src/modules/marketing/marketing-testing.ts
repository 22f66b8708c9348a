import { beforeAll } from 'vitest';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { createDoctor } from '../../test/factories.js';
import { signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';

// The field marketing tests' set-up: an app with an admin and the desk signed in, a doctor to refer to, the Birdem
// station, and the steps of a referral and a link visit as the marketer, the patient and the desk take them.

export const today = () => dhakaDateString();
export const tomorrow = () => addDaysToDateString(today(), 1);
export const DAY_MS = 24 * 60 * 60 * 1000;

let numberSeed = 0;
/** A Bangladeshi mobile number no other test uses (every test account is made with 01700000000). */
export function freshContact(): string {
  numberSeed += 1;
  return `0181${String(process.pid % 1000).padStart(3, '0')}${String(numberSeed).padStart(4, '0')}`;
}

/** The `ref` a booking carries when its visitor came by the link with `code`, first at `firstVisitAt`. */
export const linkVisit = (code: string, firstVisitAt: Date) => ({
  ref: { code, firstVisitAt: firstVisitAt.toISOString() },
});

export function useMarketingApp() {
  const app = useTestApp({ signedIn: ['admin', 'attendant'] });
  const { ctx, admin, call } = app;
  /** The referral doctor's and the Birdem station's ids, known once the file's beforeAll has run. */
  const known = { doctorId: '', birdem: '' };

  beforeAll(async () => {
    known.doctorId = (await createDoctor(ctx.database, { fullName: 'Referral Doctor' })).id;
    known.birdem = (await stationsOnList()).find((s) => s.name === 'Birdem')!._id;
  });

  /** The active stations, as the marketers' forms list them. */
  async function stationsOnList() {
    return (await call(admin, 'GET', '/marketing/stations')).json().data as Array<{ _id: string; name: string }>;
  }

  /** A patient account whose own record has its own number. */
  async function patientWith(contact: string): Promise<SignedIn> {
    const patient = await signedIn(ctx, 'patient');
    await changeStoredRows(
      ctx.database.db,
      sql`update patients set contact = ${contact} where id = ${patient.patient.id}`,
    );
    return patient;
  }

  function refer(marketer: SignedIn, change: Record<string, unknown> = {}) {
    return call(marketer, 'POST', '/marketing/referrals', {
      name: 'Rina Begum',
      age: 34,
      contact: freshContact(),
      stationId: known.birdem,
      note: 'Met at the gate',
      ...change,
    });
  }

  /** A new marketer refers a fresh contact; `patient` is the account that contact then registers. */
  async function referredPatient() {
    const marketer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const referral = (await refer(marketer, { contact })).json().data._id as string;
    return { marketer, contact, referral, patient: await patientWith(contact) };
  }

  async function codeOf(marketer: SignedIn): Promise<string> {
    return (await call(marketer, 'GET', '/marketing/me')).json().data.code;
  }

  async function attributionOf(appointmentId: string) {
    const [row] = await storedRows<{ marketer_id: string; how: string; referral_id: string | null }>(
      ctx.database.db,
      sql`select marketer_id, how, referral_id from booking_attributions where appointment_id = ${appointmentId}`,
    );
    return row;
  }

  async function stateOfReferral(marketer: SignedIn, id: string) {
    const list = (await call(marketer, 'GET', '/marketing/referrals')).json().data as Array<{
      _id: string;
      state: string;
    }>;
    return list.find((r) => r._id === id)?.state;
  }

  const backdateReferral = (id: string, days: number) =>
    changeStoredRows(
      ctx.database.db,
      sql`update referrals set created_at = now() - make_interval(days => ${days}) where id = ${id}`,
    );

  return {
    ...app,
    known,
    stationsOnList,
    patientWith,
    refer,
    referredPatient,
    codeOf,
    attributionOf,
    stateOfReferral,
    backdateReferral,
  };
}
