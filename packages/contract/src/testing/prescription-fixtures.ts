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
