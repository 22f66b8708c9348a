import type { MedicineHit } from '@hospital/contract/medicines';
import type { Dose, PrescribedMedicine, Prescription, PrescriptionBody } from '@hospital/contract/prescriptions';

/**
 * A medicine line while it is being written: `key` names it on this screen (React's key, the reorder buttons), and
 * `lineId` is the server's name for it once a save has given it one. `key` never goes to the server.
 */
export type DraftLine = Omit<PrescribedMedicine, 'lineId'> & { lineId?: string; key: string };

/** What the editor holds and saves: the prescription's body, its lines with their screen keys. */
export type DraftBody = Omit<PrescriptionBody, 'medicines'> & { medicines: DraftLine[] };

/** The largest count of a time of day, and how a stepper moves: by halves up to 2, then by whole units. */
const DOSE_COUNT_MAX = 10;

/** One step up or down from `count`: 0, ½, 1, 1½, 2, 3 … 10. */
export function stepDose(count: number, direction: 1 | -1): number {
  if (direction === 1)
    return Math.min(DOSE_COUNT_MAX, count < 2 ? Math.floor(count * 2 + 1) / 2 : Math.floor(count) + 1);
  if (count <= 0) return 0;
  return count <= 2 ? Math.ceil(count * 2 - 1) / 2 : Math.ceil(count) - 1;
}

let lastKey = 0;
/** A key unique on this screen for a new line. */
export function newLineKey(): string {
  lastKey += 1;
  return `line-${Date.now().toString(36)}-${lastKey}`;
}

/** A server line (a draft's, a favourite's, a reused prescription's) as this screen edits it. */
export function toDraftLine(line: PrescribedMedicine | DraftLine, keepLineId: boolean): DraftLine {
  const { lineId, ...rest } = line;
  const copy: DraftLine = { ...rest, key: 'key' in line ? line.key : newLineKey() };
  if (keepLineId && lineId) copy.lineId = lineId;
  return copy;
}

/** The editable part of a prescription the server answered, ready for the editor. */
export function draftOf(prescription: PrescriptionBody): DraftBody {
  const { chiefComplaints, findings, diagnosis, medicines, tests, advice, followUp } = prescription;
  return {
    chiefComplaints,
    findings,
    diagnosis,
    medicines: medicines.map((line) => toDraftLine(line, true)),
    tests,
    advice,
    followUp,
  };
}

/** What a PUT sends: the body, each line without its screen key (and without a lineId the server has not given). */
export function bodyToSend(draft: DraftBody) {
  return {
    ...draft,
    medicines: draft.medicines.map(({ key: _key, lineId, ...line }) => (lineId ? { ...line, lineId } : line)),
  };
}

/** A favourite line to save: what the doctor prescribes, without this prescription's ids. */
export function favouriteOf(line: DraftLine) {
  const { key: _key, lineId: _lineId, ...favourite } = line;
  return favourite;
}

/** The usual first dose for a new line: one in the morning and one at night after food, for a week. */
const FIRST_DOSE: Dose = { kind: 'pattern', morning: 1, noon: 0, night: 1 };

/** The shown name of a formulary medicine: brand, strength and form ("Napa 500 mg Tablet"). */
export function matchName(match: MedicineHit): string {
  return [match.brand, match.strength, match.form].filter(Boolean).join(' ').slice(0, 120);
}

/** A new line for a medicine chosen from the formulary. */
export function lineFromMatch(match: MedicineHit): DraftLine {
  return {
    key: newLineKey(),
    medicineId: match._id,
    name: matchName(match),
    generic: match.generic || null,
    freeText: false,
    dose: FIRST_DOSE,
    food: 'after',
    duration: { kind: 'days', count: 7 },
    instruction: '',
  };
}

/** A line for a medicine the formulary does not have, as the doctor typed it: marked free text wherever shown. */
export function freeTextLine(name: string): DraftLine {
  return {
    key: newLineKey(),
    medicineId: null,
    name: name.trim().slice(0, 120),
    generic: null,
    freeText: true,
    dose: FIRST_DOSE,
    food: 'after',
    duration: { kind: 'days', count: 7 },
    instruction: '',
  };
}

/** Two lines name the same medicine: the same formulary entry, or the same free text. */
export function sameMedicine(
  a: Pick<DraftLine, 'medicineId' | 'name'>,
  b: Pick<DraftLine, 'medicineId' | 'name'>,
): boolean {
  return a.medicineId !== null && b.medicineId !== null ? a.medicineId === b.medicineId : a.name === b.name;
}

/** `list` with the item at `from` moved to `to` (unchanged when `to` is off either end). */
export function moveItem<Item>(list: readonly Item[], from: number, to: number): Item[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const MAX_LINES = 30;

/**
 * What a reused prescription brings into this draft: its medicines, tests and advice, not its complaints, findings or
 * diagnosis, which belong to the visit it was written for. What is already here stays, and nothing is doubled.
 */
export function reuseInto(draft: DraftBody, template: Pick<Prescription, 'medicines' | 'tests' | 'advice'>): DraftBody {
  const medicines = [...draft.medicines];
  for (const line of template.medicines) {
    if (!medicines.some((known) => sameMedicine(known, line))) medicines.push(toDraftLine(line, false));
  }
  const tests = [...draft.tests];
  for (const test of template.tests) if (!tests.includes(test)) tests.push(test);
  const advice = draft.advice.includes(template.advice.trim())
    ? draft.advice
    : [draft.advice.trim(), template.advice.trim()].filter(Boolean).join('\n');
  return {
    ...draft,
    medicines: medicines.slice(0, MAX_LINES),
    tests: tests.slice(0, MAX_LINES),
    advice: advice.slice(0, 2000),
  };
}
