import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/i18n';

/**
 * The appointment's check-in QR code: the API's `checkInCode`, an HMAC-signed reference with nothing
 * personal in it, drawn in the browser. The generator (`qrcode`) is loaded only when a code is shown.
 */
export function CheckInQr({ code, size = 176 }: { code: string; size?: number }) {
  const { t } = useLanguage();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(code, { margin: 2, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [code, size]);
  return (
    // On a narrow phone the caption goes under the code rather than into a sliver beside it (long Bangla words).
    <figure className="flex flex-wrap items-center gap-3">
      <div
        className="shrink-0 rounded-xl border border-slate-200 bg-white p-1"
        style={{ width: size + 10, height: size + 10 }}
      >
        {image ? (
          <img src={image} width={size} height={size} alt={t('qr.alt')} data-check-in-code={code} />
        ) : (
          <span className="block size-full animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
        )}
      </div>
      <figcaption className="min-w-40 flex-1 text-sm text-slate-700">
        <span className="block font-semibold text-slate-900">{t('qr.title')}</span>
        {t('qr.note')}
      </figcaption>
    </figure>
  );
}
