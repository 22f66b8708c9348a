import { z } from 'zod';
import { countFields, instantSchema, textField, wholeNumberParam } from './fields.js';
import { objectIdSchema } from './ids.js';

// The hospital's formulary: medicines by brand, generic, strength, form and manufacturer. The spec has no words for
// it; these are ours.

export const MEDICINE_FORMS = [
  'tablet',
  'capsule',
  'syrup',
  'suspension',
  'injection',
  'drops',
  'cream',
  'ointment',
  'gel',
  'inhaler',
  'suppository',
  'powder',
  'solution',
  'other',
] as const;
export type MedicineForm = (typeof MEDICINE_FORMS)[number];

/**
 * The short names formularies and pharmacy lists in Bangladesh write ("Tab.", "Cap.", "Syp.", "Inj."), read as the
 * form they stand for; anything else must be one of MEDICINE_FORMS.
 */
const FORM_ALIASES: Readonly<Record<string, MedicineForm>> = {
  tab: 'tablet',
  tabs: 'tablet',
  tablets: 'tablet',
  cap: 'capsule',
  caps: 'capsule',
  capsules: 'capsule',
  syp: 'syrup',
  syr: 'syrup',
  susp: 'suspension',
  inj: 'injection',
  injections: 'injection',
  drop: 'drops',
  oint: 'ointment',
  inh: 'inhaler',
  supp: 'suppository',
  sol: 'solution',
  soln: 'solution',
};

/** A form as typed ("Tab.", "TABLET", " capsule ") read as one of MEDICINE_FORMS, or undefined when it is none. */
export function readMedicineForm(text: string): MedicineForm | undefined {
  const word = text.trim().toLowerCase().replace(/\.$/, '');
  if ((MEDICINE_FORMS as readonly string[]).includes(word)) return word as MedicineForm;
  return FORM_ALIASES[word];
}

/** What search answers for each medicine: what a prescription line needs to name it. */
export const medicineHitSchema = z.object({
  _id: objectIdSchema,
  brand: z.string(),
  generic: z.string(),
  strength: z.string(),
  form: z.enum(MEDICINE_FORMS),
  manufacturer: z.string(),
});
export type MedicineHit = z.infer<typeof medicineHitSchema>;

/** A medicine as the admin list shows it: retired ones too, marked with when. */
export const medicineSchema = medicineHitSchema.extend({
  retiredAt: instantSchema.nullable(),
  updatedAt: instantSchema,
});
export type Medicine = z.infer<typeof medicineSchema>;

export const MEDICINE_LIMITS = { brand: 80, generic: 200, strength: 60, manufacturer: 80 } as const;

export const MEDICINE_FORM_MESSAGE =
  'Choose the form: tablet, capsule, syrup, suspension, injection, drops, cream, ointment, gel, inhaler, suppository, powder, solution or other.';

const formField = z
  .string({ error: MEDICINE_FORM_MESSAGE })
  .transform((text, ctx) => {
    const form = readMedicineForm(text);
    if (form) return form;
    ctx.addIssue({ code: 'custom', message: MEDICINE_FORM_MESSAGE, input: text });
    return z.NEVER;
  })
  .pipe(z.enum(MEDICINE_FORMS));

/** POST /medicines and PATCH /medicines/{id}: a medicine as an admin types it. Strength may be empty (a soap, a kit). */
export const medicineInputSchema = z.object({
  brand: textField('Brand name is required.', [MEDICINE_LIMITS.brand, 'Brand name must not exceed 80 characters.']),
  generic: textField('Generic name is required.', [
    MEDICINE_LIMITS.generic,
    'Generic name must not exceed 200 characters.',
  ]),
  strength: z
    .string({ error: 'Strength must be text.' })
    .trim()
    .max(MEDICINE_LIMITS.strength, 'Strength must not exceed 60 characters.')
    .default(''),
  form: formField,
  manufacturer: textField('Manufacturer is required.', [
    MEDICINE_LIMITS.manufacturer,
    'Manufacturer must not exceed 80 characters.',
  ]),
});
export type MedicineInput = z.output<typeof medicineInputSchema>;
export type MedicineFormValues = z.input<typeof medicineInputSchema>;

export const MEDICINE_SEARCH_MAX = 20;
export const MEDICINE_QUERY_MESSAGE = 'Search text must not exceed 80 characters.';

/** GET /medicines/search?q=: what the doctor has typed so far. */
export const medicineSearchQuerySchema = z.object({
  q: z.string({ error: MEDICINE_QUERY_MESSAGE }).max(80, MEDICINE_QUERY_MESSAGE).default(''),
});

export const MEDICINE_PAGE_SIZE = 50;
export const MEDICINE_STATUSES = ['all', 'active', 'retired'] as const;

/** GET /medicines?q=&status=&page=: the admin list, 50 a page, brand by brand. */
export const medicineListQuerySchema = z.object({
  q: z.string({ error: MEDICINE_QUERY_MESSAGE }).trim().max(80, MEDICINE_QUERY_MESSAGE).default(''),
  status: z.enum(MEDICINE_STATUSES, { error: 'Status must be all, active or retired.' }).default('all'),
  page: wholeNumberParam(1, 10_000, 'Page must be a whole number from 1 to 10000.').default(1),
});
export type MedicineListQuery = z.infer<typeof medicineListQuerySchema>;

export const medicineListSchema = z.object({
  items: z.array(medicineSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MedicineList = z.infer<typeof medicineListSchema>;

// The CSV import: a preview of what each line would do, then the same file applied in one transaction.
export const IMPORT_COLUMNS = ['brand', 'generic', 'strength', 'form', 'manufacturer'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_LINES = 30_000;

/** Why a line of the file is refused; `refusalSentence` says it in English, the web app in the language on screen. */
export const IMPORT_REFUSALS = ['missing', 'too-long', 'unknown-form', 'duplicate', 'columns'] as const;
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];

export const importRefusedSchema = z.object({
  line: z.number().int(),
  outcome: z.literal('refused'),
  reason: z.enum(IMPORT_REFUSALS),
  /** The column at fault (missing, too-long, unknown-form). */
  column: z.enum(IMPORT_COLUMNS).optional(),
  /** What the line had: the unknown form as written. */
  value: z.string().optional(),
  /** duplicate: the earlier line of the file with the same medicine. */
  firstLine: z.number().int().optional(),
  /** The reason in one English sentence. */
  message: z.string(),
  brand: z.string(),
});

const medicineFieldsSchema = z.object({
  brand: z.string(),
  generic: z.string(),
  strength: z.string(),
  form: z.enum(MEDICINE_FORMS),
  manufacturer: z.string(),
});

export const importLineSchema = z.discriminatedUnion('outcome', [
  z.object({ line: z.number().int(), outcome: z.literal('add'), medicine: medicineFieldsSchema }),
  z.object({
    line: z.number().int(),
    outcome: z.literal('change'),
    _id: objectIdSchema,
    medicine: medicineFieldsSchema,
    /** Each field that differs, with what is stored and what the file says. */
    changes: z.record(z.string(), z.object({ before: z.string(), after: z.string() })),
  }),
  importRefusedSchema,
]);
export type ImportLine = z.infer<typeof importLineSchema>;

export const importCountsSchema = z.object(countFields('add', 'change', 'unchanged', 'refused'));
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** The preview (and what apply did): the counts, and every line that adds, changes or is refused (unchanged ones are only counted). */
export const importReportSchema = z.object({ counts: importCountsSchema, lines: z.array(importLineSchema) });
export type ImportReport = z.infer<typeof importReportSchema>;

/** A refusal in one English sentence, for the API's answer and the English screen. */
export function refusalSentence(
  refusal: Pick<ImportLine & { outcome: 'refused' }, 'reason' | 'column' | 'value' | 'firstLine'>,
): string {
  switch (refusal.reason) {
    case 'missing':
      return `The ${refusal.column} is missing.`;
    case 'too-long':
      return `The ${refusal.column} is longer than ${MEDICINE_LIMITS[refusal.column as keyof typeof MEDICINE_LIMITS]} characters.`;
    case 'unknown-form':
      return `"${refusal.value}" is not a known form; the forms are ${MEDICINE_FORMS.join(', ')}.`;
    case 'duplicate':
      return `The same medicine is already on line ${refusal.firstLine} of the file.`;
    case 'columns':
      return `The line has ${refusal.value} fields; it must have ${IMPORT_COLUMNS.length}, one per column.`;
  }
}

export const IMPORT_FILE_MISSING_MESSAGE = 'Choose a CSV file to import.';
export const IMPORT_FILE_TOO_LARGE_MESSAGE = 'The file is larger than 5 MB. Split it into smaller files.';
export const IMPORT_TOO_MANY_LINES_MESSAGE = 'The file has more than 30,000 lines. Split it into smaller files.';
export const IMPORT_HEADER_MESSAGE =
  'The first line of the file must name the columns brand, generic, strength, form and manufacturer.';
export const IMPORT_UNREADABLE_MESSAGE =
  'The file could not be read as CSV text in UTF-8. Save it as CSV UTF-8 and try again.';
