import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, startI18n } from '../../i18n/i18n';
import { storedLanguage } from '../../i18n/language';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  await changeLanguage('en');
});

describe('LanguageSwitch', () => {
  it('when a patient taps it, then the page turns Bangla, <html lang> follows and the choice is remembered; tapping again turns it back', async () => {
    await startI18n('en');
    render(<LanguageSwitch />);
    const toBangla = screen.getByRole('button', { name: 'বাংলা (Switch to Bangla)' });
    // What the button shows is the other language's name, written in it.
    expect(toBangla.querySelector('[lang="bn"]')?.textContent).toBe('বাংলা');

    await userEvent.click(toBangla);
    const toEnglish = await screen.findByRole('button', { name: 'English (ইংরেজিতে দেখুন)' });
    expect(toEnglish.querySelector('[lang="en"]')?.textContent).toBe('English');
    expect(document.documentElement.lang).toBe('bn');
    expect(storedLanguage()).toBe('bn');
    expect(document.cookie).toContain('lang=bn');

    await userEvent.click(toEnglish);
    expect(
      (await screen.findByRole('button', { name: 'বাংলা (Switch to Bangla)' })).querySelector('[lang="bn"]')
        ?.textContent,
    ).toBe('বাংলা');
    expect(document.documentElement.lang).toBe('en');
    expect(storedLanguage()).toBe('en');
  });
});
