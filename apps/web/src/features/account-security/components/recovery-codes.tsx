import { Button } from '@/components/ui/button';
import { useLanguage } from '@/i18n/i18n';
import { SecurityPart } from './security-part';

type RecoveryCodesProps = { codes: readonly string[]; onDone: () => void };

/** The ten recovery codes, shown once: each logs in one time when the phone is lost. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useLanguage();
  return (
    <SecurityPart title={t('security.saveCodes')} className="space-y-4">
      <p className="text-sm text-slate-600">{t('security.codesBody')}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-base text-slate-900 print:bg-white">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row print:hidden">
        <Button variant="secondary" onClick={() => window.print()} className="sm:w-40">
          {t('security.print')}
        </Button>
        <Button onClick={onDone} className="sm:flex-1">
          {t('security.saved')}
        </Button>
      </div>
    </SecurityPart>
  );
}
