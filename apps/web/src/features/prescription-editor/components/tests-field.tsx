import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';

type TestsFieldProps = { tests: readonly string[]; onChange: (tests: string[]) => void; error?: string };

/** The tests to do, as chips: typed one at a time (Enter or Add), each removable. */
export function TestsField({ tests, onChange, error }: TestsFieldProps) {
  const { t } = useLanguage();
  const [text, setText] = useState('');
  const add = () => {
    const test = text.trim();
    if (test === '') return;
    if (!tests.includes(test)) onChange([...tests, test]);
    setText('');
  };
  return (
    <div>
      <div className="flex items-end gap-2">
        <TextField
          label={t('rxEditor.testLabel')}
          className="min-w-0 flex-1"
          type="text"
          value={text}
          placeholder={t('rxEditor.testPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          onClick={add}
          className="min-h-11 shrink-0 rounded-lg border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('rxEditor.addTest')}
        </button>
      </div>
      {tests.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {tests.map((test) => (
            <li key={test} className="flex items-center rounded-full bg-slate-100 py-0.5 pl-3 text-sm text-slate-900">
              {test}
              <button
                type="button"
                onClick={() => onChange(tests.filter((other) => other !== test))}
                aria-label={t('rxEditor.removeTest', { name: test })}
                className="flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}
