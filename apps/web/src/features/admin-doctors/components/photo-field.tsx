import { useId, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Portrait } from '@/components/ui/portrait';
import { RangeInput } from '@/components/ui/range-input';
import { useLanguage } from '@/i18n/i18n';
import { useFieldError } from '@/i18n/sentences';
import type { SquarePhoto } from '../hooks/use-square-photo';
import { PHOTO_TYPES } from '../utils/photo-checks';
import { ZOOM_MAX, type SquareCrop } from '../utils/square-crop';
import { FieldError } from '@/components/ui/field-error';

type PhotoFieldProps = {
  photo: SquarePhoto;
  /** The doctor's photo now, shown until a new one is chosen. */
  currentUrl?: string;
};

/**
 * The doctor's photo: choose a file, see the square it becomes, and move or zoom the square with sliders (which
 * keyboards and screen readers work too). The square is uploaded with the form.
 */
export function PhotoField({ photo, currentUrl }: PhotoFieldProps) {
  const { t } = useLanguage();
  // The problem is the contract's sentence (the server's words), said in the language on screen.
  const problem = useFieldError(photo.problem ?? undefined);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const shown = photo.preview ?? currentUrl;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) void photo.choose(file);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      <div className="mx-auto size-40 overflow-hidden rounded-2xl border border-slate-200 bg-brand-50">
        {shown ? (
          <Portrait src={shown} size={160} className="size-full object-cover" />
        ) : (
          <p className="flex size-full items-center justify-center p-3 text-center text-sm text-slate-600">
            {t('doctorForm.noPhoto')}
          </p>
        )}
      </div>
      <div className="min-w-0 space-y-3">
        <div>
          <input
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
            aria-invalid={problem ? true : undefined}
            onChange={onChange}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-slate-50"
          >
            {shown ? t('doctorForm.chooseAnotherPhoto') : t('doctorForm.choosePhoto')}
          </label>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {t('doctorForm.photoHint')}
          </p>
          <FieldError id={errorId} error={problem} />
        </div>
        {photo.chosen && <CropSliders crop={photo.crop} onChange={photo.setCrop} onDiscard={photo.clear} />}
      </div>
    </div>
  );
}

type CropSlidersProps = { crop: SquareCrop; onChange: (crop: SquareCrop) => void; onDiscard: () => void };

// Each slider: the crop value it moves, its label, and its range.
const SLIDERS = [
  { key: 'zoom', label: 'doctorForm.zoom', min: 1, max: ZOOM_MAX, step: 0.05 },
  { key: 'focusX', label: 'doctorForm.leftToRight', min: 0, max: 1, step: 0.01 },
  { key: 'focusY', label: 'doctorForm.topToBottom', min: 0, max: 1, step: 0.01 },
] as const;

function CropSliders({ crop, onChange, onDiscard }: CropSlidersProps) {
  const { t } = useLanguage();
  return (
    <div className="space-y-1">
      {SLIDERS.map(({ key, label, ...range }) => (
        <Slider
          key={key}
          label={t(label)}
          {...range}
          value={crop[key]}
          onChange={(value) => onChange({ ...crop, [key]: value })}
        />
      ))}
      <Button variant="link" onClick={onDiscard} className="min-h-11">
        {t('doctorForm.keepPhoto')}
      </Button>
    </div>
  );
}

type SliderProps = {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
};

function Slider({ label, ...input }: SliderProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <RangeInput id={id} className="min-w-0" {...input} />
    </div>
  );
}
