import { describe, expect, it } from 'vitest';
import {
  doseSchema,
  durationSchema,
  findingsSchema,
  followUpDate,
  formatDose,
  formatDuration,
  formatFollowUp,
  formatFood,
  formatMedicineLine,
  prescriptionBodySchema,
  DOSE_COUNT_MESSAGE,
  DOSE_EMPTY_MESSAGE,
  BLOOD_PRESSURE_MESSAGE,
} from './prescriptions.js';

const pattern = (morning: number, noon: number, night: number) => ({ kind: 'pattern' as const, morning, noon, night });
const messagesOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
};

describe('the dose pattern, as a Dhaka prescription writes it', () => {
  it('when a dose is morning and night, then English reads 1+0+1 and Bangla ১+০+১', () => {
    expect(formatDose(pattern(1, 0, 1), 'en')).toBe('1+0+1');
    expect(formatDose(pattern(1, 0, 1), 'bn')).toBe('১+০+১');
  });

  it('when a dose has halves, then they read as ½ in both languages', () => {
    expect(formatDose(pattern(0.5, 0, 1.5), 'en')).toBe('½+0+1½');
    expect(formatDose(pattern(0.5, 0, 1.5), 'bn')).toBe('½+০+১½');
    expect(formatDose(pattern(2, 2, 2), 'bn')).toBe('২+২+২');
  });

  it("when the dose is the doctor's own text, then it reads as written in either language", () => {
    const dose = { kind: 'text' as const, text: '2 puffs when needed' };
    expect(formatDose(dose, 'en')).toBe('2 puffs when needed');
    expect(formatDose(dose, 'bn')).toBe('2 puffs when needed');
  });

  it('when food and duration are added, then the whole line reads in each language', () => {
    const line = { dose: pattern(1, 0, 1), food: 'after' as const, duration: { kind: 'days' as const, count: 7 } };
    expect(formatMedicineLine(line, 'en')).toBe('1+0+1, after food, 7 days');
    expect(formatMedicineLine(line, 'bn')).toBe('১+০+১, খাবারের পরে, ৭ দিন');
  });

  it('when food does not matter, then the line leaves it out', () => {
    const line = { dose: pattern(0, 0, 1), food: 'any' as const, duration: { kind: 'continue' as const } };
    expect(formatMedicineLine(line, 'en')).toBe('0+0+1, continue');
    expect(formatMedicineLine(line, 'bn')).toBe('০+০+১, চলবে');
  });

  it('when food is before, then it reads before food / খাবারের আগে', () => {
    expect(formatFood('before', 'en')).toBe('before food');
    expect(formatFood('before', 'bn')).toBe('খাবারের আগে');
  });

  it('when durations are in weeks or months, then the unit is said in the right number', () => {
    expect(formatDuration({ kind: 'weeks', count: 2 }, 'en')).toBe('2 weeks');
    expect(formatDuration({ kind: 'weeks', count: 2 }, 'bn')).toBe('২ সপ্তাহ');
    expect(formatDuration({ kind: 'months', count: 1 }, 'en')).toBe('1 month');
    expect(formatDuration({ kind: 'months', count: 1 }, 'bn')).toBe('১ মাস');
    expect(formatDuration({ kind: 'days', count: 1 }, 'en')).toBe('1 day');
  });

  it('when a follow-up is set, then it is said, and its date counts from the visit', () => {
    expect(formatFollowUp({ count: 7, unit: 'days' }, 'en')).toBe('Follow up after 7 days');
    expect(formatFollowUp({ count: 2, unit: 'weeks' }, 'bn')).toBe('২ সপ্তাহ পরে আবার দেখা করবেন');
    expect(followUpDate('2026-12-28', { count: 1, unit: 'weeks' })).toBe('2027-01-04');
  });
});

describe('what a dose may be', () => {
  it('when counts are typed in Bengali digits, then they are read', () => {
    expect(doseSchema.parse({ kind: 'pattern', morning: '১', noon: '০', night: '১' })).toEqual(pattern(1, 0, 1));
  });

  it('when a count is not a half step or is above 10, then the dose is refused', () => {
    expect(messagesOf(doseSchema, pattern(0.3, 0, 1))).toContain(DOSE_COUNT_MESSAGE);
    expect(messagesOf(doseSchema, pattern(11, 0, 1))).toContain(DOSE_COUNT_MESSAGE);
  });

  it('when every count is zero, then the dose is refused', () => {
    expect(messagesOf(doseSchema, pattern(0, 0, 0))).toEqual([DOSE_EMPTY_MESSAGE]);
  });

  it('when a duration is 0 or 366, then it is refused; "continue" needs no count', () => {
    expect(durationSchema.safeParse({ kind: 'days', count: 0 }).success).toBe(false);
    expect(durationSchema.safeParse({ kind: 'days', count: 366 }).success).toBe(false);
    expect(durationSchema.parse({ kind: 'continue' })).toEqual({ kind: 'continue' });
  });
});

describe('the body the editor saves', () => {
  it('when the editor sends nothing yet, then every field is empty', () => {
    expect(prescriptionBodySchema.parse({})).toEqual({
      chiefComplaints: '',
      findings: { bloodPressure: null, pulse: null, temperature: null, weight: null, notes: '' },
      diagnosis: '',
      medicines: [],
      tests: [],
      advice: '',
      followUp: null,
    });
  });

  it('when findings are typed with Bengali digits or left empty, then they are stored as numbers or null', () => {
    expect(findingsSchema.parse({ bloodPressure: '১২০/৮০', pulse: '৭২', temperature: '', weight: 3.5 })).toEqual({
      bloodPressure: '120/80',
      pulse: 72,
      temperature: null,
      weight: 3.5,
      notes: '',
    });
    expect(messagesOf(findingsSchema, { bloodPressure: '120' })).toEqual([BLOOD_PRESSURE_MESSAGE]);
  });
});
