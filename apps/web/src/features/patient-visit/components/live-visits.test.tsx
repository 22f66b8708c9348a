import { act, screen, waitFor } from '@testing-library/react';
import type { LiveVisit } from '@hospital/contract/queue';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { eventStream, ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

const visit = (overrides: Partial<LiveVisit> = {}): LiveVisit => ({
  appointmentId: 'a00000000000000000000017',
  date: '2026-11-22',
  serialNo: 17,
  state: 'waiting',
  doctor: { _id: 'd00000000000000000000001', title: 'Dr.', fullName: 'Tanvir Ahmed' },
  patient: { _id: 'e00000000000000000000001', name: 'Rahima Akter' },
  nowServing: 12,
  ahead: 4,
  estimatedMinutes: 40,
  averageMinutes: 8,
  arrivedAt: null,
  ...overrides,
});

let visits: LiveVisit[];
let send: (event: string, data: unknown) => void;

beforeEach(() => {
  visits = [visit()];
  stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/appointment/live/stream')
      return eventStream((sendEvent) => {
        send = sendEvent;
      });
    if (path === '/appointment/live') return ok(visits);
    return ok([]);
  });
});

const sentence = () =>
  screen.getByRole('heading', { name: 'Today’s visit' }).parentElement!.querySelector('li [aria-live] p')?.textContent;

describe('the patient’s live view of today’s visit', () => {
  it('when a visit is today, then it says now serving, their serial and about how long', async () => {
    renderAppAs('patient', '/patient/');
    expect(await screen.findByText('Now serving 12, you are 17, about 40 minutes')).toBeTruthy();
    expect(screen.getByText('4 patients before you')).toBeTruthy();
    expect(screen.getByText('For Rahima Akter')).toBeTruthy();
  });

  it('when the desk calls the next serial, then the sentence follows without a reload, and says when it is their turn', async () => {
    renderAppAs('patient', '/patient/');
    await screen.findByText('Now serving 12, you are 17, about 40 minutes');
    await waitFor(() => expect(send).toBeTypeOf('function'));
    act(() => send('visit', visit({ nowServing: 13, ahead: 3, estimatedMinutes: 32 })));
    expect(await screen.findByText('Now serving 13, you are 17, about 32 minutes')).toBeTruthy();
    act(() => send('visit', visit({ state: 'called', nowServing: 17, ahead: null, estimatedMinutes: null })));
    expect(await screen.findByText('Your serial 17 is being called. Please go in.')).toBeTruthy();
    expect(sentence()).toBe('Your serial 17 is being called. Please go in.');
  });

  it('when the page is in Bangla, then the sentence is Bangla with Bengali digits', async () => {
    await changeLanguage('bn');
    renderAppAs('patient', '/patient/');
    expect(await screen.findByText('এখন চলছে ১২ নম্বর, আপনার সিরিয়াল ১৭, আনুমানিক ৪০ মিনিট পর')).toBeTruthy();
    expect(screen.getByText('আপনার আগে ৪ জন')).toBeTruthy();
  });

  it('when the visit is a video, voice or chat consultation, then the live view links to its room; a hospital visit has none', async () => {
    visits = [
      visit({ consultationMethod: 'video' }),
      visit({ appointmentId: 'a00000000000000000000018', serialNo: 18, consultationMethod: 'hospital visit' }),
    ];
    renderAppAs('patient', '/patient/');
    await screen.findByText('Now serving 12, you are 18, about 40 minutes');
    const links = screen
      .getAllByRole('link', { name: 'Join consultation' })
      .filter((link) => link.closest('section')?.querySelector('h2')?.textContent === 'Today’s visit');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/consultation/a00000000000000000000017']);
  });

  it('when there is no visit today, then nothing of it shows', async () => {
    visits = [];
    renderAppAs('patient', '/patient/');
    await screen.findByRole('heading', { name: 'Your Booked Appointments' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Today’s visit' })).toBeNull();
  });
});
