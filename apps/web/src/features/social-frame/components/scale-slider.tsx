import { toBengaliDigits } from '@hospital/contract/format-bn';
import { useId } from 'react';
import { RangeInput } from '@/components/ui/range-input';
import { useLanguage } from '@/i18n/i18n';
import { SCALE_MAX, SCALE_MIN, SCALE_STEP } from '../utils/frame-geometry';

const SCALE_RANGE = { min: SCALE_MIN, max: SCALE_MAX, step: SCALE_STEP };

type ScaleSliderProps = { value: number; onChange: (scale: number) => void; disabled: boolean };

/** docs/product-spec.md §9: scale from 0.5 to 10 in steps of 0.05. */
export function ScaleSlider({ value, onChange, disabled }: ScaleSliderProps) {
  const id = useId();
  const { t, language } = useLanguage();
  const shown = value.toFixed(2);
  return (
    // No dimming by opacity: faded text would fail contrast, and the disabled slider already looks inactive.
    <div>
      <div className="mb-1 flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium text-slate-700">
          {t('frame.scale')}
        </label>
        <output htmlFor={id} className="font-mono text-slate-600">
          {language === 'bn' ? toBengaliDigits(shown) : shown}×
        </output>
      </div>
      <RangeInput id={id} {...SCALE_RANGE} value={value} disabled={disabled} onChange={onChange} />
    </div>
  );
}
