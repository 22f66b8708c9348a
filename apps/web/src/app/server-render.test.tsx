import { SERVER_PAGE_ELEMENT_ID, type ServerPagePayload } from '@hospital/contract/server-render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDoctor, makeDoctorDetail, weekWith } from '@/test/factories';
import { ok, refused } from '@/test/http';
import { fakeAccessToken, jsonResponse } from '@/test/tokens';
import { AUTH_STORAGE_KEY } from '@/features/auth/stores/auth-storage';
import { userFromToken } from '@/features/auth/stores/access-token';
import { renderPage } from './server-render';
import { startApp } from './start';

const DOCTORS = Array.from({ length: 12 }, (_, index) =>
  makeDoctor({
    _id: `${'a'.repeat(22)}${String(index).padStart(2, '0')}`,
    fullName: `Doctor ${String(index + 1).padStart(2, '0')}`,
    speciality: index % 2 ? 'Kidney' : 'Skin',
  }),
);
const PROFILE = makeDoctorDetail({
  _id: 'b'.repeat(24),
  fullName: 'Nasrin Akter',
  about: 'Twenty years of kidney care.',
  consultationFee: 1500,
  schedule: weekWith('Saturday'),
  availableDates: ['2030-01-05'],
});
const SHELL_HEAD = { title: 'Shell title', description: 'Shell description', robots: 'index, follow' };

let requests: string[];
let root: Root | undefined;

/** A browser's IntersectionObserver that never reports: below-the-fold sections stay placeholders, as on a phone. */
class QuietIntersectionObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  requests = [];
  vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(`${url.pathname}${url.search}`);
      if (url.pathname.endsWith('/doctors/consultants')) {
        const limit = Number(url.searchParams.get('limit'));
        const term = url.searchParams.get('searchTerm');
        const matching = term ? DOCTORS.filter((doctor) => doctor.speciality === term) : DOCTORS;
        return jsonResponse(200, {
          success: true,
          statusCode: 200,
          message: 'ok',
          data: limit === 0 ? matching : matching.slice(0, limit),
        });
      }
      if (url.pathname.endsWith(`/doctors/single-doctor/${PROFILE._id}`)) return ok(PROFILE);
      return refused(404, 'Not found');
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

/** What the API sends for `path`: the rendered markup in #root, the data beside it, the page's title in the head. */
async function serverPage(path: string, language: 'en' | 'bn' = 'en') {
  const page = await renderPage(path, language);
  if (!page) throw new Error(`${path} was not rendered on the server`);
  const payload: ServerPagePayload = { path, data: page.data, shellHead: SHELL_HEAD };
  document.head.innerHTML = `<meta name="description" content="${page.head?.description ?? ''}">`;
  document.title = page.head?.title ?? '';
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_PAGE_ELEMENT_ID}">${JSON.stringify(payload)}</script>`;
  // The API writes <html lang> in the language it rendered (apps/api's web-app plugin).
  document.documentElement.lang = language;
  window.history.replaceState(null, '', path);
  return page;
}

/** Adopts the page as src/main.tsx does, and reports whatever React complained about (mismatches are console errors). */
async function hydrate() {
  const complaints = vi.spyOn(console, 'error');
  await act(async () => {
    root = await startApp(document.getElementById('root')!);
  });
  return complaints;
}

describe('server-rendered pages', () => {
  it('when the home page is rendered on the server, then its HTML already holds the hero and the first ten doctors, and its head is the home head', async () => {
    const page = await serverPage('/');
    expect(page.status).toBe(200);
    const html = document.getElementById('root')!;
    expect(
      within(html).getByRole('heading', { level: 1, name: 'We follow a holistic approach to health care' }),
    ).toBeTruthy();
    expect(html.querySelector('img[src="/media/hero/hero-poster.webp"]')).not.toBeNull();
    expect(html.querySelector('video')).toBeNull();
    const cards = within(html)
      .getAllByRole('link', { name: /View Details/ })
      .map((link) => link.textContent);
    expect(cards).toEqual(DOCTORS.slice(0, 10).map((doctor) => `View Details of ${doctor.title} ${doctor.fullName}`));
    expect(page.head?.title).toBe('Nirmoy Specialized Hospital | Specialized private hospital in Dhanmondi, Dhaka');
    expect(page.modules).toEqual(['src/app/layouts/main-layout.tsx', 'src/app/routes/home.tsx']);
    expect(requests).toEqual(['/api/v1/doctors/consultants?limit=10']);
  });

  it('when the browser adopts the home page, then React finds nothing to correct, nothing is fetched again, and the page works', async () => {
    await serverPage('/');
    requests = [];
    const complaints = await hydrate();

    expect(complaints).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    // The same nodes, now live: choosing a speciality asks the server for it.
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('group', { name: 'Filter consultants by speciality' })).getByRole('button', {
        name: 'Kidney',
      }),
    );
    await waitFor(() => expect(requests).toEqual(['/api/v1/doctors/consultants?limit=0&searchTerm=Kidney']));
  });

  it('when the browser adopts a page, then the shell head is what the page restores when it is left', async () => {
    await serverPage('/consultants');
    await hydrate();
    expect(document.title).toBe('Consultants | Nirmoy Specialized Hospital');

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('link', { name: /View Details/ })[0]!);
    // The profile sets its own head.
    await waitFor(() => expect(document.title).not.toBe('Consultants | Nirmoy Specialized Hospital'));
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).not.toContain(
      'Every consultant',
    );
  });

  it('when a signed-in patient opens a server-rendered doctor profile, then it is adopted as sent and then shows their menu', async () => {
    const token = fakeAccessToken();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, user: userFromToken(token) }));
    await serverPage(`/doctor-profile/${PROFILE._id}`);
    expect(
      within(document.getElementById('root')!).getByRole('heading', { level: 1, name: /Nasrin Akter/ }),
    ).toBeTruthy();
    const complaints = await hydrate();

    expect(complaints).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /Nasrin Akter/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe(`/doctor-profile/${PROFILE._id}`);
  });

  it('when a guest opens a server-rendered doctor profile, then it is adopted as sent and they stay on it (profiles are public)', async () => {
    await serverPage(`/doctor-profile/${PROFILE._id}`);
    const complaints = await hydrate();

    expect(complaints).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: /Nasrin Akter/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe(`/doctor-profile/${PROFILE._id}`);
  });

  it('when a page is not public or its data cannot be had, then the server leaves it to the browser', async () => {
    expect(await renderPage('/patient/')).toBeNull();
    expect(await renderPage('/request-callback')).toBeNull();
    expect(await renderPage(`/doctor-profile/${'c'.repeat(24)}`)).toBeNull();
  });

  it('when the path is unknown, then the not-found page is rendered with status 404', async () => {
    const page = await renderPage('/no-such-page');
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('We are working on it.');
    expect(page?.head?.robots).toBe('noindex');
  });

  describe('in Bangla (the lang cookie says bn)', () => {
    afterEach(() => {
      document.cookie = 'lang=; path=/; max-age=0';
    });

    it('when the home page is rendered in Bangla, then its hero, cards and head read Bangla, and the browser adopts it without a correction', async () => {
      const page = await serverPage('/', 'bn');
      const html = document.getElementById('root')!;
      expect(
        within(html).getByRole('heading', { level: 1, name: 'আমরা রোগীর সামগ্রিক সুস্থতার দিকে খেয়াল রেখে চিকিৎসা দিই' }),
      ).toBeTruthy();
      expect(within(html).getByRole('link', { name: 'হোম' })).toBeTruthy();
      expect(within(html).getAllByRole('link', { name: /বিস্তারিত দেখুন/ })).toHaveLength(10);
      // Doctors' names stay as entered; the fee is in Bengali digits.
      expect(html.textContent).toContain('Doctor 01');
      expect(html.textContent).toContain('১,০০০/-');
      expect(html.textContent).not.toContain('View Details');
      expect(page.head?.title).toBe('Nirmoy Specialized Hospital | ধানমন্ডি, ঢাকার বিশেষায়িত বেসরকারি হাসপাতাল');

      document.cookie = 'lang=bn; path=/';
      const complaints = await hydrate();
      expect(complaints).not.toHaveBeenCalled();
      expect(document.documentElement.lang).toBe('bn');
      expect(screen.getByRole('button', { name: 'কিডনি' })).toBeTruthy();
    });

    it('when a doctor profile is rendered in Bangla, then fee, methods, chamber day and hours and the next date read Bangla, and it is adopted as sent', async () => {
      await serverPage(`/doctor-profile/${PROFILE._id}`, 'bn');
      const html = document.getElementById('root')!;
      expect(within(html).getByRole('heading', { level: 1, name: /Nasrin Akter/ })).toBeTruthy();
      expect(within(html).getByText('পরামর্শ ফি')).toBeTruthy();
      expect(within(html).getByText('১,৫০০/-')).toBeTruthy();
      expect(within(html).getByText('হাসপাতালে সরাসরি')).toBeTruthy();
      expect(within(html).getByRole('rowheader', { name: 'শনিবার' })).toBeTruthy();
      expect(within(html).getByText('শনিবার, ৫ জানুয়ারি, ২০৩০')).toBeTruthy();
      expect(html.textContent).toContain('Twenty years of kidney care.');

      document.cookie = 'lang=bn; path=/';
      const complaints = await hydrate();
      expect(complaints).not.toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'অ্যাপয়েন্টমেন্ট নিন' })).toBeTruthy();
    });

    it('when the server wrote the page in English but this browser chose Bangla (its cookie was cleared), then the page is adopted as sent and then turns Bangla', async () => {
      await serverPage('/', 'en');
      localStorage.setItem('language', 'bn');
      try {
        const complaints = await hydrate();
        expect(complaints).not.toHaveBeenCalled();
        await waitFor(() => expect(screen.getByRole('button', { name: 'কিডনি' })).toBeTruthy());
        expect(document.documentElement.lang).toBe('bn');
      } finally {
        localStorage.removeItem('language');
      }
    });

    it('when the unknown path is rendered in Bangla, then the not-found page reads Bangla', async () => {
      const page = await renderPage('/no-such-page', 'bn');
      expect(page?.status).toBe(404);
      expect(page?.html).toContain('আমরা এটি নিয়ে কাজ করছি।');
    });
  });
});
