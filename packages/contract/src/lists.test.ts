import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_METHOD_LABELS,
  CONSULTATION_METHODS,
  DESIGNATIONS,
  FACILITIES,
  PROFESSOR_DESIGNATIONS,
  SPECIALITIES,
  WEEKDAYS,
} from './lists.js';

describe('fixed lists', () => {
  it('lists the 16 speciality filters of docs/product-spec.md §9 in order', () => {
    expect(SPECIALITIES).toHaveLength(16);
    expect(SPECIALITIES[0]).toBe('Gynae');
    expect(SPECIALITIES[15]).toBe('Psychiatrist');
    expect(new Set(SPECIALITIES).size).toBe(16);
  });

  it('lists the 10 facilities of docs/product-spec.md §9', () => {
    expect(FACILITIES).toHaveLength(10);
  });

  it('starts the week on Sunday, matching Date#getUTCDay', () => {
    expect(WEEKDAYS[new Date('2025-01-05T00:00:00Z').getUTCDay()]).toBe('Sunday');
    expect(WEEKDAYS[6]).toBe('Saturday');
  });

  it('puts hospital visit first, as the default method', () => {
    expect(CONSULTATION_METHODS[0]).toBe('hospital visit');
  });

  it('labels every method, audio as Voice Call', () => {
    expect(CONSULTATION_METHODS.map((method) => CONSULTATION_METHOD_LABELS[method])).toEqual([
      'Hospital Visit',
      'Video',
      'Voice Call',
      'Chat',
    ]);
  });

  it('takes the professor designations from the head of the designations', () => {
    expect(DESIGNATIONS.slice(0, 3)).toEqual([...PROFESSOR_DESIGNATIONS]);
  });
});
