import { describe, expect, it } from 'vitest';
import { auditValue, changeLines } from './audit-words';

describe('audit words', () => {
  it('when a field changed, then it reads "field: before → after"', () => {
    expect(changeLines({ consultationFee: { before: 800, after: 1000 }, active: { before: true, after: false } })).toEqual([
      'consultationFee: 800 → 1000',
      'active: yes → no',
    ]);
  });

  it('when a value is missing, a list or an object, then it is a dash, joined or JSON', () => {
    expect(auditValue(null)).toBe('—');
    expect(auditValue(undefined)).toBe('—');
    expect(auditValue(['MBBS', 'FCPS'])).toBe('MBBS, FCPS');
    expect(auditValue([])).toBe('—');
    expect(auditValue({ name: 'Diabetes' })).toBe('{"name":"Diabetes"}');
  });
});
