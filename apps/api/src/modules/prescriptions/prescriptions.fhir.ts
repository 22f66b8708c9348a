import {
  formatDuration,
  formatFood,
  formatMedicineLine,
  type Dose,
  type Food,
  type Prescription,
  type PrescribedMedicine,
} from '@hospital/contract/prescriptions';

// The exchange format (docs/architecture.md §12): a signed prescription as a FHIR R4 Bundle of type `collection`
// holding its Patient, its Practitioner (the BMDC registration as identifier) and one MedicationRequest per medicine
// line. Only the prescription's own data goes out; the resources' ids are the product's ids.

/** The identifier systems of the product's own numbers, under its public address. */
const systemOf = (publicUrl: string, name: string) => `${publicUrl}/fhir/identifier/${name}`;
/** The Bangladesh Medical and Dental Council's registration numbers. */
export const BMDC_SYSTEM = 'https://bmdc.org.bd/registration-number';
const UCUM = 'http://unitsofmeasure.org';

type Json = Record<string, unknown>;
type Slot = 'morning' | 'noon' | 'night';
const SLOTS: readonly Slot[] = ['morning', 'noon', 'night'];

/**
 * EventTiming codes of a time of day: with food before or after, the meal's (ACM before breakfast, PCV after
 * dinner...); when food does not matter, the time of day (MORN, NOON, NIGHT).
 */
const WHEN: Record<Food, Record<Slot, string>> = {
  before: { morning: 'ACM', noon: 'ACD', night: 'ACV' },
  after: { morning: 'PCM', noon: 'PCD', night: 'PCV' },
  any: { morning: 'MORN', noon: 'NOON', night: 'NIGHT' },
};
const SLOT_WORDS: Record<Slot, string> = { morning: 'in the morning', noon: 'at noon', night: 'at night' };

const countWords = (n: number) =>
  n === 0.5 ? 'half' : Number.isInteger(n) ? String(n) : `${Math.floor(n)} and a half`;

/** The dose in plain English: '1 in the morning and 1 at night, after food, for 7 days'. */
export function englishDose(medicine: Pick<PrescribedMedicine, 'dose' | 'food' | 'duration'>): string {
  const { dose, food, duration } = medicine;
  const parts: string[] = [];
  if (dose.kind === 'text') parts.push(dose.text);
  else {
    const times = SLOTS.filter((slot) => dose[slot] > 0).map((slot) => `${countWords(dose[slot])} ${SLOT_WORDS[slot]}`);
    parts.push(times.length > 1 ? `${times.slice(0, -1).join(', ')} and ${times.at(-1)}` : times[0]!);
  }
  const foodWords = formatFood(food, 'en');
  if (foodWords) parts.push(foodWords);
  parts.push(duration.kind === 'continue' ? 'continue' : `for ${formatDuration(duration, 'en')}`);
  return parts.join(', ');
}

const UNIT_CODES = { days: ['d', 'days'], weeks: ['wk', 'weeks'], months: ['mo', 'months'] } as const;

/**
 * The dose's FHIR Dosage entries. A pattern with one amount at each of its times (1+0+1) is one Dosage; one with
 * different amounts (1+0+2) is one Dosage per amount, all of the same `sequence`, so they are taken together. A text
 * dose is said in `text` only.
 */
function dosages(medicine: PrescribedMedicine): Json[] {
  const text = [englishDose(medicine), medicine.instruction].filter(Boolean).join('. ');
  const patientInstruction = [formatMedicineLine(medicine, 'bn'), medicine.instruction].filter(Boolean).join('। ');
  const base: Json = { sequence: 1, text, patientInstruction };
  if (medicine.instruction) base.additionalInstruction = [{ text: medicine.instruction }];
  const dose: Dose = medicine.dose;
  if (dose.kind === 'text') return [base];
  const bounds =
    medicine.duration.kind === 'continue'
      ? {}
      : {
          boundsDuration: {
            value: medicine.duration.count,
            unit: UNIT_CODES[medicine.duration.kind][1],
            system: UCUM,
            code: UNIT_CODES[medicine.duration.kind][0],
          },
        };
  const amounts = [...new Set(SLOTS.map((slot) => dose[slot]).filter((n) => n > 0))];
  return amounts.map((amount) => {
    const when = SLOTS.filter((slot) => dose[slot] === amount).map((slot) => WHEN[medicine.food][slot]);
    return {
      ...base,
      timing: { repeat: { ...bounds, frequency: when.length, period: 1, periodUnit: 'd', when } },
      doseAndRate: [{ doseQuantity: { value: amount } }],
    };
  });
}

/** The prescription as a FHIR R4 Bundle (`collection`). */
export function prescriptionBundle(prescription: Prescription, publicUrl: string): Json {
  const base = `${publicUrl}/fhir`;
  const patient: Json = {
    resourceType: 'Patient',
    id: prescription.patient._id,
    identifier: [{ system: systemOf(publicUrl, 'holder-id'), value: prescription.patient.patientId }],
    name: [{ text: prescription.patient.name }],
    ...(prescription.patient.gender ? { gender: prescription.patient.gender } : {}),
  };
  const doctor = prescription.doctor;
  const practitioner: Json = {
    resourceType: 'Practitioner',
    id: doctor._id,
    ...(doctor.registrationNo ? { identifier: [{ system: BMDC_SYSTEM, value: doctor.registrationNo }] } : {}),
    name: [{ text: [doctor.title, doctor.fullName].filter(Boolean).join(' ') }],
    ...(doctor.degrees.length > 0
      ? { qualification: doctor.degrees.map((degree) => ({ code: { text: degree } })) }
      : {}),
  };
  // A replaced prescription is no longer to be followed: its lines are `cancelled`, the new version's are `active`.
  const status = prescription.status === 'replaced' ? 'cancelled' : 'active';
  const requests = prescription.medicines.map((medicine) => ({
    resourceType: 'MedicationRequest',
    id: `${prescription._id}-${medicine.lineId}`,
    identifier: [{ system: systemOf(publicUrl, 'prescription-line'), value: `${prescription._id}/${medicine.lineId}` }],
    groupIdentifier: { system: systemOf(publicUrl, 'prescription'), value: prescription._id },
    status,
    intent: 'order',
    medicationCodeableConcept: {
      text: medicine.generic ? `${medicine.name} (${medicine.generic})` : medicine.name,
    },
    subject: { reference: `Patient/${prescription.patient._id}`, display: prescription.patient.name },
    ...(prescription.signedAt ? { authoredOn: prescription.signedAt } : {}),
    requester: { reference: `Practitioner/${doctor._id}` },
    ...(medicine.freeText ? { note: [{ text: 'Written as free text, not from the hospital formulary.' }] } : {}),
    dosageInstruction: dosages(medicine),
  }));
  const entry = [patient, practitioner, ...requests].map((resource) => ({
    fullUrl: `${base}/${String(resource.resourceType)}/${String(resource.id)}`,
    resource,
  }));
  return {
    resourceType: 'Bundle',
    id: prescription._id,
    identifier: { system: systemOf(publicUrl, 'prescription'), value: prescription._id },
    type: 'collection',
    timestamp: prescription.signedAt ?? prescription.updatedAt,
    entry,
  };
}
