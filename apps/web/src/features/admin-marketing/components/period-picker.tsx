import { reportQuerySchema } from '@hospital/contract/marketing';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';
import type { ReportPeriod } from '../api/get-report';
import { PERIOD_CHOICES, presetPeriod, type PeriodChoice } from '../utils/report-periods';

const CHOICE_WORDS = {
  week: 'marketingAdmin.thisWeek',
  month: 'marketingAdmin.thisMonth',
  custom: 'marketingAdmin.custom',
} as const satisfies Record<PeriodChoice, TranslationKey>;

/**
 * The report's period: this week, this month (the first shown), or custom dates, which take effect only when the
 * contract accepts them; the period in force is said under the controls.
 */
export function PeriodPicker({ period, onChange }: { period: ReportPeriod; onChange: (period: ReportPeriod) => void }) {
  const { t, formats } = useLanguage();
  const [choice, setChoice] = useState<PeriodChoice>('month');
  const [draft, setDraft] = useState<ReportPeriod>(period);
  const [draftError, setDraftError] = useState<string | undefined>();

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    if (next !== 'custom') onChange(presetPeriod(next));
    else setDraft(period);
  };

  const showCustom = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportQuerySchema.safeParse(draft);
    const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
    setDraftError(message);
    if (!message) onChange(draft);
  };

  return (
    <div className="mt-6 max-w-xl space-y-3">
      <SegmentedChoice label={t('marketingAdmin.period')} options={PERIOD_CHOICES} value={choice} onChange={choose}>
        {(option) => t(CHOICE_WORDS[option])}
      </SegmentedChoice>
      {choice === 'custom' && (
        <form onSubmit={showCustom} noValidate className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <DateField
            label={t('marketingAdmin.from')}
            value={draft.from}
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <DateField
            label={t('marketingAdmin.to')}
            value={draft.to}
            error={draftError}
            onChange={(to) => setDraft({ ...draft, to })}
          />
          <Button type="submit" className="col-span-2 min-h-11 sm:col-span-1 sm:w-auto">
            {t('marketingAdmin.show')}
          </Button>
        </form>
      )}
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {t('marketingAdmin.periodShown', { from: formats.date(period.from), to: formats.date(period.to) })}
      </p>
    </div>
  );
}
