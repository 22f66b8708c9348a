import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Callback } from '@hospital/contract/callbacks';
import type { Role } from '@hospital/contract/lists';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/test/http';
import { renderAppAs } from '@/test/render';

const WAITING: Callback = {
  _id: 'a'.repeat(24),
  name: 'Mominul Haque',
  contactNo: '01722334455',
  message: 'I want to know the fee for a cardiology consultation this week.',
  remarks: null,
  answeredBy: null,
  answeredAt: null,
  createdAt: '2026-01-05T04:00:00.000Z',
};
const ANSWERED: Callback = {
  _id: 'b'.repeat(24),
  name: 'Tariq Aziz',
  contactNo: '01944556677',
  message: 'Is the skin specialist available on Friday morning?',
  remarks: 'Told him Friday is off; booked Saturday.',
  answeredBy: { name: 'Rubel Mia' },
  answeredAt: '2026-01-05T05:30:00.000Z',
  createdAt: '2026-01-05T03:00:00.000Z',
};

let callbacks: Callback[];
let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
const remarkCalls = () =>
  fetchMock.mock.calls.map(([r]) => r).filter((r) => r.url.includes('/callback/update-remarks/'));

beforeEach(() => {
  callbacks = [WAITING, ANSWERED];
  fetchMock = vi.fn(async (request: Request) => {
    if (request.url.endsWith('/callback/all-callback'))
      return ok(callbacks, 'Callback requests retrieved successfully.');
    if (request.url.includes('/callback/update-remarks/')) {
      const { updatedDoc } = (await request.clone().json()) as { updatedDoc: { remarks: string } };
      const answered = {
        ...WAITING,
        remarks: updatedDoc.remarks,
        answeredBy: { name: 'Nasrin' },
        answeredAt: new Date().toISOString(),
      };
      callbacks = [answered, ANSWERED];
      return ok(answered, 'Remarks saved.');
    }
    if (request.url.endsWith('/notification')) return ok([]);
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'loading');
});

const renderAs = (role: Role) => renderAppAs(role, '/attendant/callback-requests');

describe('callback requests screen', () => {
  it('when the desk opens it, then waiting and answered requests show with a phone link and the answer note', async () => {
    renderAs('attendant');
    const waiting = await screen.findByRole('article', { name: 'Mominul Haque' }, { timeout: 3000 });
    expect(
      within(waiting)
        .getByRole('link', { name: /01722334455/ })
        .getAttribute('href'),
    ).toBe('tel:+8801722334455');
    expect(within(waiting).getByText(WAITING.message)).toBeTruthy();

    const answered = screen.getByRole('article', { name: 'Tariq Aziz' });
    expect(within(answered).getByText(ANSWERED.remarks!)).toBeTruthy();
    expect(within(answered).getByText(/By Rubel Mia/)).toBeTruthy();
    expect(within(answered).getByText(/5 Jan 2026, 11:30 AM/)).toBeTruthy();
    expect(within(answered).queryByRole('button')).toBeNull();
    expect(document.title).toBe('Callback Requests | Nirmoy Specialized Hospital');
  });

  it('when an unanswered card is answered, then the remarks are saved with Working... and the card moves to Answered', async () => {
    const user = userEvent.setup();
    renderAs('admin');
    await user.click(await screen.findByRole('button', { name: 'Answer Mominul Haque' }, { timeout: 3000 }));
    const dialog = screen.getByRole('dialog', { name: "How's your experience about this call?" });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(toast.error).toHaveBeenCalledWith('Remarks are required.', expect.anything());
    expect(remarkCalls()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Remarks'), 'Quoted the cardiology fee; he will book online.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.loading).toHaveBeenCalledWith('Working...');
    expect(await remarkCalls()[0]!.json()).toEqual({
      updatedDoc: { remarks: 'Quoted the cardiology fee; he will book online.' },
    });
    expect(remarkCalls()[0]!.method).toBe('PUT');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Waiting for a call/ })).toBeNull());
    expect(screen.getByText('Quoted the cardiology fee; he will book online.')).toBeTruthy();
  });

  it('when a patient opens the page, then it says it is for the desk and asks the API nothing', async () => {
    renderAs('patient');
    expect(await screen.findByText("This page is for the hospital's front desk.")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([r]) => r.url.includes('/callback'))).toBe(false);
  });
});
