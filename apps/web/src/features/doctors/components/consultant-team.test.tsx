import { SPECIALITIES } from '@hospital/contract/lists';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeDoctor } from '@/test/factories';
import { renderWithStore } from '@/test/render';
import { jsonResponse } from '@/test/tokens';
import { ConsultantTeam } from './consultant-team';

// 26 doctors, like the demo data: every speciality, some twice.
const DOCTORS = Array.from({ length: 26 }, (_, index) =>
  makeDoctor({
    fullName: `Doctor ${String(index + 1).padStart(2, '0')}`,
    speciality: SPECIALITIES[index % SPECIALITIES.length],
  }),
);

let requests: URL[];
let gate: Promise<void> | null;

/** Answers GET /doctors/consultants as the API does: searchTerm filters, limit 0 means all. */
function consultantsApi(url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const term = url.searchParams.get('searchTerm')?.toLowerCase();
  const matching = term ? DOCTORS.filter((doctor) => doctor.speciality.toLowerCase().includes(term)) : DOCTORS;
  const data = limit === 0 ? matching : matching.slice(0, limit);
  return jsonResponse(200, { success: true, statusCode: 200, message: 'Doctors retrieved successfully.', data });
}

beforeEach(() => {
  requests = [];
  gate = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(url);
      await gate;
      return consultantsApi(url);
    }),
  );
});

const renderTeam = (initialLimit = 10) =>
  renderWithStore(
    <MemoryRouter>
      <ConsultantTeam initialLimit={initialLimit} />
    </MemoryRouter>,
  );

const cardCount = () => within(screen.getByRole('list', { name: 'Consultants' })).getAllByRole('listitem').length;
const lastQuery = () => Object.fromEntries(requests.at(-1)!.searchParams);

describe('Team of Consultant grid (docs/product-spec.md §2, §4)', () => {
  it('when the grid first loads, then it asks for 10 doctors and shows 5 skeleton cards meanwhile', async () => {
    gate = new Promise(() => {}); // never answers: the skeleton stays
    renderTeam();
    const skeleton = await screen.findByRole('status', { name: 'Loading consultants' });
    expect(skeleton.children).toHaveLength(5);
    expect(lastQuery()).toEqual({ limit: '10' });
  });

  it('when See More Consultant is pressed, then it shows Loading... and the grid grows by 5', async () => {
    const user = userEvent.setup();
    renderTeam();
    await screen.findByRole('list', { name: 'Consultants' });
    expect(cardCount()).toBe(10);

    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'See More Consultant' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toHaveProperty('disabled', true);
    // A new page is a re-fetch: the 10-card skeleton stands in for the grid.
    expect(screen.getByRole('status', { name: 'Loading consultants' }).children).toHaveLength(10);
    release();

    await waitFor(() => expect(cardCount()).toBe(15));
    expect(lastQuery()).toEqual({ limit: '15' });
    expect(screen.getByRole('button', { name: 'See More Consultant' })).toBeTruthy();
  });

  it('when a speciality is chosen, then only its doctors show and the button becomes See All', async () => {
    const user = userEvent.setup();
    renderTeam();
    await screen.findByRole('list', { name: 'Consultants' });

    await user.click(screen.getByRole('button', { name: 'Kidney' }));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '0', searchTerm: 'Kidney' }));
    await waitFor(() => expect(cardCount()).toBe(2));
    expect(screen.getAllByText('Kidney', { selector: 'p' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Kidney' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'See More Consultant' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'See All' }));
    await waitFor(() => expect(cardCount()).toBe(26));
    expect(lastQuery()).toEqual({ limit: '0' });
    // Everyone is shown: there is nothing more to ask for.
    expect(screen.queryByRole('button', { name: /See More Consultant|See All/ })).toBeNull();
  });

  it('when the page is in Bangla and a speciality is chosen, then its cards name it with the filter’s Bangla word, and the search keeps the English keyword', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('bn'));
    renderTeam();
    const list = await screen.findByRole('list', { name: 'কনসালট্যান্ট' });
    expect(within(list).getAllByText('মেডিসিন', { selector: 'p' }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'কিডনি' }));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '0', searchTerm: 'Kidney' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'কনসালট্যান্ট' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.getAllByText('কিডনি', { selector: 'p' })).toHaveLength(2);
    expect(screen.queryByText('Kidney')).toBeNull();
  });

  it('when no doctor matches the speciality, then the spec empty state shows', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async (request: Request) => {
      requests.push(new URL(request.url));
      return jsonResponse(200, { success: true, statusCode: 200, message: 'ok', data: [] });
    });
    renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Psychiatrist' }));
    expect(await screen.findByText('Nothing found.')).toBeTruthy();
  });

  it('when the page lists everyone (/consultants), then it asks for limit 0 and offers no See More', async () => {
    renderTeam(0);
    await screen.findByRole('list', { name: 'Consultants' });
    expect(cardCount()).toBe(26);
    expect(lastQuery()).toEqual({ limit: '0' });
    expect(screen.queryByRole('button', { name: 'See More Consultant' })).toBeNull();
  });
});
