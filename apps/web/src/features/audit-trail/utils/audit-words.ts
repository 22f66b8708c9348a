import type { AuditAction } from '@hospital/contract/admin';

/** Each recorded action in plain English. A Record, so a new action in the contract fails the build until it is worded. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'doctor.create': 'Doctor added',
  'doctor.update': 'Doctor details changed',
  'doctor.activate': 'Doctor activated',
  'doctor.deactivate': 'Doctor deactivated',
  'doctor.photo': 'Doctor photo changed',
  'doctor.schedule': 'Doctor schedule changed',
  'leave.add': 'Leave added',
  'leave.remove': 'Leave removed',
  'user.invite': 'Staff member invited',
  'user.update': 'Staff account changed',
  'patient.update': 'Patient details changed',
  'slot.approve': 'Emergency slot approved',
  'slot.reject': 'Emergency slot rejected',
  'board.create': 'Waiting-room board link created',
  'board.revoke': 'Waiting-room board link revoked',
};

/** A recorded value as one short line: nothing is a dash, yes/no for switches, lists joined, anything else as JSON. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length === 0 ? '—' : value.join(', ');
  }
  return JSON.stringify(value);
}

/** 'field: before → after', one line per changed field. */
export function changeLines(changes: Readonly<Record<string, { before?: unknown; after?: unknown }>>): string[] {
  return Object.entries(changes).map(([field, { before, after }]) => `${field}: ${auditValue(before)} → ${auditValue(after)}`);
}
