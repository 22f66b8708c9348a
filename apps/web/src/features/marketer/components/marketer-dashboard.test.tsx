import { screen, waitFor, within } from '@testing-library/react';
import {
  alreadyReferredMessage,
  type MarketerDashboard,
  type MarketerMe,
  type Referral,
} from '@hospital/contract/marketing';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDoctor } from '@/test/factories';
import { ok, refused, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';
import userEvent from '@testing-library/user-event';

const STATION = { _id: '65f1a0000000000000000001', name: 'DMCH' };
const OLD_STATION = { _id: '65f1a0000000000000000002', name: 'Birdem', retired: true };

const ME: MarketerMe = {
  name: 'Kamal Hossain',
  code: 'KAMAL234',
  link: 'http://localhost/?ref=KAMAL234',
  stations: [STATION],
};

const referral = (overrides: Partial<Referral>): Referral => ({
  _id: '65f1b0000000000000000001',
  name: 'Rina Akter',
  age: 30,
  contact: '01711000001',
  station: { ...STATION, retired: false },
  doctor: null,
  speciality: null,
  note: '',
  createdAt: '2026-11-20T05:00:00.000Z',
  state: 'referred',
  ...overrides,
});

const REFERRALS: Referral[] = [
  referral({ _id: '65f1b0000000000000000001', name: 'Rina Akter', state: 'referred' }),
  referral({ _id: '65f1b0000000000000000002', name: 'Jamal Uddin', state: 'booked', speciality: 'Kidney' }),
  referral({ _id: '65f1b0000000000000000003', name: 'Shila Das', state: 'visited' }),
  referral({ _id: '65f1b0000000000000000004', name: 'Babul Mia', state: 'no-show', station: OLD_STATION }),
];

const counts = { referrals: 0, booked: 0, visited: 0, noShow: 0 };
const DASHBOARD: MarketerDashboard = {
  weeks: [
    { weekStart: '2026-11-21', ...counts, referrals: 3, booked: 1, visited: 1 },
    { weekStart: '2026-11-14', ...counts, referrals: 1, noShow: 1 },
  ],
  stations: [
    { station: { ...STATION, retired: false }, referrals: 3, booked: 1, visited: 1, noShow: 0 },
    { station: OLD_STATION, referrals: 1, booked: 0, visited: 0, noShow: 1 },
  ],
  linkBookings: { booked: 2, visited: 1, noShow: 0 },
  slotRequests: [
    {
      _id: '65f1c0000000000000000001',
      name: 'Baby of Rina',
      age: 0,
      contact: '01711000009',
      station: 'DMCH',
      department: 'NICU',
      status: 'approved',
      bookedBy: { name: 'Kamal Hossain' },
      createdAt: '2026-11-22T05:00:00.000Z',
    },
  ],
};

const DOCTOR = makeDoctor({ fullName: 'Nasrin Sultana', title: 'Prof. Dr.', speciality: 'Gynae' });

let fetchMock: ReturnType<typeof stubFetch>;
let answerPost: () => Response;

beforeEach(() => {
  answerPost = () => ok(REFERRALS[0], 'Referral recorded.', 201);
  fetchMock = stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (request.method === 'POST' && path === '/marketing/referrals') return answerPost();
    if (path === '/marketing/me') return ok(ME);
    if (path === '/marketing/referrals') return ok(REFERRALS);
    if (path === '/marketing/dashboard') return ok(DASHBOARD);
    if (path === '/doctors/consultants') return ok([DOCTOR]);
    return ok([]);
  });
  vi.spyOn(toast, 'error');
});

const openDashboard = async () => {
  const view = renderAppAs('marketer', '/marketer/', { userName: 'Kamal Hossain' });
  await screen.findByRole('heading', { name: 'Record a referral' });
  return { ...view, user: userEvent.setup() };
};
const referralPosts = () => requestsTo(fetchMock, 'POST', /\/marketing\/referrals$/);

describe('the marketer dashboard', () => {
  it('when it opens, then each referral shows what became of it, with the figures by week and by station', async () => {
    await openDashboard();

    const items = await screen.findAllByTestId('referral');
    expect(items.map((item) => [within(item).getByText(/Akter|Uddin|Das|Mia/).textContent, item.textContent])).toEqual([
      ['Rina Akter 30 yrs', expect.stringContaining('Referred')],
      ['Jamal Uddin 30 yrs', expect.stringContaining('Booked')],
      ['Shila Das 30 yrs', expect.stringContaining('Visited')],
      ['Babul Mia 30 yrs', expect.stringContaining('No show')],
    ]);
    expect(items[1]!.textContent).toContain('Kidney');
    expect(items[3]!.textContent).toContain('Birdem (retired)');

    const byWeek = await screen.findByRole('table', { name: 'By week' });
    const weekRows = within(byWeek).getAllByRole('row').slice(1);
    expect(weekRows.map((row) => row.textContent)).toEqual(['21 Nov 20263110', '14 Nov 20261001']);
    const byStation = screen.getByRole('table', { name: 'By station' });
    expect(within(byStation).getByRole('rowheader', { name: 'Birdem (retired)' })).toBeTruthy();
    expect(screen.getByText('Bookings by your link: 2 booked, 1 visited, 0 no show.')).toBeTruthy();

    const slots = screen.getByRole('region', { name: 'Your emergency slot requests' });
    expect(within(slots).getByText('Baby of Rina · NICU')).toBeTruthy();
    expect(within(slots).getByText('Approved')).toBeTruthy();
  });

  it('when it opens, then the personal link is shown with its QR code and the printable cards carry both', async () => {
    await openDashboard();
    expect(screen.getByRole('link', { name: ME.link })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code of your link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const cards = screen.getAllByTestId('marketer-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]!.textContent).toContain('Kamal Hossain');
    expect(cards[0]!.textContent).toContain(ME.link);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles.find((css) => css.includes('@media print'))).toContain('marketer-card-sheet');

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print my card' }));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('recording a referral', () => {
  it('when the form is sent empty, then the first reason is toasted and nothing is sent', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Record referral' }));

    expect(toast.error).toHaveBeenCalledWith('Patient name is required', expect.anything());
    expect(screen.getByLabelText('Patient name').getAttribute('aria-invalid')).toBe('true');
    expect(referralPosts()).toEqual([]);
  });

  it('when a number is not a Bangladeshi mobile number, then it is refused before sending', async () => {
    const { user } = await openDashboard();
    await user.type(screen.getByLabelText('Patient name'), 'Rina Akter');
    await user.type(screen.getByLabelText('Age'), '30');
    await user.type(screen.getByLabelText('Contact number'), '0123');
    await user.click(screen.getByRole('button', { name: 'Record referral' }));

    expect(toast.error).toHaveBeenCalledWith('Contact number must be 11 digits long', expect.anything());
    expect(referralPosts()).toEqual([]);
  });

  it('when typed with Bengali digits and +880, then the number and age are sent as the contract reads them', async () => {
    const { user } = await openDashboard();
    await screen.findByRole('option', { name: 'Prof. Dr. Nasrin Sultana (Gynae)' });
    await user.type(screen.getByLabelText('Patient name'), 'Rina Akter');
    await user.type(screen.getByLabelText('Age'), '৩৫');
    await user.type(screen.getByLabelText('Contact number'), '+৮৮০ ১৭১২-৩৪৫৬৭৮');
    // The marketer's only station is already chosen.
    expect((screen.getByRole('combobox', { name: 'Station' }) as HTMLSelectElement).value).toBe(STATION._id);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Doctor' }), DOCTOR._id);
    await user.type(screen.getByLabelText(/^Note/), 'Needs a morning visit');
    await user.click(screen.getByRole('button', { name: 'Record referral' }));

    await waitFor(() => expect(referralPosts()).toHaveLength(1));
    expect(await sentBody(referralPosts()[0]!)).toEqual({
      name: 'Rina Akter',
      age: 35,
      contact: '01712345678',
      stationId: STATION._id,
      doctorId: DOCTOR._id,
      speciality: null,
      note: 'Needs a morning visit',
    });
    await waitFor(() => expect((screen.getByLabelText('Patient name') as HTMLInputElement).value).toBe(''));
  });

  it('when the contact was referred in the last 30 days, then the server sentence naming who and when stays under the form', async () => {
    const sentence = alreadyReferredMessage('Sumon Ahmed', '2026-11-20');
    answerPost = () => refused(409, sentence);
    const { user } = await openDashboard();
    await user.type(screen.getByLabelText('Patient name'), 'Rina Akter');
    await user.type(screen.getByLabelText('Age'), '30');
    await user.type(screen.getByLabelText('Contact number'), '01711000001');
    await user.click(screen.getByRole('button', { name: 'Record referral' }));

    expect(await screen.findByTestId('referral-refusal')).toHaveProperty('textContent', sentence);
    expect(sentence).toContain('Sumon Ahmed');
    expect(sentence).toContain('20th Nov, 2026');
    // What was typed stays, to correct or to leave.
    expect((screen.getByLabelText('Patient name') as HTMLInputElement).value).toBe('Rina Akter');
  });
});

describe('the marketer dashboard in Bangla', () => {
  it('when read in Bangla, then the states, the figures and the form read Bangla', async () => {
    await renderAppInBanglaAs('marketer', '/marketer/');
    await screen.findByRole('heading', { name: 'রোগী পাঠানোর তথ্য লিখুন' });
    const items = await screen.findAllByTestId('referral');
    expect(items[0]!.textContent).toContain('পাঠানো হয়েছে');
    expect(items[1]!.textContent).toContain('সিরিয়াল নিয়েছেন');
    expect(items[2]!.textContent).toContain('দেখিয়েছেন');
    expect(items[3]!.textContent).toContain('আসেননি');
    expect(items[0]!.textContent).toContain('৩০ বছর');
    expect(await screen.findByRole('table', { name: 'সপ্তাহ অনুযায়ী' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আমার কার্ড প্রিন্ট করুন' })).toBeTruthy();
    expect(screen.getByLabelText('মোবাইল নম্বর')).toBeTruthy();
  });
});
