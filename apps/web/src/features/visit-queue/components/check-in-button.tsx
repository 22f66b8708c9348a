import { lazy, Suspense } from 'react';
import { DialogButton } from '@/components/ui/dialog-button';
import { useLanguage } from '@/i18n/i18n';

// The scanner (and its decoder) load only when the desk opens it.
const CheckInDialog = lazy(() => import('./check-in-dialog').then((module) => ({ default: module.CheckInDialog })));

const CHECK_IN_BUTTON =
  'min-h-11 shrink-0 rounded-lg bg-emerald-700 px-4 py-2 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The desk's "Check in" button and its scanner dialog. */
export function CheckInButton() {
  const { t } = useLanguage();
  return (
    <DialogButton
      label={t('checkIn.open')}
      className={CHECK_IN_BUTTON}
      dialog={(close) => (
        <Suspense fallback={null}>
          <CheckInDialog onClose={close} />
        </Suspense>
      )}
    />
  );
}
