import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, expect, it, vi } from 'vitest';
import { ok, refused, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderWithStore } from '@/test/render';
import { ProveNumberPanel } from './prove-number-panel';

// After a booking, a patient whose number nobody proved is offered to prove it, so booking SMS come to it.

const NUMBER = '01711000111';
let proved: boolean;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  proved = false;
  vi.spyOn(toast, 'error');
  fetchMock = stubFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/v1/phone-proofs/mine') return ok({ contact: NUMBER, proved });
    if (pathname === '/api/v1/phone-proofs/send') return ok({ expiresInSeconds: 300 }, 'A code is on its way.');
    if (pathname === '/api/v1/phone-proofs/check') {
      const { code } = (await request.clone().json()) as { code: string };
      if (code !== '246810') return refused(400, 'The code is wrong or has expired. Ask for a new code.');
      proved = true;
      return ok({ contact: NUMBER, proved: true }, 'Your number is confirmed.');
    }
    return refused(404, 'Not found.');
  });
});

it('when the number is not proved, then the panel sends a code to it and, given the code, proves it and goes away', async () => {
  const user = userEvent.setup();
  renderWithStore(<ProveNumberPanel />);

  expect(await screen.findByRole('heading', { name: 'Get SMS about your bookings' })).toBeTruthy();
  expect(screen.getByText(/Your number 01711000111 is not confirmed yet/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('button', { name: 'Send a new code' });
  expect(await sentBody(requestsTo(fetchMock, 'POST', /\/phone-proofs\/send$/)[0]!)).toEqual({ contact: NUMBER });

  await user.type(screen.getByLabelText('Code from the SMS'), '২৪৬৮১০');
  await user.click(screen.getByRole('button', { name: 'Confirm number' }));

  await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Get SMS about your bookings' })).toBeNull());
  expect(await sentBody(requestsTo(fetchMock, 'POST', /\/phone-proofs\/check$/)[0]!)).toEqual({
    contact: NUMBER,
    code: '246810',
  });
});

it('when the code is wrong, then the server sentence is toasted and the panel stays', async () => {
  const user = userEvent.setup();
  renderWithStore(<ProveNumberPanel />);

  await user.type(await screen.findByLabelText('Code from the SMS'), '111111');
  await user.click(screen.getByRole('button', { name: 'Confirm number' }));

  await vi.waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(
      'The code is wrong or has expired. Ask for a new code.',
      expect.anything(),
    ),
  );
  expect(screen.getByRole('heading', { name: 'Get SMS about your bookings' })).toBeTruthy();
});

it('when the number is already proved, then nothing is shown', async () => {
  proved = true;
  const { store } = renderWithStore(<ProveNumberPanel />);
  // Once the answer is in the store, the panel has drawn what it will draw.
  await vi.waitFor(() =>
    expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toContain('fulfilled'),
  );
  expect(screen.queryByRole('heading', { name: 'Get SMS about your bookings' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
});
