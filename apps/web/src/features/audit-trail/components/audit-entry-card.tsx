import type { AuditEntry } from '@hospital/contract/admin';
import { ROLES } from '@hospital/contract/lists';
import { AUDIT_ACTION_KEYS, auditTarget, changeLines } from '../utils/audit-words';
import { useLanguage } from '@/i18n/i18n';

/** One recorded change: when (Dhaka time), who, what was done to which record, and each field's before and after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t, formats } = useLanguage();
  // The actor's role arrives as text; a role the app knows is shown as it is named everywhere else.
  const roleLabel = (role: string) =>
    (ROLES as readonly string[]).includes(role) ? t(`staff.role_${role as (typeof ROLES)[number]}`) : role;
  const lines = changeLines(entry.changes, { t, formats });
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="font-semibold text-slate-900">
          {t(AUDIT_ACTION_KEYS[entry.action])}
          <span className="font-normal text-slate-600">: </span>
          <span className="break-words">{auditTarget(entry.target, { t, formats })}</span>
        </h2>
        <time dateTime={entry.at} className="text-sm text-slate-600 tabular-nums">
          {formats.dateTime(entry.at)}
        </time>
      </header>
      <p className="mt-1 text-sm text-slate-700">
        {t('audit.by', { name: entry.actor.name })}{' '}
        <span className="text-slate-600">({roleLabel(entry.actor.role)})</span>
      </p>
      {lines.length > 0 && (
        <ul
          aria-label={t('audit.changes')}
          className="mt-3 space-y-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-words text-slate-800"
        >
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
