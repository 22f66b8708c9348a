import { useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useLanguage } from '@/i18n/i18n';
import { FieldError, FieldLabel, useFieldIds } from '@/components/ui/field-error';

type ChipsFieldProps = {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Why a typed entry cannot be added (the contract's item rule), or undefined when it can. */
  check: (entry: string) => string | undefined;
  /** A problem with the list as a whole, from the form ("At most 10 degrees."). */
  error?: string;
  placeholder?: string;
};

/**
 * A short list of words (degrees, tags) typed one at a time: Enter or Add puts the entry in the list, each chip has
 * its own × named after it. An entry already in the list is not added twice.
 */
export function ChipsField({ label, values, onChange, check, error, placeholder }: ChipsFieldProps) {
  const [draft, setDraft] = useState('');
  const [entryError, setEntryError] = useState<string | undefined>();
  const { t } = useLanguage();
  // Both are the contract's sentences, kept in English and said in the language on screen.
  const { fieldId: inputId, errorId, error: shownError } = useFieldIds(undefined, entryError ?? error);

  const add = () => {
    const entry = draft.trim();
    const problem = check(entry);
    setEntryError(problem);
    if (problem) return;
    if (!values.some((value) => value.toLowerCase() === entry.toLowerCase())) onChange([...values, entry]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry here; it must not submit the whole form.
    event.preventDefault();
    add();
  };

  return (
    <div>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500"
        />
        <button
          type="button"
          onClick={add}
          aria-label={t('doctorForm.addEntryTo', { list: label.toLowerCase() })}
          className="min-h-11 shrink-0 rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('doctorForm.addEntry')}
        </button>
      </div>
      <FieldError id={errorId} error={shownError} />
      {values.length > 0 && (
        <ul aria-label={t('doctorForm.entriesAdded', { list: label })} className="mt-2 flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="flex max-w-full items-center rounded-full bg-brand-50 pl-3 text-sm font-medium text-brand-900"
            >
              <span className="min-w-0 break-words">{value}</span>
              <button
                type="button"
                onClick={() => onChange(values.filter((other) => other !== value))}
                aria-label={t('doctorForm.removeEntry', { entry: value })}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
