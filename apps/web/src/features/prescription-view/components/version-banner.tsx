import { prescriptionPath, type Prescription } from '@hospital/contract/prescriptions';
import { TextLink } from '@/components/ui/button-link';
import { useLanguage } from '@/i18n/i18n';

/**
 * Where this version stands (docs/architecture.md §12: a signed prescription never changes; a correction is a new
 * version that names what it corrects, and the old one stays readable): replaced by a newer one, correcting an older
 * one, or (for its doctor only) still a draft.
 */
export function VersionBanner({ prescription }: { prescription: Prescription }) {
  const { t, formats } = useLanguage();
  const { status, version, replacedBy, replacedByVersion, replaces, correction } = prescription;
  const n = (value: number) => formats.number(value);

  return (
    <>
      {status === 'replaced' && replacedBy && (
        <div className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300 print:bg-white print:ring-black">
          <p className="font-semibold">{t('rxView.replacedBy', { version: n(replacedByVersion ?? version + 1) })}</p>
          <TextLink to={prescriptionPath(replacedBy)} className="print:hidden">
            {t('rxView.readVersion', { version: n(replacedByVersion ?? version + 1) })}
          </TextLink>
        </div>
      )}
      {replaces && (
        <div className="mb-3 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-300 print:bg-white print:ring-black">
          <p className="break-words">
            {t('rxView.corrects', { version: n(version), previous: n(version - 1), correction: correction ?? '' })}
          </p>
          <TextLink to={prescriptionPath(replaces)} className="print:hidden">
            {t('rxView.readPrevious', { version: n(version - 1) })}
          </TextLink>
        </div>
      )}
      {status === 'draft' && (
        <p className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300">
          {t('rxView.draft')}
        </p>
      )}
    </>
  );
}
