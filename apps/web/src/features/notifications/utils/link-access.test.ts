import { expect, it } from 'vitest';
import { canOpenLink } from './link-access';

it('when a slot-request notice links to the admin page, then only an admin follows it', () => {
  expect(canOpenLink('admin', '/admin/manage-slot-request')).toBe(true);
  expect(canOpenLink('attendant', '/admin/manage-slot-request')).toBe(false);
});

it('when a notice links to a desk page, then attendants and admins both follow it', () => {
  for (const link of ['/attendant/', '/attendant/callback-requests']) {
    expect(canOpenLink('attendant', link)).toBe(true);
    expect(canOpenLink('admin', link)).toBe(true);
    expect(canOpenLink('patient', link)).toBe(false);
  }
});

it('when a notice links to a pharmacist page, then the pharmacist and the admin follow it and the desk does not', () => {
  expect(canOpenLink('pharmacist', '/pharmacist/orders/0123456789abcdef01234567')).toBe(true);
  expect(canOpenLink('admin', '/pharmacist/orders/0123456789abcdef01234567')).toBe(true);
  expect(canOpenLink('attendant', '/pharmacist/orders/0123456789abcdef01234567')).toBe(false);
});

it('when a link is a public page, then anyone follows it', () => {
  expect(canOpenLink('attendant', '/consultants')).toBe(true);
});

it('when there is no link, or it leaves the site, then it is not followed', () => {
  for (const link of [null, undefined, '', 'https://example.com/', '//example.com/x', 'javascript:alert(1)']) {
    expect(canOpenLink('admin', link)).toBe(false);
  }
});

it('when a path only starts like a role area, then the area rule does not apply to it', () => {
  expect(canOpenLink('attendant', '/administration-hours')).toBe(true);
  expect(canOpenLink('attendant', '/admin')).toBe(false);
});
