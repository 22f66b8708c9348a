import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderApp, renderAppAs } from '@/test/render';

it('when a visitor taps "বাংলা" in the top navigation, then the navigation, the page and the login dialog read Bangla, an empty login is refused in Bangla, and "English" turns it all back', async () => {
  const user = userEvent.setup();
  renderApp('/no-such-page');
  const nav = await screen.findByRole('navigation', { name: 'Main' });

  await user.click(within(nav).getByRole('button', { name: 'বাংলা (Switch to Bangla)' }));

  const bnNav = await screen.findByRole('navigation', { name: 'প্রধান মেনু' });
  expect(within(bnNav).getByRole('link', { name: 'হোম' })).toBeTruthy();
  expect(within(bnNav).getByRole('link', { name: 'ডাক্তার' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'আমরা এটি নিয়ে কাজ করছি।' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('bn');

  await user.click(within(bnNav).getByRole('button', { name: 'লগইন' }));
  const dialog = await screen.findByRole('dialog', { name: 'আপনার অ্যাকাউন্টে লগইন করুন' });
  await user.click(within(dialog).getByRole('button', { name: 'লগইন' }));
  // The contract's "Email is required", in the Bangla the API answers with: in the toast and under the field.
  const toaster = await screen.findByRole('region', { name: /বার্তা/ });
  expect(await within(toaster).findByText('ইমেইল লিখুন।')).toBeTruthy();
  expect(within(dialog).getByText('ইমেইল লিখুন।')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'বন্ধ করুন' }));

  await user.click(within(bnNav).getByRole('button', { name: 'English (ইংরেজিতে দেখুন)' }));
  const enNav = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(enNav).getByRole('link', { name: 'Req. Callback' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'We are working on it.' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('en');
});

it('when an attendant opens the quick menu in Bangla, then the greeting, every item and Logout read Bangla, and its own switch turns it back', async () => {
  const user = userEvent.setup();
  renderAppAs('attendant', '/no-such-page');
  await user.click(await screen.findByRole('button', { name: 'বাংলা (Switch to Bangla)' }));
  await user.click(await screen.findByRole('button', { name: 'মেনু খুলুন' }));

  const menu = await screen.findByRole('dialog', { name: 'দ্রুত মেনু' });
  expect(within(menu).getByText('স্বাগতম, অ্যাটেনডেন্ট')).toBeTruthy();
  for (const item of [
    'অ্যাপয়েন্টমেন্ট ব্যবস্থাপনা',
    'কলব্যাক অনুরোধের উত্তর',
    'আমার অ্যাপয়েন্টমেন্ট',
    'চলতি অফার',
    'জরুরি সিরিয়াল',
  ]) {
    expect(within(menu).getByRole('link', { name: item })).toBeTruthy();
  }
  expect(within(menu).getByRole('button', { name: /লগআউট/ })).toBeTruthy();

  await user.click(within(menu).getByRole('button', { name: 'English (ইংরেজিতে দেখুন)' }));
  const englishMenu = await screen.findByRole('dialog', { name: 'Quick menu' });
  expect(within(englishMenu).getByText('Hello, Attendant')).toBeTruthy();
  expect(within(englishMenu).getByRole('link', { name: 'Answer Callback Requests' })).toBeTruthy();
});
