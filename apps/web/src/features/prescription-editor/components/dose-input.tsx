import { formatDoseCount, type Dose } from '@hospital/contract/prescriptions';
import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useLanguage } from '@/i18n/i18n';
import { stepDose } from '../lib/draft';

const TIMES = ['morning', 'noon', 'night'] as const;
type Time = (typeof TIMES)[number];

type DoseInputProps = {
  dose: Dose;
  onChange: (dose: Dose) => void;
  /** The line's name, so each stepper's buttons say which medicine they change. */
  error?: string;
};

/**
 * The dose as Dhaka writes it: a count for the morning, noon and night, each stepped by halves up to 2 and then by
 * whole units; or, for anything else ("1 puff when needed"), the doctor's own words.
 */
export function DoseInput({ dose, onChange, error }: DoseInputProps) {
  const { t } = useLanguage();
  const kind = dose.kind;
  const pattern = dose.kind === 'pattern' ? dose : { kind: 'pattern' as const, morning: 1, noon: 0, night: 1 };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('rxEditor.dose')}</legend>
      <ToggleGroup
        look="segments"
        label={t('rxEditor.dose')}
        options={['pattern', 'text'] as const}
        isPressed={(option) => option === kind}
        onToggle={(option) => {
          if (option === kind) return;
          onChange(option === 'text' ? { kind: 'text', text: '' } : pattern);
        }}
      >
        {(option) => t(option === 'pattern' ? 'rxEditor.pattern' : 'rxEditor.customDose')}
      </ToggleGroup>
      {dose.kind === 'pattern' ? (
        <div className="@container grid grid-cols-3 gap-2">
          {TIMES.map((time) => (
            <DoseStepper
              key={time}
              time={time}
              count={dose[time]}
              onStep={(direction) => onChange({ ...dose, [time]: stepDose(dose[time], direction) })}
            />
          ))}
        </div>
      ) : (
        <TextField
          label={t('rxEditor.customDoseLabel')}
          value={dose.text}
          placeholder={t('rxEditor.customDosePlaceholder')}
          onChange={(event) => onChange({ kind: 'text', text: event.target.value })}
        />
      )}
      {error && <p className="text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}

const stepButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl font-bold text-slate-800 hover:bg-slate-50 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One time of day: its name over a − count + row. */
function DoseStepper({ time, count, onStep }: { time: Time; count: number; onStep: (direction: 1 | -1) => void }) {
  const { t, language } = useLanguage();
  const labelId = useId();
  const name = t(`rxEditor.${time}`);
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col items-center rounded-lg bg-slate-50 p-1.5">
      <span id={labelId} className="text-xs font-medium text-slate-700">
        {name}
      </span>
      {/* Upright where space is short (+ over the count over −), so three fit side by side on a 360 px phone. */}
      <div className="mt-1 flex w-full flex-col items-center gap-1 @[22rem]:flex-row @[22rem]:justify-between">
        <button
          type="button"
          className={`${stepButton} order-3 @[22rem]:order-1`}
          aria-label={t('rxEditor.less', { time: name })}
          disabled={count <= 0}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <output
          aria-live="polite"
          className="order-2 min-w-6 text-center text-lg font-bold tabular-nums text-slate-900"
        >
          {formatDoseCount(count, language)}
        </output>
        <button
          type="button"
          className={`${stepButton} order-1 @[22rem]:order-3`}
          aria-label={t('rxEditor.more', { time: name })}
          disabled={count >= 10}
          onClick={() => onStep(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
