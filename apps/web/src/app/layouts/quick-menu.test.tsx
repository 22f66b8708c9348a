import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Role } from '@hospital/contract/lists';
import { renderAppAs } from '@/test/render';
import { ok } from '@/test/http';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ok([])),
  );
});

const renderAs = (role: Role, path = '/privacy-policy') => renderAppAs(role, path, { userName: 'Nasrin Sultana' });

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return { user, menu: screen.getByRole('dialog', { name: 'Quick menu' }) };
}

it('when an attendant opens the menu, then it greets them and lists the attendant items, and an item closes it', async () => {
  const { router } = renderAs('attendant');
  const { user, menu } = await openMenu();

  expect(within(menu).getByText('Hello, Attendant')).toBeTruthy();
  expect(within(menu).getByText('Nasrin Sultana')).toBeTruthy();
  const links = within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['Manage Appointments', '/attendant/'],
    ['Answer Callback Requests', '/attendant/callback-requests'],
    ['Your Booked Appointments', '/patient/'],
    ['Current Offers', '/patient/current-offers'],
    ['Quick Reserve', '/book-emergency-slot'],
    // Every account manages its two-step sign-in from here (staff must use it in production).
    ['Two-step sign-in', '/account/security'],
  ]);

  await user.click(within(menu).getByRole('link', { name: 'Current Offers' }));
  expect(screen.queryByRole('dialog', { name: 'Quick menu' })).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Current Offers' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/patient/current-offers');
});

it('when a pharmacist opens the menu, then it lists the pharmacy desk, the Holder ID, two-step sign-in and Logout', async () => {
  renderAs('pharmacist');
  const { menu } = await openMenu();

  expect(
    within(menu)
      .queryAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Medicine orders', 'Stock', 'Stock alerts', "Riders' cash", 'Day report', 'Two-step sign-in']);
  expect(within(menu).getByText('Holder ID')).toBeTruthy();
  expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
});

it('when a patient opens the menu, then there is no role greeting', async () => {
  renderAs('patient');
  const { menu } = await openMenu();

  expect(within(menu).queryByText(/^Hello,/)).toBeNull();
  // Their grid's links, and two-step sign-in, which a patient may turn on too.
  expect(within(menu).getAllByRole('link')).toHaveLength(4);
  expect(within(menu).getByRole('link', { name: 'Two-step sign-in' }).getAttribute('href')).toBe('/account/security');
});
