import type { MedicineHit } from '@hospital/contract/medicines';
import { fillOrderSchema, type FillOrderFormValues, type OrderLine } from '@hospital/contract/pharmacy';
import { parseNumberText } from '@hospital/contract/local-input';

/** What the pharmacist does with one line: give the prescribed medicine, give a substitute, or mark it missing. */
export type LineMode = 'give' | 'substitute' | 'missing';
export const LINE_MODES = ['give', 'substitute', 'missing'] as const satisfies readonly LineMode[];

/** The prescribed medicine of an order line, read from the prescription (the order's lines name it only as text). */
export type Prescribed = { medicineId: string | null; generic: string | null };

export type FillLineValues = {
  lineId: string;
  mode: LineMode;
  /** As typed (Bengali digits allowed); starts at the quantity ordered. */
  quantity: string;
  substitute: MedicineHit | null;
  substitutionReason: string;
  missing: string;
};

/** Each line starts as "give the prescribed medicine, as many as ordered"; a free-text line has none to give. */
export function initialFillLines(
  lines: readonly OrderLine[],
  prescribed: (lineId: string) => Prescribed,
): FillLineValues[] {
  return lines.map((line) => ({
    lineId: line.lineId,
    mode: prescribed(line.lineId).medicineId ? 'give' : 'substitute',
    quantity: String(line.quantity),
    substitute: null,
    substitutionReason: '',
    missing: '',
  }));
}

const quantityOf = (text: string) => parseNumberText(text) ?? text;

/** The body of POST /pharmacy/orders/{id}/fill: every line once, as the contract reads it. */
export function fillBody(
  values: readonly FillLineValues[],
  prescribed: (lineId: string) => Prescribed,
): FillOrderFormValues {
  return {
    lines: values.map((line) => {
      if (line.mode === 'missing') return { lineId: line.lineId, missing: line.missing };
      if (line.mode === 'substitute')
        return {
          lineId: line.lineId,
          medicineId: line.substitute?._id ?? null,
          quantity: quantityOf(line.quantity),
          substitutionReason: line.substitutionReason,
        };
      return {
        lineId: line.lineId,
        medicineId: prescribed(line.lineId).medicineId,
        quantity: quantityOf(line.quantity),
      };
    }),
  };
}

/** Messages found before sending: under a line's field (`lineId` -> field -> message), or for the whole fill. */
export type FillErrors = {
  lines: Record<string, Partial<Record<'medicineId' | 'quantity' | 'substitutionReason' | 'missing', string>>>;
  form: string[];
};

/**
 * The contract's own check of the body, so a short reason or a quantity out of range is said under its line in the
 * same words the server would use. The server still checks stock, generic and strength.
 */
export function fillErrors(body: FillOrderFormValues): FillErrors {
  const errors: FillErrors = { lines: {}, form: [] };
  const result = fillOrderSchema.safeParse(body);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [, index, field] = issue.path;
    const lineId = typeof index === 'number' ? body.lines[index]?.lineId : undefined;
    if (
      lineId &&
      (field === 'medicineId' || field === 'quantity' || field === 'substitutionReason' || field === 'missing')
    ) {
      errors.lines[lineId] = { ...errors.lines[lineId], [field]: issue.message };
    } else if (!errors.form.includes(issue.message)) {
      errors.form.push(issue.message);
    }
  }
  return errors;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The substitutes the picker offers: formulary medicines of the prescribed one's generic and strength (compared
 * trimmed and case-insensitive, as the server compares them), never the prescribed medicine itself. Without a known
 * strength (a free-text line) the generic alone decides, as the server's rule for such lines says.
 */
export function sameGenericAndStrength(
  hits: readonly MedicineHit[],
  reference: { generic: string; strength: string | null; excludeId: string | null },
): MedicineHit[] {
  return hits.filter(
    (hit) =>
      hit._id !== reference.excludeId &&
      same(hit.generic, reference.generic) &&
      (reference.strength === null || same(hit.strength, reference.strength)),
  );
}
