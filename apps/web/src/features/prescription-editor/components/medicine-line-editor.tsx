import { DURATION_UNITS, FOODS, formatMedicineLine, type Duration } from '@hospital/contract/prescriptions';
import { useId } from 'react';
import { Options } from '@/components/ui/options';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useLanguage } from '@/i18n/i18n';
import { useFieldError } from '@/i18n/sentences';
import type { DraftLine } from '../lib/draft';
import type { FieldErrors } from '../hooks/use-draft-autosave';
import { DoseInput } from './dose-input';
import { NumberText } from './number-text';

type MedicineLineEditorProps = {
  line: DraftLine;
  index: number;
  count: number;
  onChange: (line: DraftLine) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  favourite: boolean;
  onFavourite: () => void;
  /** The contract's reasons for this line's fields, by path under the line ('dose', 'duration.count'). */
  errors: FieldErrors;
  errorPath: string;
};

const iconButton =
  'flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const LINE_CARD = 'space-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4';

const DURATION_CHOICES = [...DURATION_UNITS, 'continue'] as const;

/**
 * One medicine of the prescription: its name (marked when typed as free text), the dose, food, duration and an
 * instruction, with the line as the patient will read it ("1+0+1, after food, 7 days") right under the name.
 */
export function MedicineLineEditor({
  line,
  index,
  count,
  onChange,
  onMove,
  onRemove,
  favourite,
  onFavourite,
  errors,
  errorPath,
}: MedicineLineEditorProps) {
  const { t, language, formats } = useLanguage();
  const headingId = useId();
  const errorAt = (path: string) => errors.get(`${errorPath}.${path}`);
  const doseError = useFieldError(errorAt('dose') ?? errorAt('dose.text') ?? errorAt('dose.morning'));
  const duration = line.duration;
  const setDuration = (next: Duration) => onChange({ ...line, duration: next });

  return (
    <li aria-labelledby={headingId} className={LINE_CARD}>
      <div className="flex items-start gap-2">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-900">
          {formats.number(index + 1)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {line.name}
            {line.freeText && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
                {t('rxEditor.freeText')}
              </span>
            )}
          </h3>
          {line.generic && <p className="text-sm text-slate-600">{line.generic}</p>}
          <p className="mt-1 text-base font-medium text-brand-800" data-testid="dose-preview">
            {formatMedicineLine(line, language)}
          </p>
        </div>
        <button
          type="button"
          className={`${iconButton} ${favourite ? 'border-amber-400 text-amber-600' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'rxEditor.unfavourite' : 'rxEditor.favourite', { name: line.name })}
          onClick={onFavourite}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            {favourite ? '★' : '☆'}
          </span>
        </button>
      </div>

      {/* One column on a phone; on a wide screen the dose beside food and duration, so a line stays short. */}
      <div className="grid gap-3 lg:grid-cols-2 lg:gap-5">
        <DoseInput dose={line.dose} onChange={(dose) => onChange({ ...line, dose })} error={doseError} />
        <div className="space-y-3">
          <ToggleGroup
            look="segments"
            legend={t('rxEditor.food')}
            options={FOODS}
            isPressed={(food) => food === line.food}
            onToggle={(food) => onChange({ ...line, food })}
          >
            {(food) => t(`rxEditor.food_${food}`)}
          </ToggleGroup>

          <div className="grid grid-cols-2 gap-2">
            {duration.kind !== 'continue' && (
              <NumberText
                label={t('rxEditor.durationCount')}
                value={duration.count}
                onValue={(value) => setDuration({ kind: duration.kind, count: value ?? 0 })}
                error={errorAt('duration.count') ?? errorAt('duration')}
              />
            )}
            <SelectField
              label={t('rxEditor.duration')}
              className={duration.kind === 'continue' ? 'col-span-2' : ''}
              value={duration.kind}
              onChange={(event) => {
                const kind = event.target.value as (typeof DURATION_CHOICES)[number];
                setDuration(
                  kind === 'continue' ? { kind } : { kind, count: duration.kind === 'continue' ? 7 : duration.count },
                );
              }}
            >
              <Options values={DURATION_CHOICES} label={(unit) => t(`rxEditor.unit_${unit}`)} />
            </SelectField>
          </div>
        </div>
      </div>

      <TextField
        label={t('rxEditor.instruction')}
        value={line.instruction}
        placeholder={t('rxEditor.instructionPlaceholder')}
        onChange={(event) => onChange({ ...line, instruction: event.target.value })}
        error={errorAt('instruction')}
      />

      <div className="flex justify-end gap-2">
        <button
          type="button"
          className={iconButton}
          disabled={index === 0}
          aria-label={t('rxEditor.moveUp', { name: line.name })}
          onClick={() => onMove(index - 1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={index === count - 1}
          aria-label={t('rxEditor.moveDown', { name: line.name })}
          onClick={() => onMove(index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className={`${iconButton} border-red-200 text-red-700 hover:bg-red-50`}
          aria-label={t('rxEditor.remove', { name: line.name })}
          onClick={onRemove}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}
