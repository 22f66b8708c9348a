import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_DOCTOR_INPUT } from '@hospital/contract/testing/doctor-fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userFromToken } from '@/features/auth/stores/access-token';
import { changeLanguage } from '@/i18n/i18n';
import { makeDoctorDetail, weekWith } from '@/test/factories';
import { renderApp, renderAppInBangla } from '@/test/render';
import { ok, refused } from '@/test/http';
import { fakeAccessToken } from '@/test/tokens';

const token = fakeAccessToken();
const loggedIn = { token, user: userFromToken(token) };

// The doctor as the admin's form creates one, working away from this hospital so the station reads apart from its name.
const doctor = makeDoctorDetail({
  ...SAMPLE_DOCTOR_INPUT,
  currentWorkStation: 'BIRDEM General Hospital',
  isOnline: true,
  reviews: [
    {
      _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      rating: 5,
      review: 'Explained everything patiently.',
      createdBy: { name: 'Rakib Hasan', photoUrl: null },
    },
  ],
});

function answer(data: unknown, status = 200) {
  return status === 200 ? ok(data) : refused(status, 'Doctor not found.');
}

beforeEach(() => {
  vi.stubGlobal('fetch', async (request: Request) =>
    request.url.endsWith(`/doctors/single-doctor/${doctor._id}`) ? answer(doctor) : answer(null, 404),
  );
});

describe('doctor profile page (docs/product-spec.md §2)', () => {
  it('when a logged-in patient opens a profile, then every section, the reviews and the page title show', async () => {
    renderApp(`/doctor-profile/${doctor._id}`, loggedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nasrin Sultana' })).toBeTruthy();
    expect(screen.getByText('Online now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make Appointment' }).getAttribute('href')).toBe(
      `/make-appointment/${doctor._id}`,
    );
    expect(screen.getByRole('link', { name: 'Request a Callback' }).getAttribute('href')).toBe('/request-callback');
    expect(screen.getByRole('region', { name: 'a little about me' })).toBeTruthy();
    const position = screen.getByRole('region', { name: 'current position' });
    expect(within(position).getByText('BIRDEM General Hospital')).toBeTruthy();
    expect(within(position).getByText('Cardiology')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Degrees' })).getByText('MBBS, FCPS (Medicine)')).toBeTruthy();
    const reviews = screen.getByRole('region', { name: 'patient reviews' });
    expect(within(reviews).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(reviews).getByText('Rakib Hasan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();

    expect(document.title).toBe('Prof. Dr. Nasrin Sultana | Nirmoy Specialized Hospital');
    const keywords = document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content;
    expect(keywords).toBe('Nasrin Sultana, Medicine, Cardiology, Heart failure, Chest pain');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toContain(
      'BIRDEM General Hospital',
    );
  });

  it('when the profile is read in Bangla, then the speciality under the name is the speciality filter’s Bangla word', async () => {
    await renderAppInBangla(`/doctor-profile/${doctor._id}`, loggedIn);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Nasrin Sultana' })).closest('header')!;
    expect(within(header).getByText('মেডিসিন')).toBeTruthy();
    expect(within(header).queryByText('Medicine')).toBeNull();
  });

  it('when the profile is read in Bangla, then its search description is a Bangla sentence; in English it is as before', async () => {
    const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    await renderAppInBangla(`/doctor-profile/${doctor._id}`, loggedIn);
    await screen.findByRole('heading', { level: 1, name: 'Nasrin Sultana' });
    expect(description()).toBe(
      'Prof. Dr. Nasrin Sultana (MBBS, FCPS (Medicine)), মেডিসিন বিশেষজ্ঞ: অধ্যাপক, Cardiology, BIRDEM General Hospital। Nirmoy Specialized Hospital-এ অ্যাপয়েন্টমেন্ট নিন।',
    );

    await act(() => changeLanguage('en'));
    expect(description()).toBe(
      'Prof. Dr. Nasrin Sultana (MBBS, FCPS (Medicine)), Medicine specialist: Professor, Cardiology, BIRDEM General Hospital. Book an appointment at Nirmoy Specialized Hospital.',
    );
  });

  it('when the profile is read in Bangla, then the designation under current position reads as the doctor editor words it', async () => {
    await renderAppInBangla(`/doctor-profile/${doctor._id}`, loggedIn);
    await screen.findByRole('heading', { level: 1, name: 'Nasrin Sultana' });
    expect(within(screen.getByRole('region', { name: 'বর্তমান পদ' })).getByText('অধ্যাপক')).toBeTruthy();
    expect(screen.queryByText('Professor')).toBeNull();
  });

  it('when the doctor has no degrees and no reviews, then the spec empty states show', async () => {
    const bare = makeDoctorDetail({ degrees: [], reviews: [] });
    vi.stubGlobal('fetch', async () => answer(bare));
    renderApp(`/doctor-profile/${bare._id}`, loggedIn);

    expect(await screen.findByText('No degrees available')).toBeTruthy();
    expect(screen.getByText('No reviews available')).toBeTruthy();
  });

  it('when the doctor does not exist, then the page says so and offers Go Back', async () => {
    renderApp('/doctor-profile/bbbbbbbbbbbbbbbbbbbbbbbb', loggedIn);
    expect(await screen.findByRole('heading', { name: "This doctor's profile could not be loaded." })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('when a guest opens a profile, then it shows the fee, the ways to consult, the chamber days and hours and the next date', async () => {
    const open = makeDoctorDetail({
      consultationFee: 1500,
      availableFor: ['chat', 'hospital visit', 'video'],
      schedule: weekWith('Sunday', 'Tuesday'),
      availableDates: ['2026-01-13', '2026-01-18'],
    });
    vi.stubGlobal('fetch', async () => answer(open));
    const { router } = renderApp(`/doctor-profile/${open._id}`);

    const facts = await screen.findByRole('region', { name: 'fee and chamber hours' });
    expect(router.state.location.pathname).toBe(`/doctor-profile/${open._id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    const fact = (label: string) => within(facts).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Consultation fee')).toBe('1,500/-');
    expect(fact('Next available date')).toBe('Tuesday, 13th Jan, 2026');
    // In the spec's order of methods, whatever order the record keeps.
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hospital Visit', 'Video', 'Chat']);
    const hours = within(facts)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(hours).toEqual(['Sunday5:00 PM – 9:00 PM', 'Tuesday5:00 PM – 9:00 PM']);
    expect(within(facts).getByText('No chamber on the other days.')).toBeTruthy();
  });

  it('when the doctor has no date to offer, then the profile says so in the spec words', async () => {
    const away = makeDoctorDetail({ availableDates: [] });
    vi.stubGlobal('fetch', async () => answer(away));
    renderApp(`/doctor-profile/${away._id}`);
    expect(await screen.findByText('Currently, there are no available dates for consultation.')).toBeTruthy();
  });

  /** The API as a guest meets it: the profile, and a login that succeeds. */
  const serveProfileAndLogin = () => {
    const freshToken = fakeAccessToken({ email: 'guest@example.com' });
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.url.endsWith('/auth/login')) return answer({ accessToken: freshToken });
      return request.url.endsWith(`/doctors/single-doctor/${doctor._id}`) ? answer(doctor) : answer(null, 404);
    });
  };

  it('when a guest presses Make Appointment, then the login opens on the profile, and logging in goes on to the booking', async () => {
    serveProfileAndLogin();
    const user = userEvent.setup();
    const { router } = renderApp(`/doctor-profile/${doctor._id}`);

    await user.click(await screen.findByRole('link', { name: 'Make Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to your account' });
    expect(router.state.location.pathname).toBe(`/doctor-profile/${doctor._id}`);

    await user.type(within(dialog).getByLabelText('Email'), 'guest@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/make-appointment/${doctor._id}`));
  });

  it('when a guest closes the login instead, then a later login from the menu stays on the profile', async () => {
    serveProfileAndLogin();
    const user = userEvent.setup();
    const { router } = renderApp(`/doctor-profile/${doctor._id}`);
    await user.click(await screen.findByRole('link', { name: 'Make Appointment' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to your account' });
    await user.type(within(dialog).getByLabelText('Email'), 'guest@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/doctor-profile/${doctor._id}`);
  });

  it('when someone logged in presses Make Appointment, then the booking opens straight away', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/doctor-profile/${doctor._id}`, loggedIn);
    await user.click(await screen.findByRole('link', { name: 'Make Appointment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/make-appointment/${doctor._id}`));
    expect(screen.queryByRole('dialog', { name: 'Log in to your account' })).toBeNull();
  });
});
