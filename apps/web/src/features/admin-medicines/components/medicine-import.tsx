import type { ImportLine, ImportReport } from '@hospital/contract/medicines';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useLanguage } from '@/i18n/i18n';
import { withToasts } from '@/lib/with-toasts';
import { useImportMedicinesMutation } from '../api/medicines-api';
import { changeTexts, medicineName, refusalText } from './medicine-words';

// A preview of 30,000 lines would be a page no one reads: the counts say how many, the first lines are shown.
const SHOWN_LINES = 500;

const OUTCOME_STYLE: Record<ImportLine['outcome'], string> = {
  add: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  change: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  refused: 'bg-red-50 text-red-800 ring-red-600/20',
};

/**
 * The CSV import in two steps: choose a file and see what each line would do (the counts, each refused line with its
 * number and reason, each change with before and after), then apply the same file. Nothing is written before Apply.
 */
export function MedicineImport({ onDone }: { onDone: () => void }) {
  const { t } = useLanguage();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [applied, setApplied] = useState<ImportReport | null>(null);
  const [send, { isLoading }] = useImportMedicinesMutation();

  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setApplied(null);
    const answer = await withToasts(t('medicines.previewing'), () => send({ step: 'preview', file }).unwrap());
    if (answer) setPreview(answer.data);
  };
  const onApply = async () => {
    if (!file) return;
    const answer = await withToasts(t('medicines.applying'), () => send({ step: 'apply', file }).unwrap());
    if (answer) {
      setApplied(answer.data);
      setPreview(null);
    }
  };

  const counts = preview?.counts;
  return (
    <div className="mt-6">
      <Panel title={t('medicines.importTitle')} intro={t('medicines.importHelp')}>
        <form onSubmit={(event) => void onPreview(event)} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
              {t('medicines.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setPreview(null);
                setApplied(null);
              }}
              className="block w-full min-h-11 text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-medium"
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!file || isLoading} className="min-h-11">
            {t('medicines.preview')}
          </Button>
        </form>

        {preview && counts && (
          <div className="mt-5">
            <Counts
              items={[
                [t('medicines.countAdd'), counts.add],
                [t('medicines.countChange'), counts.change],
                [t('medicines.countUnchanged'), counts.unchanged],
                [t('medicines.countRefused'), counts.refused],
              ]}
            />
            <PreviewLines lines={preview.lines} />
            <div className="mt-4 flex flex-wrap gap-3">
              {counts.add + counts.change > 0 ? (
                <Button onClick={() => void onApply()} disabled={isLoading} className="min-h-11 sm:w-auto sm:px-8">
                  {t('medicines.apply')}
                </Button>
              ) : (
                <p className="text-slate-700">{t('medicines.nothingToApply')}</p>
              )}
            </div>
          </div>
        )}

        {applied && (
          <div className="mt-5" role="status">
            <h3 className="font-semibold text-slate-900">{t('medicines.appliedTitle')}</h3>
            <Counts
              items={[
                [t('medicines.appliedAdd'), applied.counts.add],
                [t('medicines.appliedChange'), applied.counts.change],
                [t('medicines.countUnchanged'), applied.counts.unchanged],
                [t('medicines.countRefused'), applied.counts.refused],
              ]}
            />
            <Button variant="secondary" onClick={onDone} className="mt-4 min-h-11">
              {t('medicines.chooseAgain')}
            </Button>
          </div>
        )}
      </Panel>
    </div>
  );
}

function Counts({ items }: { items: Array<[string, number]> }) {
  const { formats } = useLanguage();
  return (
    <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 px-3 py-2">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-xl font-bold text-slate-900">{formats.number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PreviewLines({ lines }: { lines: readonly ImportLine[] }) {
  const { t, formats } = useLanguage();
  if (lines.length === 0) return null;
  const shown = lines.slice(0, SHOWN_LINES);
  const outcomeWord = {
    add: t('medicines.outcomeAdd'),
    change: t('medicines.outcomeChange'),
    refused: t('medicines.outcomeRefused'),
  };
  return (
    <>
      <h3 className="mt-5 font-semibold text-slate-900">{t('medicines.linesTitle')}</h3>
      {lines.length > shown.length && (
        <p className="text-sm text-slate-600">
          {t('medicines.moreLines', { shown: formats.number(shown.length), total: formats.number(lines.length) })}
        </p>
      )}
      <ul
        aria-label={t('medicines.linesTitle')}
        className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200"
      >
        {shown.map((line) => (
          <li key={line.line} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
            <span className="w-20 shrink-0 text-sm text-slate-600">
              {t('medicines.line')} {formats.number(line.line)}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${OUTCOME_STYLE[line.outcome]}`}
            >
              {outcomeWord[line.outcome]}
            </span>
            <span className="min-w-0 flex-1 break-words text-slate-800">
              {line.outcome === 'refused' ? (
                <>
                  {line.brand && <strong className="mr-1">{line.brand}:</strong>}
                  {refusalText(line, t, formats.number)}
                </>
              ) : (
                <>
                  <strong>{medicineName(line.medicine, t)}</strong> · {line.medicine.generic} ·{' '}
                  {line.medicine.manufacturer}
                  {line.outcome === 'change' &&
                    changeTexts(line, t).map((text) => (
                      <span key={text} className="block text-sm text-slate-700">
                        {text}
                      </span>
                    ))}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
