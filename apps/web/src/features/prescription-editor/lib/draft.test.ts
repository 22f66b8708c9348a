import { describe, expect, it } from 'vitest';
import { makePrescription, NAPA, SECLO } from '../testing/prescription-server';
import { draftOf, lineFromMatch, reuseInto, stepDose } from './draft';

describe('dose steps', () => {
  it('when stepped up from none, then it goes by halves to 2, then by whole units, and stops at 10', () => {
    const up: number[] = [0];
    while (up.length < 12) up.push(stepDose(up[up.length - 1]!, 1));
    expect(up).toEqual([0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(stepDose(10, 1)).toBe(10);
  });

  it('when stepped down, then it retraces the same steps and stops at none', () => {
    expect([3, 2, 1.5, 1, 0.5, 0].map((count) => stepDose(count, -1))).toEqual([2, 1.5, 1, 0.5, 0, 0]);
  });
});

describe('reusing a previous prescription', () => {
  const template = makePrescription({
    diagnosis: 'Gastritis',
    chiefComplaints: 'Burning pain',
    medicines: [
      { ...lineFromMatch(NAPA), lineId: '900000000000000000000001' },
      { ...lineFromMatch(SECLO), lineId: '900000000000000000000002', food: 'before' },
    ],
    tests: ['CBC', 'Endoscopy'],
    advice: 'Avoid oily food.',
  });

  it('when reused, then its medicines, tests and advice are added, not doubled, and this visit keeps its own diagnosis', () => {
    const draft = draftOf(
      makePrescription({
        diagnosis: 'Viral fever',
        medicines: [{ ...lineFromMatch(NAPA), lineId: '900000000000000000000009' }],
        tests: ['CBC'],
        advice: 'Rest.',
      }),
    );
    const reused = reuseInto(draft, template);
    expect(reused.diagnosis).toBe('Viral fever');
    expect(reused.chiefComplaints).toBe('');
    expect(reused.medicines.map((line) => [line.name, line.food])).toEqual([
      ['Napa 500 mg tablet', 'after'],
      ['Seclo 20 mg capsule', 'before'],
    ]);
    // A copied line is a new line of this prescription: the server gives it its own id.
    expect(reused.medicines[1]!.lineId).toBeUndefined();
    expect(reused.tests).toEqual(['CBC', 'Endoscopy']);
    expect(reused.advice).toBe('Rest.\nAvoid oily food.');
  });
});
