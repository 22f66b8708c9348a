import { CONSULTATION_METHODS, DESIGNATIONS, GENDERS, SPECIALITIES } from '@hospital/contract/lists';
import { z } from 'zod';
import records from './demo-doctors.json' with { type: 'json' };

const clock = z.string().regex(/^\d{2}:\d{2}$/);

const demoDoctorSchema = z.object({
  fullName: z.string(),
  title: z.string(),
  gender: z.enum(GENDERS),
  speciality: z.enum(SPECIALITIES),
  designation: z.enum(DESIGNATIONS),
  department: z.string(),
  workstation: z.string(),
  fee: z.number().int().positive(),
  availableFor: z.array(z.enum(CONSULTATION_METHODS)).min(1),
  degrees: z.array(z.string()),
  tags: z.array(z.string()),
  /** Weekday index (0 = Sunday) -> [start, end]. */
  hours: z.record(z.string().regex(/^[0-6]$/), z.tuple([clock, clock])),
});

export type DemoDoctor = z.infer<typeof demoDoctorSchema>;

/**
 * 26 consultants covering all 16 specialities (docs/product-spec.md §9), with plausible Bangladeshi names and posts.
 * The records are data, kept in demo-doctors.json; parsing them here keeps their lists and hours checked.
 */
export const DEMO_DOCTORS: DemoDoctor[] = z.array(demoDoctorSchema).parse(records);

export function aboutText(d: DemoDoctor): string {
  const pronoun = d.gender === 'female' ? 'She' : 'He';
  return `${d.title} ${d.fullName} is a ${d.designation.toLowerCase()} of ${d.department} at ${d.workstation}. ${pronoun} sees patients for ${d.tags.slice(0, 3).join(', ').toLowerCase()} and believes in explaining every step of care in plain words, in Bangla or English.`;
}
