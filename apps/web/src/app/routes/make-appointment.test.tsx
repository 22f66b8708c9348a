import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFromToken } from '@/features/auth/stores/access-token';
import { DRAFT_STORAGE_KEY } from '@/features/booking/utils/appointment-draft';
import { makeDoctorDetail, makePatient, makePatientAppointment } from '@/test/factories';
import { ok, refused } from '@/test/http';
import { renderApp, type User } from '@/test/render';
import { setRuntimeSettings } from '@/test/runtime-settings';
import { fakeAccessToken } from '@/test/tokens';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

const token = fakeAccessToken({ email: 'rahima@example.com' });
const loggedIn = { token, user: userFromToken(token) };

// Offers video and chat, not a hospital visit nor a voice call.
const doctor = makeDoctorDetail({
  fullName: 'Nazmul Huda',
  consultationFee: 1200,
  availableFor: ['video', 'chat'],
  availableDates: ['2026-01-01', '2026-01-03'],
});
const patient = makePatient();
const booked = makePatientAppointment({
  serialNo: 7,
  doctor: { _id: doctor._id, title: 'Dr.', fullName: 'Nazmul Huda', speciality: 'Medicine', photo: '' },
});

let sent: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  sent = [];
  vi.spyOn(toast, 'error');
  vi.stubGlobal('fetch', async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json();
    sent.push({ method: request.method, url: request.url, body });
    if (request.url.endsWith(`/doctors/single-doctor/${doctor._id}`)) return ok(doctor);
    if (request.url.endsWith('/patients/rahima%40example.com')) return ok(patient);
    if (request.url.endsWith('/appointment') && request.method === 'POST') {
      return ok({ appointment: booked, url: null }, 'Appointment booked. Your serial number is 7.', 201);
    }
    if (request.url.endsWith(`/appointment/current-user/${booked._id}`)) return ok(booked);
    return refused(404, 'Not found');
  });
});
afterEach(() => vi.restoreAllMocks());

const storedDraft = () =>
  JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
const appointmentPosts = () => sent.filter((call) => call.method === 'POST' && call.url.endsWith('/appointment'));

/** Goes through steps 1 to 3 with the video method and the first date. */
async function chooseUpToDate(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Video' }));
  await user.click(screen.getByRole('button', { name: 'For Me' }));
  await screen.findByText('Patient details');
  await user.click(screen.getByRole('button', { name: 'Select Date' }));
  await user.click(screen.getByRole('button', { name: /1st Jan, 2026/ }));
}

describe('booking page (docs/product-spec.md §4 booking flow)', () => {
  it('when the page opens, then the doctor, the four methods and the page title show', async () => {
    renderApp(`/make-appointment/${doctor._id}`, loggedIn);

    expect(await screen.findByText('Nazmul Huda')).toBeTruthy();
    expect(screen.getByText('Fee 1,200/-')).toBeTruthy();
    const methods = screen.getByRole('group', { name: 'Consultation method' });
    // Exact names: the 'Not offered' note on a method is its description, not part of its name.
    for (const label of ['Hospital Visit', 'Video', 'Voice Call', 'Chat']) {
      expect(within(methods).getByRole('button', { name: label })).toBeTruthy();
    }
    const hospitalVisit = within(methods).getByRole('button', { name: 'Hospital Visit' });
    expect(document.getElementById(hospitalVisit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Not offered',
    );
    expect(document.title).toBe('Appointment | Nirmoy Specialized Hospital');
  });

  it('when a method the doctor does not offer is chosen, then the spec toast shows long enough to read, the method clears and the dates hide', async () => {
    const user = userEvent.setup();
    renderApp(`/make-appointment/${doctor._id}`, loggedIn);
    await chooseUpToDate(user);
    expect(screen.getByRole('group', { name: 'Available dates' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Voice Call' }));

    expect(toast.error).toHaveBeenCalledWith(
      'Doctor not available for Voice Call consultation.',
      expect.objectContaining({ duration: 6000 }),
    );
    expect(screen.queryByRole('group', { name: 'Available dates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Video' }).getAttribute('aria-pressed')).toBe('false');
    expect(storedDraft()).toMatchObject({ consultationMethod: '' });
  });

  it('when For Me is chosen, then the profile is looked up by the user email and shown', async () => {
    const user = userEvent.setup();
    renderApp(`/make-appointment/${doctor._id}`, loggedIn);
    await user.click(await screen.findByRole('button', { name: 'For Me' }));

    expect(await screen.findByText('P2600123')).toBeTruthy();
    expect(sent.some((call) => call.url.endsWith('/patients/rahima%40example.com'))).toBe(true);
    expect(storedDraft()).toMatchObject({ consultationFor: 'For Me', patient: patient._id });
  });

  // The account's family members take the place of the spec's 'Service will be available soon'.
  it('when Family Member is chosen, then the stored patient is cleared and dates hide until a family member is picked, who is booked for', async () => {
    const user = userEvent.setup();
    const child = {
      _id: 'f00000000000000000000001',
      patientId: 'P2600077',
      name: 'Arisha Islam',
      age: 8,
      gender: 'female',
      weight: null,
      relation: 'child',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const fetchBefore = fetch;
    vi.stubGlobal('fetch', async (request: Request) =>
      request.url.endsWith('/patients/family') ? ok([child]) : fetchBefore(request),
    );
    renderApp(`/make-appointment/${doctor._id}`, loggedIn);
    await chooseUpToDate(user);

    await user.click(screen.getByRole('button', { name: 'Family Member' }));
    expect(screen.queryByRole('group', { name: 'Available dates' })).toBeNull();
    expect(storedDraft()).toMatchObject({ consultationFor: 'Family Member', patient: '' });

    await user.click(await screen.findByRole('radio', { name: /Arisha Islam/ }));
    expect(storedDraft()).toMatchObject({ consultationFor: 'Family Member', patient: child._id });
    await user.click(screen.getByRole('button', { name: /1st Jan, 2026/ }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay Later' }));
    await waitFor(() => expect(appointmentPosts()).toHaveLength(1));
    expect(appointmentPosts()[0]?.body).toMatchObject({ consultationFor: 'Family Member', patient: child._id });
  });

  it('when the doctor has no dates, then the spec empty message shows', async () => {
    const user = userEvent.setup();
    const busy = { ...doctor, availableDates: [] };
    vi.stubGlobal('fetch', async (request: Request) => (request.url.includes('/patients/') ? ok(patient) : ok(busy)));
    renderApp(`/make-appointment/${doctor._id}`, loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'For Me' }));
    await user.click(await screen.findByRole('button', { name: 'Select Date' }));

    expect(screen.getByText('Currently, there are no available dates for consultation.')).toBeTruthy();
  });

  it('when a date is chosen, then the pay buttons wait for the terms to be ticked', async () => {
    const user = userEvent.setup();
    renderApp(`/make-appointment/${doctor._id}`, loggedIn);
    await chooseUpToDate(user);

    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Later' })).toBeNull();
    expect(screen.getByText(/Please tick the box above/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/terms-and-condition',
    );

    await user.click(screen.getByRole('checkbox', { name: /agree to the Terms and Conditions/ }));

    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Later' })).toBeTruthy();
    expect(screen.queryByText(/Please tick the box above/)).toBeNull();
  });

  it('when Pay Later is pressed, then the draft is sent and the confirmation shows the serial', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/make-appointment/${doctor._id}`, loggedIn);
    await chooseUpToDate(user);
    await user.type(screen.getByLabelText(/Short brief/), 'Cough for two weeks');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay Later' }));

    const receipt = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(receipt).getByText('Serial number').textContent).toBe('Serial number7');
    expect(router.state.location.pathname).toBe('/appointment_confirmed');
    expect(router.state.location.search).toBe(`?appointment=${booked._id}`);
    expect(appointmentPosts().map((call) => call.body)).toEqual([
      {
        doctor: doctor._id,
        patient: patient._id,
        consultationFee: 1200,
        consultationMethod: 'video',
        consultationFor: 'For Me',
        selectedDate: '2026-01-01',
        shortBrief: 'Cough for two weeks',
        payNow: false,
      },
    ]);
    expect(storedDraft()).toBeNull();
  });

  it('when the hospital takes no online payments, then only Pay Later is offered, and it books', async () => {
    setRuntimeSettings({ payments: 'none' });
    const user = userEvent.setup();
    const { router } = renderApp(`/make-appointment/${doctor._id}`, loggedIn);
    await chooseUpToDate(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the Terms and Conditions/ }));

    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.getByText('Pay Later: pay at the hospital when you come for your appointment.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay Later' }));

    expect(await screen.findByRole('region', { name: 'Your booking' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/appointment_confirmed');
    expect(appointmentPosts().map((call) => call.body)).toEqual([expect.objectContaining({ payNow: false })]);
  });

  it.each(['sandbox', 'sslcommerz'] as const)(
    'when payments go through %s, then Pay Now is offered beside Pay Later',
    async (payments) => {
      setRuntimeSettings({ payments });
      const user = userEvent.setup();
      renderApp(`/make-appointment/${doctor._id}`, loggedIn);
      await chooseUpToDate(user);
      await user.click(screen.getByRole('checkbox', { name: /agree to the Terms and Conditions/ }));

      expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pay Later' })).toBeTruthy();
    },
  );

  it('when the brief is over 255 characters, then the spec message is toasted and nothing is sent', async () => {
    const user = userEvent.setup();
    renderApp(`/make-appointment/${doctor._id}`, loggedIn);
    await chooseUpToDate(user);
    await user.click(screen.getByLabelText(/Short brief/));
    await user.paste('x'.repeat(256));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay Later' }));

    expect(toast.error).toHaveBeenCalledWith('Brief not more than 255 charecter long.', expect.anything());
    expect(appointmentPosts()).toEqual([]);
  });
});

describe('booking draft (docs/product-spec.md §3 appointmentData)', () => {
  const draftFor = (doctorId: string) => ({
    doctor: doctorId,
    consultationFee: 1200,
    consultationMethod: 'chat',
    consultationFor: 'For Me',
    patient: patient._id,
    shortBrief: 'Rash on both arms',
    selectedDate: '2026-01-03',
  });

  it('when the page reloads with a draft for this doctor, then every choice is restored', async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draftFor(doctor._id)));
    renderApp(`/make-appointment/${doctor._id}`, loggedIn);

    expect(await screen.findByText('P2600123')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chat' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'For Me' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /3rd Jan, 2026/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText(/Short brief/) as HTMLTextAreaElement).value).toBe('Rash on both arms');
  });

  it('when the stored draft is for another doctor, then the page starts empty', async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draftFor('ffffffffffffffffffffffff')));
    renderApp(`/make-appointment/${doctor._id}`, loggedIn);

    expect((await screen.findByRole('button', { name: 'Chat' })).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Patient details')).toBeNull();
  });

  it('when Go Back is pressed, then the draft is cleared and the user leaves the page', async () => {
    const user = userEvent.setup();
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draftFor(doctor._id)));
    const { router } = renderApp(`/make-appointment/${doctor._id}`, loggedIn);
    await screen.findByText('P2600123');

    await user.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(storedDraft()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('booking a follow-up from a prescription (?date=)', () => {
  it('when the follow-up date is not a day the doctor sits, then the first date they offer after it is chosen', async () => {
    const user = userEvent.setup();
    renderApp(`/make-appointment/${doctor._id}?date=2026-01-02`, loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Video' }));
    await user.click(screen.getByRole('button', { name: 'For Me' }));
    const dates = await screen.findByRole('group', { name: 'Available dates' });
    expect(
      within(dates)
        .getByRole('button', { name: /3rd Jan, 2026/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(dates)
        .getByRole('button', { name: /1st Jan, 2026/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(storedDraft()).toMatchObject({ selectedDate: '2026-01-03' });
  });

  it('when the follow-up date is later than every date the doctor offers, then no date is chosen for the patient', async () => {
    const user = userEvent.setup();
    renderApp(`/make-appointment/${doctor._id}?date=2026-02-01`, loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Video' }));
    await user.click(screen.getByRole('button', { name: 'For Me' }));
    await screen.findByText('Patient details');
    expect(screen.getByRole('button', { name: 'Select Date' })).toBeTruthy();
  });
});
