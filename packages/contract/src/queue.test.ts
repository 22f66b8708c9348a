import { describe, expect, it } from 'vitest';
import {
  BOARD_DOCTORS_REQUIRED_MESSAGE,
  boardLinkInputSchema,
  liveVisitSchema,
  queueQuerySchema,
  queueSchema,
} from './queue.js';
import { firstMessageAt, issuesOf, itReportsEachMessage, tooLongRow } from './testing/message-table.js';

const DOCTOR_ID = '64b7f0c2a1b2c3d4e5f60718';
const OTHER_ID = '64b7f0c2a1b2c3d4e5f60719';
/** `count` different doctor ids. */
const doctorIds = (count: number) =>
  Array.from({ length: count }, (_, i) => `64b7f0c2a1b2c3d4e5f607${String(i).padStart(2, '0')}`);

describe('boardLinkInputSchema', () => {
  itReportsEachMessage(boardLinkInputSchema, { label: 'Ground floor', doctorIds: [DOCTOR_ID] }, [
    {
      case: 'the label is missing',
      path: 'label',
      outside: undefined,
      inside: 'G',
      message: 'Name the board, for example "Ground floor waiting room".',
    },
    tooLongRow('the label has', 'label', 60, 'The board name must not exceed 60 characters.'),
    {
      case: 'no doctor is chosen',
      path: 'doctorIds',
      outside: [],
      inside: [OTHER_ID],
      message: BOARD_DOCTORS_REQUIRED_MESSAGE,
    },
    {
      case: 'the doctors are not a list',
      path: 'doctorIds',
      outside: DOCTOR_ID,
      inside: [DOCTOR_ID],
      message: BOARD_DOCTORS_REQUIRED_MESSAGE,
    },
    {
      case: 'a doctor is chosen twice',
      path: 'doctorIds',
      outside: [DOCTOR_ID, DOCTOR_ID],
      inside: [DOCTOR_ID, OTHER_ID],
      message: 'Each doctor can be chosen once.',
    },
    {
      case: 'thirteen doctors are chosen',
      path: 'doctorIds',
      outside: doctorIds(13),
      inside: doctorIds(12),
      message: 'A board shows at most 12 doctors.',
    },
  ]);

  it('refuses a doctor id that is not 24 lowercase hex characters', () => {
    expect(firstMessageAt(boardLinkInputSchema, { label: 'G', doctorIds: ['nope'] }, 'doctorIds.0')).toBe(
      'Invalid doctor id.',
    );
  });
});

describe('queueQuerySchema', () => {
  it('reads an empty or absent date as today (undefined)', () => {
    expect(queueQuerySchema.parse({ date: '' })).toEqual({ date: undefined });
    expect(queueQuerySchema.parse({})).toEqual({ date: undefined });
    expect(queueQuerySchema.parse({ date: '2026-01-02' })).toEqual({ date: '2026-01-02' });
  });
});

describe('queueSchema and liveVisitSchema', () => {
  const entry = {
    _id: OTHER_ID,
    serialNo: 12,
    patient: { name: 'Karim' },
    arrivedAt: null,
    calledAt: '2026-01-02T11:00:00.000Z',
    skipped: false,
  };

  it('accept a queue with someone being seen and one waiting', () => {
    const queue = {
      doctorId: DOCTOR_ID,
      date: '2026-01-02',
      nowServing: entry,
      next: { ...entry, serialNo: 13, calledAt: null },
      waiting: [{ ...entry, serialNo: 13, calledAt: null }],
      doneCount: 11,
      averageMinutes: 8,
      lastCalledAt: '2026-01-02T11:00:00.000Z',
    };
    expect(issuesOf(queueSchema, queue)).toEqual([]);
  });

  it("accept a remote appointment's room on its queue entry: waiting in the room, or none for a hospital visit", () => {
    const waitingInRoom = {
      state: 'waiting',
      mode: 'video',
      waitingSince: '2026-01-02T10:55:00.000Z',
      startedAt: null,
      endedAt: null,
      minutes: null,
    };
    const queue = {
      doctorId: DOCTOR_ID,
      date: '2026-01-02',
      nowServing: { ...entry, consultation: null },
      next: { ...entry, serialNo: 13, calledAt: null, consultation: waitingInRoom },
      waiting: [{ ...entry, serialNo: 13, calledAt: null, consultation: waitingInRoom }],
      doneCount: 11,
      averageMinutes: 8,
      lastCalledAt: '2026-01-02T11:00:00.000Z',
    };
    expect(issuesOf(queueSchema, queue)).toEqual([]);
    expect(
      queueSchema.safeParse({ ...queue, next: { ...queue.next, consultation: { ...waitingInRoom, minutes: -1 } } })
        .success,
    ).toBe(false);
  });

  it('accept the patient view "now serving 12, you are 17, about 40 minutes" and carry no contact field', () => {
    const visit = {
      appointmentId: OTHER_ID,
      date: '2026-01-02',
      serialNo: 17,
      state: 'waiting',
      doctor: { _id: DOCTOR_ID, title: 'Dr.', fullName: 'A. Rahman' },
      patient: { _id: OTHER_ID, name: 'Karim' },
      nowServing: 12,
      ahead: 4,
      estimatedMinutes: 40,
      averageMinutes: 8,
      arrivedAt: null,
    };
    expect(issuesOf(liveVisitSchema, visit)).toEqual([]);
    expect(Object.keys(liveVisitSchema.shape)).not.toContain('contact');
    const remote = {
      ...visit,
      consultationMethod: 'audio',
      consultationUrl: `https://h.example/consultation/${OTHER_ID}`,
    };
    expect(issuesOf(liveVisitSchema, remote)).toEqual([]);
  });
});
