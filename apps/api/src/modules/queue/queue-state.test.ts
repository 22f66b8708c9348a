import { describe, expect, it } from 'vitest';
import { averageMinutes, callOrder, type QueueRow } from './queue-state.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 2, 10, minute));

function row(serialNo: number, change: Partial<QueueRow> = {}): QueueRow {
  return {
    id: `a${serialNo}`,
    serialNo,
    status: 'pending',
    patientRef: `p${serialNo}`,
    patientName: `Patient ${serialNo}`,
    arrivedAt: null,
    calledAt: null,
    doneAt: null,
    requeueAfterCall: null,
    turnAlertAt: null,
    ...change,
  };
}

const serials = (rows: QueueRow[]) => rows.map((r) => r.serialNo);

describe('callOrder', () => {
  it('when nobody has arrived, then serials are called lowest first', () => {
    expect(serials(callOrder([row(3), row(1), row(2)], 0))).toEqual([1, 2, 3]);
  });

  it('when some have arrived, then the arrived are called first, each group by serial', () => {
    expect(serials(callOrder([row(1), row(2, { arrivedAt: at(5) }), row(3), row(4, { arrivedAt: at(1) })], 0))).toEqual(
      [2, 4, 1, 3],
    );
  });

  it('when a patient was skipped at call 5, then calls 6 and 7 take others and call 8 takes them, ahead of the arrived', () => {
    const skipped = row(1, { requeueAfterCall: 7 });
    expect(serials(callOrder([skipped, row(2), row(3, { arrivedAt: at(0) }), row(4)], 5))).toEqual([3, 2, 1, 4]);
  });

  it('when only a skipped patient is left, then they are still called', () => {
    expect(serials(callOrder([row(9, { requeueAfterCall: 12 })], 10))).toEqual([9]);
  });
});

describe('averageMinutes', () => {
  it('when nothing is done yet, then it is the default', () => {
    expect(averageMinutes([row(1, { calledAt: at(0) })], 10)).toBe(10);
  });

  it('when three are done 24 minutes after the first call, then it is 8 minutes per patient', () => {
    const rows = [
      row(1, { status: 'done', calledAt: at(0), doneAt: at(7) }),
      row(2, { status: 'done', calledAt: at(7), doneAt: at(15) }),
      row(3, { status: 'done', calledAt: at(15), doneAt: at(24) }),
      row(4, { calledAt: at(24) }),
    ];
    expect(averageMinutes(rows, 10)).toBe(8);
  });

  it('when visits were marked done without calls, then the gaps between them count', () => {
    const rows = [
      row(1, { status: 'done', doneAt: at(0) }),
      row(2, { status: 'done', doneAt: at(12) }),
      row(3, { status: 'done', doneAt: at(24) }),
    ];
    expect(averageMinutes(rows, 10)).toBe(12);
    expect(averageMinutes([row(1, { status: 'done', doneAt: at(0) })], 10)).toBe(10);
  });

  it('stays within 1 to 120 minutes', () => {
    expect(
      averageMinutes([row(1, { status: 'done', calledAt: at(0), doneAt: new Date(at(0).getTime() + 5_000) })], 10),
    ).toBe(1);
    expect(
      averageMinutes(
        [row(1, { status: 'done', calledAt: at(0), doneAt: new Date(at(0).getTime() + 10 * 3_600_000) })],
        10,
      ),
    ).toBe(120);
  });
});
