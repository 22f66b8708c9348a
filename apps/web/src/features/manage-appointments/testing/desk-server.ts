import type { Appointment, AppointmentMeta } from '@hospital/contract/appointments';
import type { CallLog } from '@hospital/contract/appointments';
import type { Patient } from '@hospital/contract/patients';
import { vi } from 'vitest';
import { ok } from '@/test/http';
import { jsonResponse } from '@/test/tokens';
import { summarize } from '../utils/day-summary';

export type SentRequest = { method: string; url: URL; body: unknown };

/** What the stubbed API answers; tests change it between steps. */
export type DeskServerState = {
  appointments: Appointment[];
  meta?: AppointmentMeta;
  patientsByContact: Record<string, Patient[]>;
  callLogs: CallLog[];
};

/**
 * Stubs fetch with the desk's calls (docs/product-spec.md §7) and records every request, so tests can assert both what the screen
 * shows and exactly what it sent (or that it sent nothing).
 */
export function stubDeskServer(state: DeskServerState) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    sent.push({ method: request.method, url, body });
    const path = url.pathname.replace('/api/v1', '');
    if (request.method === 'GET' && (path === '/appointment' || path === '/appointment/doctor')) {
      return ok({ data: state.appointments, meta: state.meta ?? summarize(state.appointments) });
    }
    if (request.method === 'PUT' && path.startsWith('/appointment/')) return ok(null, 'Appointment updated.');
    if (request.method === 'POST' && path === '/appointment')
      return ok(state.appointments[0], 'Appointment saved. Serial number 8.', 201);
    if (path.startsWith('/patients/contact/')) return ok(state.patientsByContact[path.split('/').pop()!] ?? []);
    if (path === '/appointment/get-call-log') return ok({ callLogs: state.callLogs });
    if (path === '/appointment/create-call-log') return ok(state.callLogs[0], 'Comment saved.', 201);
    if (path.startsWith('/appointment/records/')) return ok(state.appointments);
    return jsonResponse(404, { success: false, statusCode: 404, message: 'Not found', errorSources: [] });
  });
  return {
    sent,
    writes: () => sent.filter((request) => request.method !== 'GET'),
    requestsTo: (path: string) => sent.filter((request) => request.url.pathname === `/api/v1${path}`),
  };
}
