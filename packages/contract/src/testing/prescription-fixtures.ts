import type { PrescribedMedicineInput } from '../prescriptions.js';

// Test support only: tsconfig keeps it out of the build.

/** A free-text medicine line as the editor sends one: Napa 500 mg, one morning and night after food, for 7 days. */
export const NAPA_LINE = {
  medicineId: null,
  name: 'Napa 500 mg tablet',
  generic: 'Paracetamol',
  freeText: true,
  dose: { kind: 'pattern', morning: 1, noon: 0, night: 1 },
  food: 'after',
  duration: { kind: 'days', count: 7 },
} satisfies PrescribedMedicineInput;

/** The formulary medicine a line names: its id and how the doctor's search shows it. */
export interface FormularyMedicine {
  id: string;
  brand: string;
  generic: string;
  strength: string;
  form: string;
}

/** A line naming a formulary medicine: one tablet morning and night after food, for 5 days (10) unless changed. */
export function formularyLine(
  medicine: FormularyMedicine,
  change: Partial<PrescribedMedicineInput> = {},
): PrescribedMedicineInput {
  return {
    medicineId: medicine.id,
    name: `${medicine.brand} ${medicine.strength} ${medicine.form}`,
    generic: medicine.generic,
    freeText: false,
    dose: { kind: 'pattern', morning: 1, noon: 0, night: 1 },
    food: 'after',
    duration: { kind: 'days', count: 5 },
    instruction: '',
    ...change,
  };
}
