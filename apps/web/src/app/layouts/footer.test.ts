import { expect, it } from 'vitest';
import { isFooterHidden } from './footer';

it('when the path contains one of the docs/product-spec.md §1 fragments, then the footer is hidden', () => {
  for (const path of [
    '/make-appointment/0123',
    '/attendant/',
    '/attendant/callback-requests',
    '/book-emergency-slot',
    '/marketer/book-emergency-slot',
    '/request-callback',
    '/patient/',
    '/patient/current-offers',
    '/auth/reset-password',
    '/admin/manage-slot-request',
    '/doctor/',
  ]) {
    expect(isFooterHidden(path), path).toBe(true);
  }
});

it('when the path is a public page, then the footer shows', () => {
  for (const path of ['/', '/consultants', '/doctor-profile/0123', '/privacy-policy', '/received_callback']) {
    expect(isFooterHidden(path), path).toBe(false);
  }
});
