import { afterEach, describe, expect, it } from 'vitest';
import { captureReferralLink, REFERRAL_LINK_KEY, referralForBooking } from './referral-link';

const DAY = 86_400_000;
const monday = new Date('2026-11-02T04:00:00.000Z');
const later = (days: number) => new Date(monday.getTime() + days * DAY);

/** Opens `address` in this window, as following a link would. */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
}

/** Opens `address` at `when` and lets the app capture its marketer link, as on arriving by that link. */
function arriveAt(address: string, when: Date) {
  openAt(address);
  captureReferralLink(window, when);
}

const kept = () => JSON.parse(localStorage.getItem(REFERRAL_LINK_KEY) ?? 'null') as unknown;

afterEach(() => openAt('/'));

describe('arriving by a marketer link', () => {
  it('when a page opens with ?ref=CODE, then the code and the first visit are kept and ref leaves the address', () => {
    arriveAt('/consultants?speciality=Cardiology&ref=ABCD2345#top', monday);

    expect(kept()).toEqual({ code: 'ABCD2345', firstSeenAt: monday.toISOString() });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/consultants?speciality=Cardiology#top');
    expect(referralForBooking(localStorage, later(1))).toEqual({
      code: 'ABCD2345',
      firstVisitAt: monday.toISOString(),
    });
  });

  it('when a code is typed in small letters, then it is kept in the code shape', () => {
    arriveAt('/?ref=abcd2345', monday);
    expect(referralForBooking(localStorage, monday)?.code).toBe('ABCD2345');
  });

  it('when a second marketer link is opened within 30 days, then the first link still counts', () => {
    arriveAt('/?ref=FIRST234', monday);
    arriveAt('/?ref=SECOND23', later(29));

    expect(referralForBooking(localStorage, later(29))).toEqual({
      code: 'FIRST234',
      firstVisitAt: monday.toISOString(),
    });
    expect(location.search).toBe('');
  });

  it('when 30 days have passed, then the old link no longer counts and a new link is kept', () => {
    arriveAt('/?ref=FIRST234', monday);

    expect(referralForBooking(localStorage, later(30))).toBeNull();
    expect(localStorage.getItem(REFERRAL_LINK_KEY)).toBeNull();

    arriveAt('/?ref=FIRST234', monday);
    arriveAt('/?ref=SECOND23', later(31));
    expect(referralForBooking(localStorage, later(31))).toEqual({
      code: 'SECOND23',
      firstVisitAt: later(31).toISOString(),
    });
  });

  it('when ref is not a code, then nothing is kept but the address is cleaned anyway', () => {
    arriveAt('/doctor-profile/1?ref=<script>', monday);
    expect(localStorage.getItem(REFERRAL_LINK_KEY)).toBeNull();
    expect(location.search).toBe('');
  });

  it('when a page opens without ref, then the address and the kept link stay as they were', () => {
    arriveAt('/?ref=FIRST234', monday);
    arriveAt('/consultants?page=2', later(2));
    expect(location.search).toBe('?page=2');
    expect(referralForBooking(localStorage, later(2))?.code).toBe('FIRST234');
  });

  it('when what is kept was tampered with, then no link is sent with a booking', () => {
    localStorage.setItem(REFERRAL_LINK_KEY, '{"code":"nope","firstSeenAt":"yesterday"}');
    expect(referralForBooking(localStorage, monday)).toBeNull();
    localStorage.setItem(REFERRAL_LINK_KEY, 'not json');
    expect(referralForBooking(localStorage, monday)).toBeNull();
  });
});
