import { useLanguage } from '@/i18n/i18n';
import type { SaveStatus } from '../hooks/use-draft-autosave';

const TONES: Record<SaveStatus, string> = {
  saved: 'bg-green-50 text-green-800 ring-green-200',
  pending: 'bg-slate-100 text-slate-700 ring-slate-200',
  saving: 'bg-slate-100 text-slate-700 ring-slate-200',
  offline: 'bg-amber-50 text-amber-900 ring-amber-300',
  invalid: 'bg-red-50 text-red-800 ring-red-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** Where the draft stands: "Saved", "Saving…", or why it is not saved; read out when it changes. */
export function SaveIndicator({ status, failure }: { status: SaveStatus; failure: string | null }) {
  const { t } = useLanguage();
  return (
    <p role="status" className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONES[status]}`}>
      {t(`rxEditor.status_${status}`)}
      {status === 'failed' && failure ? `: ${failure}` : ''}
    </p>
  );
}
