import { render, screen, within } from '@testing-library/react';
import type { RoomSummary } from '@hospital/contract/consultations';
import type { Queue, QueueEntry } from '@hospital/contract/queue';
import { describe, expect, it } from 'vitest';
import { queueEntry } from '../testing/queue-entry';
import { RoomWaiters } from './room-waiters';

const room = (state: RoomSummary['state']): RoomSummary => ({
  state,
  mode: 'video',
  waitingSince: '2026-11-22T04:05:00.000Z',
  startedAt: state === 'waiting' ? null : '2026-11-22T04:10:00.000Z',
  endedAt: state === 'ended' ? '2026-11-22T04:20:00.000Z' : null,
  minutes: state === 'waiting' ? null : 10,
});
const entry = (serialNo: number, name: string, consultation: RoomSummary | null = null) =>
  queueEntry(serialNo, name, consultation);
const queueOf = (waiting: QueueEntry[], nowServing: QueueEntry | null = null): Queue => ({
  doctorId: 'd00000000000000000000001',
  date: '2026-11-22',
  nowServing,
  next: waiting[0] ?? null,
  waiting,
  doneCount: 0,
  averageMinutes: 9,
  lastCalledAt: null,
});

describe('who waits in a consultation room, on the queue', () => {
  it('when remote patients wait in their rooms, then each is named with their serial; others are not', () => {
    render(
      <RoomWaiters
        queue={queueOf(
          [entry(3, 'Sadia Islam'), entry(4, 'Rakib Hasan', room('waiting')), entry(6, 'Mitu Das', room('waiting'))],
          entry(2, 'Karim Uddin', room('live')),
        )}
      />,
    );
    const list = screen.getByRole('list', { name: 'Waiting in room' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Waiting in room4Rakib Hasan', 'Waiting in room6Mitu Das']);
  });

  it('when no one waits in a room, then nothing shows', () => {
    const { container } = render(
      <RoomWaiters queue={queueOf([entry(3, 'Sadia Islam'), entry(4, 'Rakib Hasan', room('ended'))])} />,
    );
    expect(container.textContent).toBe('');
  });
});
