import { useState } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { CheckInQr } from './check-in-qr';

/** A card's check-in QR behind a button: drawn (and its generator loaded) only when the patient asks for it. */
export function CheckInQrDisclosure({ code }: { code: string }) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-4">
      {open ? (
        <CheckInQr code={code} size={160} />
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="min-h-11 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('qr.show')}
        </button>
      )}
    </div>
  );
}
