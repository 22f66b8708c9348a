import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeDoctor, weekWith } from '@/test/factories';
import { DoctorCard } from './doctor-card';

function renderCard(...args: Parameters<typeof makeDoctor>) {
  const doctor = makeDoctor(...args);
  render(
    <MemoryRouter>
      <DoctorCard doctor={doctor} />
    </MemoryRouter>,
  );
  return { doctor, card: screen.getByRole('article') };
}

// Only Date is faked: Testing Library's own timers keep running.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));

describe('doctor card day badge (docs/product-spec.md §4, Dhaka clock)', () => {
  it('when the doctor works on the current Dhaka weekday, then the card says Today', () => {
    vi.setSystemTime(new Date('2025-01-05T10:00:00Z')); // Sunday 16:00 in Dhaka
    const { card } = renderCard({ schedule: weekWith('Sunday', 'Monday') });
    expect(within(card).getByText('Today')).toBeTruthy();
    expect(within(card).queryByText('Tomorrow')).toBeNull();
  });

  it('when the doctor works only on the next weekday, then the card says Tomorrow', () => {
    vi.setSystemTime(new Date('2025-01-05T10:00:00Z')); // Sunday in Dhaka
    const { card } = renderCard({ schedule: weekWith('Monday') });
    expect(within(card).getByText('Tomorrow')).toBeTruthy();
  });

  it('when it is already Monday in Dhaka but still Sunday in UTC, then a Monday doctor is Today', () => {
    vi.setSystemTime(new Date('2025-01-05T19:30:00Z')); // Monday 01:30 in Dhaka
    const { card } = renderCard({ schedule: weekWith('Monday') });
    expect(within(card).getByText('Today')).toBeTruthy();
  });

  it('when the doctor works neither today nor tomorrow, then there is no badge', () => {
    vi.setSystemTime(new Date('2025-01-05T10:00:00Z')); // Sunday in Dhaka
    const { card } = renderCard({ schedule: weekWith('Wednesday') });
    expect(within(card).queryByText('Today')).toBeNull();
    expect(within(card).queryByText('Tomorrow')).toBeNull();
  });

  it('when a day is listed but switched off, then it does not count', () => {
    vi.setSystemTime(new Date('2025-01-05T10:00:00Z'));
    const { card } = renderCard({ schedule: weekWith() });
    expect(within(card).queryByText('Today')).toBeNull();
  });
});

describe('doctor card content', () => {
  it('when a professor is online, then the card shows the overlay label, the online dot and the fee', () => {
    const { card, doctor } = renderCard({
      title: 'Prof. Dr.',
      fullName: 'Farhana Rahman',
      currentWorkDesignation: 'Associate Professor',
      isOnline: true,
      consultationFee: 1500,
    });
    expect(within(card).getByRole('heading', { name: /Prof\. Dr\. Farhana Rahman/ })).toBeTruthy();
    expect(within(card).getByText('Online now')).toBeTruthy();
    // The overlay (hidden from screen readers) and the designation line.
    expect(within(card).getAllByText('Associate Professor')).toHaveLength(2);
    expect(within(card).getByText('1,500/-')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /^Make Appointment/ })
        .getAttribute('href'),
    ).toBe(`/make-appointment/${doctor._id}`);
    expect(
      within(card)
        .getByRole('link', { name: /^View Details/ })
        .getAttribute('href'),
    ).toBe(`/doctor-profile/${doctor._id}`);
  });

  it('when the doctor is a consultant and offline, then there is no overlay label and no dot', () => {
    const { card } = renderCard({ currentWorkDesignation: 'Senior Consultant', isOnline: false });
    expect(within(card).getAllByText('Senior Consultant')).toHaveLength(1);
    expect(within(card).queryByText('Online now')).toBeNull();
  });
});

describe('doctor card speciality and designation in Bangla', () => {
  it('when the page is in Bangla, then a listed speciality reads as the filter words it', async () => {
    await act(() => changeLanguage('bn'));
    const { card } = renderCard({ speciality: 'Diabetes' });
    expect(within(card).getByText('ডায়াবেটিস')).toBeTruthy();
    expect(within(card).queryByText('Diabetes')).toBeNull();
  });

  it('when a speciality typed before the list is shown in Bangla, then it stays as entered', async () => {
    await act(() => changeLanguage('bn'));
    const { card } = renderCard({ speciality: 'Gynae & Obs' });
    expect(within(card).getByText('Gynae & Obs')).toBeTruthy();
  });

  it('when the page is in Bangla, then the designation line and the professor overlay read as the doctor editor words them', async () => {
    await act(() => changeLanguage('bn'));
    const { card } = renderCard({ currentWorkDesignation: 'Associate Professor' });
    expect(within(card).getAllByText('সহযোগী অধ্যাপক')).toHaveLength(2);
    expect(within(card).queryByText('Associate Professor')).toBeNull();
  });
});
