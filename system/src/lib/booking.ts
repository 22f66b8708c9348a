import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import type { Fetch } from './client.js';
import type { Account } from './seed.js';

/** A Dhaka calendar date `offsetDays` from today, as `YYYY-MM-DD`. */
export function dhakaDate(offsetDays = 0): string {
  return addDaysToDateString(dhakaDateString(), offsetDays);
}

export type BookingOutcome = {
  patientRef: string;
  /** The HTTP status, or 0 when no answer came (the connection died with the server). */
  status: number;
  serialNo?: number;
  appointmentId?: string;
  payUrl?: string | null;
  error?: string;
};

/** `POST /api/v1/appointment` as the patient, the body the web app's booking form sends. */
export async function book(
  baseUrl: string,
  patient: Account,
  doctorId: string,
  date: string,
  options: {
    payNow?: boolean;
    method?: 'hospital visit' | 'video' | 'audio' | 'chat';
    headers?: Record<string, string>;
    fetch?: Fetch;
  } = {},
): Promise<BookingOutcome> {
  try {
    const res = await (options.fetch ?? fetch)(`${baseUrl}/api/v1/appointment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: patient.token, ...options.headers },
      body: JSON.stringify({
        doctor: doctorId,
        patient: patient.patientRef,
        consultationFee: 1000,
        consultationMethod: options.method ?? 'hospital visit',
        consultationFor: 'For Me',
        selectedDate: date,
        ...(options.payNow ? { payNow: true } : {}),
      }),
    });
    const body = (await res.json().catch(() => ({}))) as {
      message?: string;
      data?: { appointment?: { _id: string; serialNo: number }; url?: string | null };
    };
    const appointment = body.data?.appointment;
    return {
      patientRef: patient.patientRef,
      status: res.status,
      ...(appointment
        ? { serialNo: appointment.serialNo, appointmentId: appointment._id, payUrl: body.data?.url ?? null }
        : {}),
      ...(res.ok ? {} : { error: body.message ?? res.statusText }),
    };
  } catch (error) {
    return {
      patientRef: patient.patientRef,
      status: 0,
      error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}`.trim() : String(error),
    };
  }
}

/** Counts outcomes by status for a printed summary: `{ '201': 97, '0': 103 }`. */
export function tally(outcomes: BookingOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[String(o.status)] = (counts[String(o.status)] ?? 0) + 1;
  return counts;
}

/** Duplicates in a list, each once. */
export function duplicatesOf<T>(values: T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const v of values) (seen.has(v) ? dupes : seen).add(v);
  return [...dupes];
}
