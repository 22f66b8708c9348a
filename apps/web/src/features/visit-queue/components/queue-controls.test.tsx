import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Queue } from '@hospital/contract/queue';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { ok, stubFetch } from '@/test/http';
import { jsonResponse } from '@/test/tokens';
import { fakeEventStream } from '../testing/fake-stream';
import { queueEntry as entry } from '../testing/queue-entry';
import { renderAtDesk } from '../testing/render-at-desk';
import { QueueControls } from './queue-controls';

const DOCTOR = 'd00000000000000000000001';
const queueOf = (overrides: Partial<Queue> = {}): Queue => ({
  doctorId: DOCTOR,
  date: '2026-11-22',
  nowServing: null,
  next: entry(3, 'Sadia Islam'),
  waiting: [entry(3, 'Sadia Islam'), entry(4, 'Rakib Hasan'), entry(5, 'Mitu Das')],
  doneCount: 2,
  averageMinutes: 9,
  lastCalledAt: null,
  ...overrides,
});

let current: Queue;
let stream: ReturnType<typeof fakeEventStream>;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  current = queueOf();
  stream = fakeEventStream();
  vi.spyOn(toast, 'success');
  fetchMock = stubFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/queue/stream') return stream.open();
    if (path === `/queue/${DOCTOR}` && request.method === 'GET') return ok(current, 'Queue retrieved successfully.');
    if (path === `/queue/${DOCTOR}/call-next` && request.method === 'POST') {
      if (!current.next)
        return jsonResponse(409, {
          success: false,
          statusCode: 409,
          message: 'No one is waiting in the queue.',
          errorSources: [],
        });
      const [called, ...rest] = current.waiting;
      current = queueOf({
        nowServing: { ...called!, calledAt: '2026-11-22T10:00:00.000Z' },
        next: rest[0] ?? null,
        waiting: rest,
      });
      return ok(current, `Now serving serial ${called!.serialNo}.`);
    }
    return jsonResponse(404, { success: false, statusCode: 404, message: 'Not found', errorSources: [] });
  });
});

const renderControls = () =>
  renderAtDesk(<QueueControls doctorId={DOCTOR} doctorName="Dr. Tanvir Ahmed" date="2026-11-22" />);

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('queue controls', () => {
  it('when the queue loads, then it shows next, waiting, done and minutes each, and Recall/Skip wait for a called serial', async () => {
    renderControls();
    expect(await screen.findByRole('heading', { name: 'Queue — Dr. Tanvir Ahmed' })).toBeTruthy();
    await waitFor(() => expect(figure('Next')).toBe('3'));
    expect([figure('Now serving'), figure('Waiting'), figure('Done'), figure('Minutes each')]).toEqual([
      '—',
      '3',
      '2',
      '9',
    ]);
    expect(screen.getByRole('button', { name: 'Recall' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveProperty('disabled', true);
  });

  it('when Call next is pressed, then the server is asked and the called serial shows with the server’s sentence', async () => {
    const user = userEvent.setup();
    renderControls();
    await waitFor(() => expect(figure('Next')).toBe('3'));
    await user.click(screen.getByRole('button', { name: 'Call next' }));
    await waitFor(() => expect(figure('Now serving')).toBe('3'));
    expect(figure('Next')).toBe('4');
    expect(screen.getByText('Sadia Islam')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Now serving serial 3.', expect.anything());
    const posts = fetchMock.mock.calls.map(([request]) => request).filter((request) => request.method === 'POST');
    expect(posts.map((request) => new URL(request.url).pathname)).toEqual([`/api/v1/queue/${DOCTOR}/call-next`]);
    expect(screen.getByRole('button', { name: 'Recall' })).toHaveProperty('disabled', false);
  });

  it('when another desk calls, then the stream’s queue replaces the shown one without a reload', async () => {
    renderControls();
    await waitFor(() => expect(figure('Next')).toBe('3'));
    current = queueOf({
      nowServing: entry(3, 'Sadia Islam'),
      next: entry(4, 'Rakib Hasan'),
      waiting: [entry(4, 'Rakib Hasan')],
      doneCount: 5,
    });
    act(() => stream.send('queue', current));
    await waitFor(() => expect(figure('Now serving')).toBe('3'));
    expect([figure('Next'), figure('Waiting'), figure('Done')]).toEqual(['4', '1', '5']);
    // Another doctor's queue on the same stream leaves this one alone.
    act(() => stream.send('queue', queueOf({ doctorId: 'd00000000000000000000002', doneCount: 40 })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(figure('Done')).toBe('5');
  });

  it('when the screen is in Bangla, then the labels and numbers are Bangla, and back in English', async () => {
    await changeLanguage('bn');
    renderControls();
    await waitFor(() => expect(figure('পরের জন')).toBe('৩'));
    expect(screen.getByRole('button', { name: 'পরের জনকে ডাকুন' })).toBeTruthy();
    expect(figure('দেখা শেষ')).toBe('২');
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Call next' })).toBeTruthy();
  });
});
