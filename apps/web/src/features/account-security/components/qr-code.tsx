import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/i18n';

/** The otpauth:// address as a QR code for the authenticator app to scan (drawn here: nothing leaves the browser). */
export function QrCode({ value }: { value: string }) {
  const { t } = useLanguage();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(value, { margin: 1, width: 224, errorCorrectionLevel: 'M' }).then(
      (url) => current && setImage(url),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div className="flex size-56 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white p-2">
      {image ? (
        <img src={image} width={224} height={224} alt={t('security.qrAlt')} />
      ) : (
        <span className="size-full animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      )}
    </div>
  );
}
