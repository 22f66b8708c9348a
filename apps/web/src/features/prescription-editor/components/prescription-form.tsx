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
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';
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

/** The findings measured as numbers, in the order they are taken. */
const MEASURED_FINDINGS = ['pulse', 'temperature', 'weight'] as const;

type LongText = 'chiefComplaints' | 'diagnosis' | 'advice';

/** Each section of free text: its heading, its anchor and the contract's sentence for a text over its limit. */
const LONG_TEXTS: Record<LongText, { title: TranslationKey; id: string; tooLong: string }> = {
  chiefComplaints: { title: 'rxEditor.complaints', id: 'rx-complaints', tooLong: COMPLAINTS_MESSAGE },
  diagnosis: { title: 'rxEditor.diagnosis', id: 'rx-diagnosis', tooLong: DIAGNOSIS_MESSAGE },
  advice: { title: 'rxEditor.advice', id: 'rx-advice', tooLong: ADVICE_MESSAGE },
};

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
  const longTextSection = (field: LongText) => (
    <LongTextSection
      field={field}
      value={draft[field]}
      onChange={(value) => change((current) => ({ ...current, [field]: value }))}
      serverError={errorOf(field)}
    />
  );

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

      {longTextSection('chiefComplaints')}

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
          {MEASURED_FINDINGS.map((finding) => (
            <NumberText
              key={finding}
              label={t(`rxEditor.${finding}`)}
              value={draft.findings[finding]}
              onValue={(value) => setFindings({ [finding]: value })}
              error={errorOf(`findings.${finding}`)}
            />
          ))}
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

      {longTextSection('diagnosis')}

      <Section
        title={t('rxEditor.medicines')}
        id="rx-medicines"
        action={
          <Button variant="secondary" onClick={() => setReusing(true)} className="min-h-11 text-sm">
            {t('rxEditor.reuse')}
          </Button>
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

      {longTextSection('advice')}

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

type LongTextSectionProps = {
  field: LongText;
  value: string;
  onChange: (value: string) => void;
  /** What the server said of the field on the last save, if anything. */
  serverError?: string;
};

/** A section of free text with its counter; over the contract's limit it says so at once, before any save. */
function LongTextSection({ field, value, onChange, serverError }: LongTextSectionProps) {
  const { t } = useLanguage();
  const { title, id, tooLong } = LONG_TEXTS[field];
  return (
    <Section title={t(title)} id={id}>
      <TextAreaField
        label={<span className="sr-only">{t(title)}</span>}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        length={value.length}
        maxLength={LIMITS[field]}
        error={serverError ?? (value.length > LIMITS[field] ? tooLong : undefined)}
      />
    </Section>
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
