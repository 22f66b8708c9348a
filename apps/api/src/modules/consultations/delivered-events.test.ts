import { describe, expect, it } from 'vitest';
import { DeliveredEvents, LOOK_BACK_SECONDS } from './delivered-events.js';

// What one room stream remembers of what it sent: enough to send a late commit once, never an event twice, and no
// more than a minute's worth of numbers however long the call runs.

describe('DeliveredEvents', () => {
  it("when a stream starts after the room's last event, then what was there counts as sent and the next read asks for what is newer or late", () => {
    const delivered = new DeliveredEvents(40, [31, 38, 40, 45]);
    expect(delivered.last).toBe(40);
    // 45 is above the start: not "already there" but a new event when it comes.
    expect(delivered.window()).toEqual({
      after: 40,
      floor: 0,
      lookBackSeconds: LOOK_BACK_SECONDS,
      delivered: [31, 38, 40],
    });
    expect(delivered.deliver(38)).toBe(false);
    expect(delivered.deliver(45)).toBe(true);
  });

  it('when a late event (below the highest sent) is sent, then the stream id stays the highest, and it is never sent again', () => {
    const delivered = new DeliveredEvents(0, []);
    expect(delivered.deliver(12)).toBe(true);
    expect(delivered.deliver(10)).toBe(true);
    expect(delivered.last).toBe(12);
    expect(delivered.deliver(10)).toBe(false);
    expect(delivered.window().delivered).toEqual([12, 10]);
  });

  it('when a minute has passed since a number was sent, then it is forgotten (its row is out of the look-back window by then)', () => {
    let now = 1_000_000;
    const delivered = new DeliveredEvents(0, [], () => now);
    delivered.deliver(5);
    now += 30_000;
    delivered.deliver(6);
    now += 31_000;
    expect(delivered.window().delivered).toEqual([6]);
    expect(delivered.last).toBe(6);
  });

  it('when a burst passes the most it remembers, then the oldest are forgotten and nothing at or below them is read again', () => {
    const delivered = new DeliveredEvents(0, []);
    for (let id = 1; id <= 2001; id++) delivered.deliver(id);
    const window = delivered.window();
    expect(window.delivered).toHaveLength(2000);
    expect(window.floor).toBe(1);
    expect(delivered.deliver(1)).toBe(false);
  });
});
