import { expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

it('when events arrive whole, then each is dispatched with its type and data', () => {
  expect(parse(['event: ready\ndata: {}\n\nevent: notification\ndata: {"_id":"a"}\n\n'])).toEqual([
    { event: 'ready', data: '{}' },
    { event: 'notification', data: '{"_id":"a"}' },
  ]);
});

it('when chunks split lines, fields and a CRLF anywhere, then the same events come out', () => {
  const whole = 'event: notification\r\ndata: {"message":"New callback"}\r\n\r\n';
  for (let cut = 1; cut < whole.length; cut += 1) {
    expect(parse([whole.slice(0, cut), whole.slice(cut)])).toEqual([
      { event: 'notification', data: '{"message":"New callback"}' },
    ]);
  }
});

it('when the server sends ping comments, then they are skipped', () => {
  expect(parse([': ping\n\n', 'event: ready\n', ': ping\n', 'data: {}\n\n', ': ping\n\n'])).toEqual([
    { event: 'ready', data: '{}' },
  ]);
});

it('when an event has several data lines and no type, then they are joined with newlines as a message', () => {
  expect(parse(['data: one\ndata:two\rdata\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo\n' }]);
});

it('when an event has no data line or is not finished by a blank line, then it is not dispatched', () => {
  expect(parse(['event: ready\n\n', 'event: notification\ndata: {}\n'])).toEqual([]);
});
