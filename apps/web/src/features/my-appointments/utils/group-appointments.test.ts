import { describe, expect, it } from 'vitest';
import { makePatientAppointment } from '@/test/factories';
import { groupAppointments } from './group-appointments';

const TODAY = '2026-03-10';

describe('the appointments page order', () => {
  it('when there are visits to come and past ones, then the coming ones lead, soonest first, and the rest follow, newest first', () => {
    const later = makePatientAppointment({ selectedDate: '2026-03-20' });
    const today = makePatientAppointment({ selectedDate: TODAY, serialNo: 5 });
    const todayEarlierSerial = makePatientAppointment({ selectedDate: TODAY, serialNo: 2 });
    const done = makePatientAppointment({ selectedDate: '2026-03-01', status: 'done' });
    const cancelledAhead = makePatientAppointment({ selectedDate: '2026-03-15', status: 'cancelled' });
    const missed = makePatientAppointment({ selectedDate: '2026-03-09' });
    const old = makePatientAppointment({ selectedDate: '2025-12-01', status: 'done' });

    const { upcoming, earlier } = groupAppointments(
      [old, done, later, missed, today, cancelledAhead, todayEarlierSerial],
      TODAY,
    );

    expect(upcoming).toEqual([todayEarlierSerial, today, later]);
    expect(earlier).toEqual([cancelledAhead, missed, done, old]);
  });
});
