import type { AuditAction, AuditEntry } from '@hospital/contract/admin';
import type { DbOrTx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { insertAuditEntry, type AuditRow } from './audit.repository.js';

export type Changes = Record<string, { before: unknown; after: unknown }>;
export type AuditTarget = {
  type:
    | 'doctor'
    | 'user'
    | 'patient'
    | 'leave'
    | 'slot-request'
    | 'board'
    | 'appointment'
    | 'medicine'
    | 'prescription'
    | 'station'
    | 'marketer';
  id: string;
  label: string;
};
export type Actor = Pick<AuthUser, 'id' | 'name' | 'role'>;

// Fields that identify or reach a person: the trail says that they changed, not what they were.
const PERSONAL_FIELDS = new Set(['contact', 'email', 'phone', 'age', 'weight', 'gender']);

/** `01712345678` reads `017•••••678`; any other personal value keeps its first and last characters at most. */
export function maskPersonal(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const text = String(value);
  if (text.length <= 4) return '•'.repeat(text.length);
  const keep = text.length >= 9 ? 3 : 1;
  return `${text.slice(0, keep)}${'•'.repeat(text.length - 2 * keep)}${text.slice(-keep)}`;
}

function comparable(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/**
 * The fields of `after` whose value differs from `before`, each with both values; personal fields are masked.
 * A field only in `after` (a creation) has `before: null`.
 */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined) continue;
    const previous = before ? before[field] : null;
    if (before && comparable(previous) === comparable(next)) continue;
    changes[field] = PERSONAL_FIELDS.has(field)
      ? { before: maskPersonal(previous ?? null), after: maskPersonal(next) }
      : { before: previous ?? null, after: next };
  }
  return changes;
}

/** An appointment as the trail names it: its serial and day, nothing personal. */
export function appointmentTarget(row: { id: string; serial_no: number; selected_date: string }): AuditTarget {
  return { type: 'appointment', id: row.id, label: `Serial ${row.serial_no}, ${row.selected_date}` };
}

/** Writes the entry in the caller's transaction, so it exists exactly when the change does. */
export function recordAudit(
  tx: DbOrTx,
  actor: Actor,
  action: AuditAction,
  target: AuditTarget,
  changes: Changes,
): Promise<void> {
  return insertAuditEntry(tx, {
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label.slice(0, 200),
    changes,
  });
}

export function toAuditEntryDto(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { name: row.actorName, role: row.actorRole },
    action: row.action as AuditAction,
    target: { type: row.targetType, _id: row.targetId, label: row.targetLabel },
    changes: row.changes,
  };
}

/** recordAudit for an update: an update that left every field as it was writes no entry. */
export async function recordChanges(...entry: Parameters<typeof recordAudit>): Promise<void> {
  const changes = entry[4];
  if (Object.keys(changes).length > 0) await recordAudit(...entry);
}
