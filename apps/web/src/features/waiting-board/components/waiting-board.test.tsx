import { act, screen, waitFor, within } from '@testing-library/react';
import type { Board, BoardDoctor } from '@hospital/contract/queue';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/http';
import { renderApp } from '@/test/render';
import { jsonResponse } from '@/test/tokens';

const doctor = (overrides: Partial<BoardDoctor> = {}): BoardDoctor => ({
  _id: 'd00000000000000000000001',
  title: 'Dr.',
  fullName: 'Tanvir Ahmed',
  photo: '/d.svg',
  speciality: 'Medicine',
  date: '2026-11-22',
  nowServing: 12,
  next: 13,
  waitingCount: 5,
  lastCalledAt: '2026-11-22T10:00:00.000Z',
  onLeave: false,
  ...overrides,
});

let board: Board;
let boardStatus: number;
let streams: Array<{ send: (event: string, data: unknown) => void; drop: () => void }>;
let streamStatus: number;

/** A text/event-stream the test writes into; `drop` breaks it as a lost network would. */
function openStream(): Response {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
    },
  });
  streams.push({
    send: (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    drop: () => controller.error(new TypeError('network error')),
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const refusal = (status: number, message: string) =>
  jsonResponse(status, { success: false, statusCode: status, message, errorSources: [] });

beforeEach(() => {
  board = {
    label: 'Ground floor waiting room',
    date: '2026-11-22',
    doctors: [
      doctor(),
      doctor({
        _id: 'd00000000000000000000002',
        fullName: 'Abdul Karim',
        nowServing: null,
        next: 1,
        waitingCount: 3,
        lastCalledAt: null,
      }),
    ],
  };
  boardStatus = 200;
  streamStatus = 200;
  streams = [];
  stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/board/tok-1/stream')
      return streamStatus === 200
        ? openStream()
        : refusal(streamStatus, 'This board link was revoked. Ask an administrator for a new one.');
    if (path === '/board/tok-1') return boardStatus === 200 ? ok(board) : refusal(boardStatus, 'gone');
    return refusal(404, 'Board link not found.');
  });
});

const panelOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const servingIn = (name: string) =>
  within(
    within(panelOf(name))
      .getByRole('heading', { name: /Now serving/ })
      .closest('section')!,
  )
    .getAllByRole('paragraph')
    .map((p) => p.textContent);

describe('waiting-room board', () => {
  it('when opened from its link, then each doctor shows now serving and next in Bangla and English, with no login', async () => {
    renderApp('/board/tok-1');
    expect(await screen.findByRole('heading', { name: 'Ground floor waiting room' })).toBeTruthy();
    const tanvir = panelOf('Dr. Tanvir Ahmed');
    expect(within(tanvir).getByRole('heading', { name: 'এখন চলছে Now serving' })).toBeTruthy();
    expect(within(tanvir).getByRole('heading', { name: 'পরের জন Next' })).toBeTruthy();
    expect(servingIn('Dr. Tanvir Ahmed')).toEqual(['12', '১২']);
    expect(within(tanvir).getByText('5 waiting')).toBeTruthy();
    expect(within(tanvir).getByText('৫ জন অপেক্ষায়')).toBeTruthy();
    expect(servingIn('Dr. Abdul Karim')).toEqual(['—']);
    expect(screen.getByText('২২ নভেম্বর, ২০২৬')).toBeTruthy();
  });

  it('when the desk calls, then the stream’s serial replaces the shown one', async () => {
    renderApp('/board/tok-1');
    await screen.findByRole('heading', { name: 'Ground floor waiting room' });
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() =>
      streams[0]!.send(
        'board',
        doctor({ nowServing: 13, next: 14, waitingCount: 4, lastCalledAt: '2026-11-22T10:05:00.000Z' }),
      ),
    );
    await waitFor(() => expect(servingIn('Dr. Tanvir Ahmed')).toEqual(['13', '১৩']));
    expect(within(panelOf('Dr. Tanvir Ahmed')).getByText('4 waiting')).toBeTruthy();
  });

  it('when the network drops, then the board says it is reconnecting, and it connects again and follows', async () => {
    renderApp('/board/tok-1');
    await screen.findByRole('heading', { name: 'Ground floor waiting room' });
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.drop());
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    board.doctors[0] = doctor({ nowServing: 20, next: 21 });
    await waitFor(() => expect(streams).toHaveLength(2), { timeout: 3000 });
    await waitFor(() => expect(servingIn('Dr. Tanvir Ahmed')).toEqual(['20', '২০']));
    expect(screen.queryByText('Reconnecting…')).toBeNull();
  });

  it('when the admin revokes the link, then the board says so in both languages', async () => {
    renderApp('/board/tok-1');
    await screen.findByRole('heading', { name: 'Ground floor waiting room' });
    await waitFor(() => expect(streams).toHaveLength(1));
    boardStatus = 410;
    act(() => streams[0]!.send('revoked', {}));
    expect(await screen.findByText('This board link was revoked. Ask an administrator for a new one.')).toBeTruthy();
    expect(screen.getByText('এই বোর্ডের লিংকটি বাতিল করা হয়েছে। নতুন লিংকের জন্য অ্যাডমিনকে বলুন।')).toBeTruthy();
    expect(screen.queryByText('12')).toBeNull();
  });

  it('when the link is unknown, then the board says it is not valid', async () => {
    boardStatus = 404;
    streamStatus = 404;
    renderApp('/board/tok-1');
    expect(await screen.findByText('This board link is not valid. Ask an administrator for a new one.')).toBeTruthy();
  });
});
