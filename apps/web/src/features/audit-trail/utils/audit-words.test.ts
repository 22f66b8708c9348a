import { formatsFor } from '@hospital/contract/format-bn';
import { describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n/i18n';
import { AUDIT_ACTION_KEYS, auditTarget, auditValue, changeLines } from './audit-words';

describe('audit words', () => {
  it('when a field changed, then it reads "field: before → after"', () => {
    expect(
      changeLines({ consultationFee: { before: 800, after: 1000 }, active: { before: true, after: false } }),
    ).toEqual(['consultationFee: 800 → 1000', 'active: yes → no']);
  });

  it('when a value is missing, a list or an object, then it is a dash, joined or JSON', () => {
    expect(auditValue(null)).toBe('—');
    expect(auditValue(undefined)).toBe('—');
    expect(auditValue(['MBBS', 'FCPS'])).toBe('MBBS, FCPS');
    expect(auditValue([])).toBe('—');
    expect(auditValue({ name: 'Diabetes' })).toBe('{"name":"Diabetes"}');
  });

  it("when a doctor's week changed, then the English trail reads its chamber days and hours, not the stored JSON", () => {
    const english = {
      t: ((key: string) => (key === 'auditValue.noDays' ? 'no days' : key)) as Translate,
      formats: formatsFor('en'),
    };
    const week = (active: boolean) => [
      { day: 'Saturday', active: true, start: '09:00', end: '13:00' },
      { day: 'Sunday', active: false, start: '', end: '' },
      { day: 'Monday', active, start: '17:00', end: '21:30' },
    ];
    expect(changeLines({ schedule: { before: week(false), after: week(true) } }, english)).toEqual([
      'schedule: Saturday 9:00 AM–1:00 PM → Saturday 9:00 AM–1:00 PM, Monday 5:00 PM–9:30 PM',
    ]);
    expect(auditValue([{ day: 'Sunday', active: false, start: '', end: '' }], english)).toBe('no days');
  });

  it("when the desk's action is shown in Bangla, then the appointment reads as its serial and date in Bangla", () => {
    const bangla = {
      t: ((key: string, values?: { serial?: string }) =>
        key === 'auditValue.serial' ? `সিরিয়াল ${values?.serial}` : key) as Translate,
      formats: formatsFor('bn'),
    };
    const target = { type: 'appointment', _id: 'a1', label: 'Serial 12, 2026-11-28' };
    expect(auditTarget(target, bangla)).toBe(`সিরিয়াল ১২, ${formatsFor('bn').date('2026-11-28')}`);
    expect(AUDIT_ACTION_KEYS['appointment.arrived']).toBe('auditAction.appointmentArrived');
  });

  it('when a prescription or a record read is shown in Bangla, then the version and the Holder ID are said in Bangla', () => {
    const bangla = {
      t: ((key: string, values?: { version?: string }) =>
        key === 'auditValue.prescriptionVersion'
          ? `প্রেসক্রিপশন, সংস্করণ ${values?.version}`
          : key === 'auditValue.holderId'
            ? 'হোল্ডার আইডি'
            : key) as Translate,
      formats: formatsFor('bn'),
    };
    const prescription = { type: 'prescription', _id: 'p1', label: 'Prescription, version 2' };
    expect(auditTarget(prescription, bangla)).toBe('প্রেসক্রিপশন, সংস্করণ ২');
    const record = { type: 'patient', _id: 'p2', label: 'Holder ID P2600123' };
    expect(auditTarget(record, bangla)).toBe('হোল্ডার আইডি P2600123');
    expect(AUDIT_ACTION_KEYS['records.read']).toBe('auditAction.recordsRead');
  });
});
