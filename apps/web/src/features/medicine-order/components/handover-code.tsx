import { toBengaliDigits } from '@hospital/contract/format-bn';
import { useLanguage } from '@/i18n/i18n';

/** While the order is on its way: the code the rider asks for at the door, large enough to read out or show. */
export function HandoverCode({ code }: { code: string }) {
  const { t, language } = useLanguage();
  const digits = language === 'bn' ? toBengaliDigits(code) : code;
  return (
    <div className="rounded-2xl border-2 border-brand-700 bg-brand-50 px-4 py-4 text-center">
      <p className="font-semibold text-brand-900">
        {t('medicineOrder.giveCode')}{' '}
        <span
          data-testid="handover-code"
          className="block text-5xl font-black tracking-[0.3em] text-slate-900 tabular-nums"
        >
          {digits}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-700">{t('medicineOrder.codeNote')}</p>
    </div>
  );
}
