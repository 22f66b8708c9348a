import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userFromToken } from '@/features/auth/stores/access-token';
import { makeDoctorDetail } from '@/test/factories';
import { renderApp } from '@/test/render';
import { fakeAccessToken, jsonResponse } from '@/test/tokens';

const token = fakeAccessToken();
const loggedIn = { token, user: userFromToken(token) };

const doctor = makeDoctorDetail({
  title: 'Prof. Dr.',
  fullName: 'Kamrul Hasan',
  speciality: 'Diabetes',
  currentWorkDesignation: 'Professor',
  currentWorkDepartment: 'Endocrinology',
  currentWorkStation: 'BIRDEM General Hospital',
  degrees: ['MBBS', 'FCPS (Medicine)'],
  tags: [{ name: 'Thyroid' }, { name: 'Hormone disorders' }],
  isOnline: true,
  reviews: [
    { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', rating: 5, review: 'Explained everything patiently.', createdBy: { name: 'Rakib Hasan', photoUrl: null } },
  ],
});

function answer(data: unknown, status = 200) {
  return status === 200
    ? jsonResponse(200, { success: true, statusCode: 200, message: 'ok', data })
    : jsonResponse(status, { success: false, statusCode: status, message: 'Doctor not found.', errorSources: [] });
}

beforeEach(() => {
  vi.stubGlobal('fetch', async (request: Request) =>
    request.url.endsWith(`/doctors/single-doctor/${doctor._id}`) ? answer(doctor) : answer(null, 404),
  );
});

describe('doctor profile page (docs/product-spec.md §2)', () => {
  it('when a logged-in patient opens a profile, then every section, the reviews and the page title show', async () => {
    renderApp(`/doctor-profile/${doctor._id}`, loggedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kamrul Hasan' })).toBeTruthy();
    expect(screen.getByText('Online now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make Appointment' }).getAttribute('href')).toBe(`/make-appointment/${doctor._id}`);
    expect(screen.getByRole('link', { name: 'Request a Callback' }).getAttribute('href')).toBe('/request-callback');
    expect(screen.getByRole('region', { name: 'a little about me' })).toBeTruthy();
    const position = screen.getByRole('region', { name: 'current position' });
    expect(within(position).getByText('BIRDEM General Hospital')).toBeTruthy();
    expect(within(position).getByText('Endocrinology')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Degrees' })).getByText('MBBS, FCPS (Medicine)')).toBeTruthy();
    const reviews = screen.getByRole('region', { name: 'patient reviews' });
    expect(within(reviews).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(reviews).getByText('Rakib Hasan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();

    expect(document.title).toBe('Prof. Dr. Kamrul Hasan | Nirmoy Specialized Hospital');
    const keywords = document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content;
    expect(keywords).toBe('Kamrul Hasan, Diabetes, Endocrinology, Thyroid, Hormone disorders');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toContain('BIRDEM General Hospital');
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

  it('when a logged-out visitor opens a profile, then the login dialog opens over the home page', async () => {
    const { router } = renderApp(`/doctor-profile/${doctor._id}`);
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
    // The redirect completes once the home page's code has loaded, which may be after the dialog shows.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
