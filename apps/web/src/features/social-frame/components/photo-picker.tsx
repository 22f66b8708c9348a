import { useId, type ChangeEvent } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { ACCEPTED_PHOTO_TYPES } from '../utils/photo-file';
import { Icon } from '@/components/ui/icons';

type PhotoPickerProps = { hasPhoto: boolean; onPick: (file: File) => void };

/**
 * A file input dressed as a button. The input itself stays in the page (visually hidden, not display:none) so it
 * keeps its label, keyboard focus and the phone's camera/gallery chooser.
 */
export function PhotoPicker({ hasPhoto, onPick }: PhotoPickerProps) {
  const { t } = useLanguage();
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a bad crop, say) still fires a change.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <div>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_PHOTO_TYPES.join(',')}
        aria-describedby={hintId}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className="flex w-full cursor-pointer items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-brand-800"
      >
        <Icon className="size-5">
          <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
        </Icon>
        {hasPhoto ? t('frame.chooseAnother') : t('frame.upload')}
      </label>
      <p id={hintId} className="mt-1.5 text-center text-sm text-slate-500">
        {t('frame.hint')}
      </p>
    </div>
  );
}
