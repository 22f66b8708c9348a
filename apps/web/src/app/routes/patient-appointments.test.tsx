import type { PatientAppointment } from '@hospital/contract/appointments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFromToken } from '@/features/auth/stores/access-token';
import { makePatientAppointment } from '@/test/factories';
import { ok, refused, sentBody } from '@/test/http';
import { expectEachText, renderApp, type User } from '@/test/render';
import { setRuntimeSettings } from '@/test/runtime-settings';
import { fakeAccessToken } from '@/test/tokens';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

const token = fakeAccessToken();
const loggedIn = { token, user: userFromToken(token) };

let appointments: PatientAppointment[];
let sent: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  sent = [];
  appointments = [];
  vi.spyOn(toast, 'error');
  vi.stubGlobal('fetch', async (request: Request) => {
    const body = await sentBody(request);
    sent.push({ method: request.method, url: request.url, body });
    if (request.url.endsWith('/appointment/current-user')) return ok(appointments);
    if (request.url.endsWith('/reviews/create-review')) {
      // As the API does: the named visit now carries the stars.
      const { appointmentId, rating } = body as { appointmentId: string; rating: number };
      appointments = appointments.map((a) => (a._id === appointmentId ? { ...a, review: { rating } } : a));
      return ok(null, 'Thank you for your review.', 201);
    }
    return refused(404, 'Not found');
  });
});
afterEach(() => vi.restoreAllMocks());

/** A second doctor, for the lists that hold visits to two. */
const SECOND_DOCTOR = {
  _id: 'd00000000000000000000002',
  title: 'Dr.',
  fullName: 'Shirin Sultana',
  speciality: 'Gynae',
  photo: '/x.svg',
};

const card = (doctorName: string) => screen.getByRole('article', { name: doctorName });

describe('patient appointments page (docs/product-spec.md §2)', () => {
  it('when the patient has appointments, then each card shows the spec fields with its actions', async () => {
    appointments = [
      makePatientAppointment({
        serialNo: 4,
        consultationMethod: 'audio',
        refundStatus: 'processing',
        status: 'cancelled',
        paymentStatus: 'paid',
      }),
      makePatientAppointment({
        serialNo: 9,
        status: 'done',
        paymentStatus: 'failed',
        doctor: SECOND_DOCTOR,
      }),
    ];
    renderApp('/patient/', loggedIn);

    const cancelled = await screen.findByRole('article', { name: 'Prof. Dr. Kamrul Hasan' });
    expectEachText(cancelled, [
      '1st Jan, 2026',
      'Rahima Akter',
      'Voice Call',
      '1,500/-',
      'paid',
      'cancelled',
      'Refund processing',
      '4',
    ]);
    // Cancelled: nothing to pay and nothing to review.
    expect(within(cancelled).queryByRole('button')).toBeNull();

    const done = card('Dr. Shirin Sultana');
    expect(within(done).getByText('failed')).toBeTruthy();
    expect(within(done).queryByText(/Refund/)).toBeNull();
    expect(within(done).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Write a Feedback' })).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Prescription' })).toBeTruthy();
    expect(document.title).toBe('Booked Appointment | Nirmoy Specialized Hospital');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
  });

  it('when the patient has visits to come and earlier ones, then the coming ones lead, soonest first', async () => {
    const doctorNamed = (fullName: string) => ({
      _id: 'd00000000000000000000003',
      title: 'Dr.',
      fullName,
      speciality: 'ENT',
      photo: '/x.svg',
    });
    appointments = [
      makePatientAppointment({ status: 'done', selectedDate: '2025-06-01', doctor: doctorNamed('Old Visit') }),
      makePatientAppointment({ selectedDate: '2099-02-01', doctor: doctorNamed('Later Visit') }),
      makePatientAppointment({
        status: 'cancelled',
        selectedDate: '2099-01-15',
        doctor: doctorNamed('Cancelled Visit'),
      }),
      makePatientAppointment({ selectedDate: '2099-01-10', doctor: doctorNamed('Sooner Visit') }),
    ];
    renderApp('/patient/', loggedIn);

    const upcoming = await screen.findByRole('region', { name: /Upcoming/ });
    expect(
      within(upcoming)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Dr. Sooner Visit', 'Dr. Later Visit']);
    const earlier = screen.getByRole('region', { name: /Earlier and cancelled/ });
    expect(
      within(earlier)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Dr. Cancelled Visit', 'Dr. Old Visit']);
    // A visit still to come shows that day's chamber hours.
    expect(within(card('Dr. Sooner Visit')).getByText('5:00 PM – 9:00 PM')).toBeTruthy();
  });

  it('when one done visit is reviewed and another is not, then only the other offers Write a Feedback', async () => {
    appointments = [
      makePatientAppointment({ status: 'done', selectedDate: '2025-06-01', review: { rating: 5 } }),
      makePatientAppointment({
        status: 'done',
        selectedDate: '2025-05-01',
        doctor: SECOND_DOCTOR,
      }),
    ];
    renderApp('/patient/', loggedIn);
    const reviewed = await screen.findByRole('article', { name: 'Prof. Dr. Kamrul Hasan' });
    expect(within(reviewed).getByRole('img', { name: 'You rated this visit 5 out of 5' })).toBeTruthy();
    expect(within(reviewed).queryByRole('button', { name: 'Write a Feedback' })).toBeNull();
    expect(within(card('Dr. Shirin Sultana')).getByRole('button', { name: 'Write a Feedback' })).toBeTruthy();
  });

  it('when a pending appointment was booked at the desk, then it offers no Pay Now', async () => {
    appointments = [makePatientAppointment({ source: 'walk-in' })];
    renderApp('/patient/', loggedIn);
    const walkIn = await screen.findByRole('article');
    expect(within(walkIn).queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('when the hospital takes no online payments, then no card offers Pay Now, unpaid or failed', async () => {
    setRuntimeSettings({ payments: 'none' });
    appointments = [
      makePatientAppointment({ paymentStatus: 'unpaid' }),
      makePatientAppointment({ paymentStatus: 'failed' }),
    ];
    renderApp('/patient/', loggedIn);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('when payments go through the sandbox, then a card paid online says Test payment and one paid at the desk does not', async () => {
    setRuntimeSettings({ payments: 'sandbox' });
    appointments = [
      makePatientAppointment({ paymentStatus: 'paid' }),
      makePatientAppointment({
        source: 'walk-in',
        paymentStatus: 'paid',
        feeReceivedBy: { name: 'Rubel Mia' },
        doctor: SECOND_DOCTOR,
      }),
    ];
    renderApp('/patient/', loggedIn);

    const online = await screen.findByRole('article', { name: 'Prof. Dr. Kamrul Hasan' });
    expect(within(online).getByText('Test payment')).toBeTruthy();
    expect(within(card('Dr. Shirin Sultana')).queryByText('Test payment')).toBeNull();
  });

  it('when payments go through SSLCommerz, then a card paid online carries no Test payment label', async () => {
    setRuntimeSettings({ payments: 'sslcommerz' });
    appointments = [makePatientAppointment({ paymentStatus: 'paid' })];
    renderApp('/patient/', loggedIn);

    const paid = await screen.findByRole('article');
    expect(within(paid).getByText('paid')).toBeTruthy();
    expect(screen.queryByText('Test payment')).toBeNull();
  });

  it('when the patient has none, then the empty state links to the doctors section', async () => {
    renderApp('/patient/', loggedIn);
    expect((await screen.findByRole('link', { name: 'Book an appointment' })).getAttribute('href')).toBe('/#doctors');
  });

  it('when the page opens again, then the list is fetched again', async () => {
    const first = renderApp('/patient/', loggedIn);
    await screen.findByRole('link', { name: 'Book an appointment' });
    await first.router.navigate('/patient/prescription');
    await screen.findByRole('heading', { name: 'Prescriptions' });
    await first.router.navigate('/patient/');
    await waitFor(() => expect(sent.filter((call) => call.url.endsWith('/appointment/current-user'))).toHaveLength(2));
  });
});

describe('review modal (docs/product-spec.md §4)', () => {
  beforeEach(() => {
    appointments = [makePatientAppointment({ status: 'done', paymentStatus: 'paid' })];
  });

  async function openModal(user: User) {
    renderApp('/patient/', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Write a Feedback' }));
    return screen.getByRole('dialog', { name: 'Write a Feedback' });
  }

  it('when no star is picked, then the spec message is toasted and nothing is sent', async () => {
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Rating must be at least 1.', expect.anything()));
    expect(sent.some((call) => call.url.endsWith('/reviews/create-review'))).toBe(false);
  });

  it('when a rating and text are sent, then the review is posted and the modal closes', async () => {
    const user = userEvent.setup();
    const dialog = await openModal(user);
    const stars = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Your review'), 'Listened carefully.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((call) => call.url.endsWith('/reviews/create-review'))?.body).toEqual({
      doctorId: 'd00000000000000000000001',
      appointmentId: appointments[0]!._id,
      rating: 4,
      review: 'Listened carefully.',
    });
  });

  it('when the review is in, then the visit shows the stars given and offers no Write a Feedback again', async () => {
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    const visit = screen.getByRole('article', { name: 'Prof. Dr. Kamrul Hasan' });
    expect(await within(visit).findByRole('img', { name: 'You rated this visit 4 out of 5' })).toBeTruthy();
    expect(within(visit).queryByRole('button', { name: 'Write a Feedback' })).toBeNull();
    expect(within(visit).getByRole('button', { name: 'Prescription' })).toBeTruthy();
  });

  it('when the modal is opened for another visit after a review, then the rating and text start empty', async () => {
    appointments.push(makePatientAppointment({ status: 'done', paymentStatus: 'paid', selectedDate: '2025-12-01' }));
    const user = userEvent.setup();
    renderApp('/patient/', loggedIn);
    await user.click((await screen.findAllByRole('button', { name: 'Write a Feedback' }))[0]!);
    let dialog = screen.getByRole('dialog', { name: 'Write a Feedback' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText('Your review'), 'Great.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Write a Feedback' })).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Write a Feedback' }));
    dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    expect((within(dialog).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('');
  });

  it('when Escape or the close button is pressed, then the modal closes', async () => {
    const user = userEvent.setup();
    await openModal(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Write a Feedback' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
