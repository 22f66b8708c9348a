import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/i18n/i18n';

type RiderFormProps = {
  onSubmit: (event: FormEvent) => void;
  /** The refusal that belongs to no one field, shown above the buttons. */
  formError: string | undefined;
  /** The submit button's words. */
  confirm: string;
  /** Whether the send is under way: the submit button waits. */
  busy: boolean;
  /** Back to the delivery's card without sending. */
  onBack: () => void;
  children: ReactNode;
};

/**
 * The frame of the rider's two forms (delivered, could not deliver): the fields, the refusal that belongs to none of
 * them, and large buttons for a thumb: confirm, or go back without sending.
 */
export function RiderForm({ onSubmit, formError, confirm, busy, onBack, children }: RiderFormProps) {
  const { t } = useLanguage();
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-3">
      {children}
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} className="min-h-12 flex-1">
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onBack} className="min-h-12">
          {t('delivery.back')}
        </Button>
      </div>
    </form>
  );
}
