import { useState } from 'react';
import { Button } from './button';
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
        <Button variant="link" onClick={() => setOpen(true)} className="text-sm underline">
          {t('qr.show')}
        </Button>
      )}
    </div>
  );
}
