import type { MedicineHit } from '@hospital/contract/medicines';
import {
  ADVICE_MESSAGE,
  COMPLAINTS_MESSAGE,
  DIAGNOSIS_MESSAGE,
  MAX_MEDICINES,
  type Findings,
  type PrescribedMedicine,
  type Prescription,
} from '@hospital/contract/prescriptions';
import { useState, type ReactNode } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { useGetFavouritesQuery, useSaveFavouritesMutation } from '../api/favourites';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import {
  favouriteOf,
  freeTextLine,
  lineFromMatch,
  moveItem,
  reuseInto,
  sameMedicine,
  toDraftLine,
  type DraftLine,
} from '../lib/draft';
import { EditorHeader } from './editor-header';
import { FavouritesPanel } from './favourites-panel';
import { FollowUpField } from './follow-up-field';
import { MedicineLineEditor } from './medicine-line-editor';
import { MedicineSearch } from './medicine-search';
import { NumberText } from './number-text';
import { ReuseDialog } from './reuse-dialog';
import { SaveIndicator } from './save-indicator';
import { SignButton } from './sign-button';
import { TestsField } from './tests-field';

type PrescriptionFormProps = {
  prescription: Prescription;
  /** The prescription was signed meanwhile (another window): the page shows it instead of the editor. */
  onSigned: (signed: Prescription) => void;
};

// Long texts are limited by the contract; the counters under them show the same limits.
const LIMITS = { chiefComplaints: 2000, diagnosis: 1000, advice: 2000, notes: 1000 } as const;

/** The prescription's sections, saved as the doctor types, with "Sign and send" at the foot. */
export function PrescriptionForm({ prescription, onSigned }: PrescriptionFormProps) {
  const { t, formats } = useLanguage();
  const { draft, change, status, errors, failure, notice, dismissNotice, generation, flush } = useDraftAutosave(
    prescription,
    onSigned,
  );
  const [reusing, setReusing] = useState(false);
  const { data: favourites } = useGetFavouritesQuery();
  const [saveFavourites, { isLoading: savingFavourites }] = useSaveFavouritesMutation();
  const favouriteLines = favourites?.medicines ?? [];
  const full = draft.medicines.length >= MAX_MEDICINES;

  const setFindings = (update: Partial<Findings>) =>
    change((current) => ({ ...current, findings: { ...current.findings, ...update } }));
  const setLines = (update: (lines: DraftLine[]) => DraftLine[]) =>
    change((current) => ({ ...current, medicines: update(current.medicines) }));
  const addLine = (line: DraftLine) => {
    if (!full) setLines((lines) => [...lines, line]);
  };
  const errorOf = (path: string) => errors.get(path);

  const toggleFavourite = async (line: DraftLine) => {
    const known = favouriteLines.find((favourite) => sameMedicine(favourite, line));
    const medicines = known
      ? favouriteLines.filter((favourite) => favourite !== known)
      : [favouriteOf(line), ...favouriteLines];
    try {
      await saveFavourites({ medicines: medicines as PrescribedMedicine[] }).unwrap();
      toast.success(t(known ? 'rxEditor.favouriteRemoved' : 'rxEditor.favouriteSaved'));
    } catch {
      // The API client has said why.
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-4 px-3 pt-4 pb-32 sm:px-6" key={generation}>
      <EditorHeader prescription={prescription} />
      {notice && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          <span>{t(notice === 'restored' ? 'rxEditor.restored' : 'rxEditor.reloaded')}</span>
          <button type="button" onClick={dismissNotice} className="min-h-11 rounded-lg px-3 font-semibold underline">
            {t('rxEditor.dismiss')}
          </button>
        </div>
      )}

      <Section title={t('rxEditor.complaints')} id="rx-complaints">
        <TextAreaField
          label={<span className="sr-only">{t('rxEditor.complaints')}</span>}
          value={draft.chiefComplaints}
          onChange={(event) => change((current) => ({ ...current, chiefComplaints: event.target.value }))}
          length={draft.chiefComplaints.length}
          maxLength={LIMITS.chiefComplaints}
          error={
            errorOf('chiefComplaints') ??
            (draft.chiefComplaints.length > LIMITS.chiefComplaints ? COMPLAINTS_MESSAGE : undefined)
          }
        />
      </Section>

      <Section title={t('rxEditor.findings')} id="rx-findings">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <TextField
            label={t('rxEditor.bloodPressure')}
            inputMode="text"
            autoComplete="off"
            placeholder={t('rxEditor.bloodPressureHint')}
            value={draft.findings.bloodPressure ?? ''}
            onChange={(event) => setFindings({ bloodPressure: event.target.value === '' ? null : event.target.value })}
            error={errorOf('findings.bloodPressure')}
          />
          <NumberText
            label={t('rxEditor.pulse')}
            value={draft.findings.pulse}
            onValue={(pulse) => setFindings({ pulse })}
            error={errorOf('findings.pulse')}
          />
          <NumberText
            label={t('rxEditor.temperature')}
            value={draft.findings.temperature}
            onValue={(temperature) => setFindings({ temperature })}
            error={errorOf('findings.temperature')}
          />
          <NumberText
            label={t('rxEditor.weight')}
            value={draft.findings.weight}
            onValue={(weight) => setFindings({ weight })}
            error={errorOf('findings.weight')}
          />
        </div>
        <div className="mt-3">
          <TextAreaField
            label={t('rxEditor.findingNotes')}
            value={draft.findings.notes}
            onChange={(event) => setFindings({ notes: event.target.value })}
            length={draft.findings.notes.length}
            maxLength={LIMITS.notes}
            error={errorOf('findings.notes')}
          />
        </div>
      </Section>

      <Section title={t('rxEditor.diagnosis')} id="rx-diagnosis">
        <TextAreaField
          label={<span className="sr-only">{t('rxEditor.diagnosis')}</span>}
          value={draft.diagnosis}
          onChange={(event) => change((current) => ({ ...current, diagnosis: event.target.value }))}
          length={draft.diagnosis.length}
          maxLength={LIMITS.diagnosis}
          error={errorOf('diagnosis') ?? (draft.diagnosis.length > LIMITS.diagnosis ? DIAGNOSIS_MESSAGE : undefined)}
        />
      </Section>

      <Section
        title={t('rxEditor.medicines')}
        id="rx-medicines"
        action={
          <button
            type="button"
            onClick={() => setReusing(true)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('rxEditor.reuse')}
          </button>
        }
      >
        <div className="space-y-4">
          <MedicineSearch
            disabled={full}
            onPick={(medicine: MedicineHit) => addLine(lineFromMatch(medicine))}
            onFreeText={(name) => addLine(freeTextLine(name))}
          />
          <FavouritesPanel
            favourites={favouriteLines}
            disabled={full}
            onAdd={(favourite) => addLine(toDraftLine(favourite, false))}
          />
          {draft.medicines.length === 0 ? (
            <p className="rounded-lg bg-slate-50 px-3 py-4 text-sm text-slate-600">{t('rxEditor.noMedicines')}</p>
          ) : (
            <ol className="space-y-3">
              {draft.medicines.map((line, index) => (
                <MedicineLineEditor
                  key={line.key}
                  line={line}
                  index={index}
                  count={draft.medicines.length}
                  errors={errors}
                  errorPath={`medicines.${index}`}
                  favourite={favouriteLines.some((favourite) => sameMedicine(favourite, line))}
                  onFavourite={() => {
                    if (!savingFavourites) void toggleFavourite(line);
                  }}
                  onChange={(next) =>
                    setLines((lines) => lines.map((other) => (other.key === line.key ? next : other)))
                  }
                  onMove={(to) => setLines((lines) => moveItem(lines, index, to))}
                  onRemove={() => setLines((lines) => lines.filter((other) => other.key !== line.key))}
                />
              ))}
            </ol>
          )}
        </div>
      </Section>

      <Section title={t('rxEditor.tests')} id="rx-tests">
        <TestsField
          tests={draft.tests}
          onChange={(tests) => change((current) => ({ ...current, tests }))}
          error={errorOf('tests')}
        />
      </Section>

      <Section title={t('rxEditor.advice')} id="rx-advice">
        <TextAreaField
          label={<span className="sr-only">{t('rxEditor.advice')}</span>}
          value={draft.advice}
          onChange={(event) => change((current) => ({ ...current, advice: event.target.value }))}
          length={draft.advice.length}
          maxLength={LIMITS.advice}
          error={errorOf('advice') ?? (draft.advice.length > LIMITS.advice ? ADVICE_MESSAGE : undefined)}
        />
      </Section>

      <Section title={t('rxEditor.followUp')} id="rx-follow-up">
        <FollowUpField
          followUp={draft.followUp}
          onChange={(followUp) => change((current) => ({ ...current, followUp }))}
          error={errorOf('followUp.count') ?? errorOf('followUp')}
        />
      </Section>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur sm:px-6">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-2">
          <SaveIndicator status={status} failure={failure} />
          <SignButton prescription={prescription} flush={flush} />
        </div>
      </div>

      {reusing && (
        <ReuseDialog
          onClose={() => setReusing(false)}
          onReuse={(template, item) => {
            change((current) => reuseInto(current, template));
            setReusing(false);
            toast.success(t('rxEditor.reused', { date: formats.date(item.date) }));
          }}
        />
      )}
    </div>
  );
}

function Section({
  title,
  id,
  action,
  children,
}: {
  title: string;
  id: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
