import { describe, expect, it } from 'vitest';
import { DEMO_MEDICINES_CSV } from '../../db/seed/demo-medicines.js';
import { planImport, readImportFile } from './medicine-import.js';
import { FormularyIndex, prefixWithin } from './medicine-search.js';
import type { ActiveMedicine } from './medicines.repository.js';

describe('a name one typo away', () => {
  it.each([
    ['nappa', 'napa 500 mg tablet', 1, true],
    ['paracetmol', 'paracetamol', 2, true],
    ['mxapro', 'maxpro 20 mg tablet', 1, true],
    ['sceol', 'seclo 20 mg capsule', 1, false],
    ['zzzz', 'napa', 1, false],
  ] as const)('when "%s" is typed, then "%s" is found within %i edits: %s', (query, text, max, expected) => {
    expect(prefixWithin(query, text, max)).toBe(expected);
  });
});

describe('the demo formulary', () => {
  it('when the demo file is read, then every one of its hundreds of lines is a medicine to add, none refused', () => {
    const plan = planImport(readImportFile(new TextEncoder().encode(DEMO_MEDICINES_CSV)), []);
    expect(plan.report.counts.refused).toBe(0);
    expect(plan.report.counts.add).toBeGreaterThanOrEqual(300);
  });

  it('when the demo formulary is searched, then the brands a Dhaka doctor types come first', () => {
    const plan = planImport(readImportFile(new TextEncoder().encode(DEMO_MEDICINES_CSV)), []);
    const index = new FormularyIndex(plan.inserts as ActiveMedicine[]);
    const brands = (q: string) => index.search(q, 20).map((hit) => `${hit.brand} ${hit.strength} ${hit.form}`);
    expect(brands('seclo')[0]).toBe('Seclo 20 mg capsule');
    expect(brands('napa')).toContain('Napa 500 mg tablet');
    expect(brands('linagliptin')).toEqual(expect.arrayContaining(['Linatab 5 mg tablet', 'Trajenta 5 mg tablet']));
    expect(brands('insulin glargine')).toEqual(expect.arrayContaining(['Lantus 100 U/ml injection']));
    expect(brands('azitromycin').length).toBeGreaterThanOrEqual(5);
  });
});
