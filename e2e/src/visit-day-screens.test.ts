import { describe, expect, it } from 'vitest';
import { api, tokenOf } from './fixtures.js';
import { DESKTOP, openPage, PHONE, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';
import type { Account, Language } from './helpers.js';
import { JOURNEY_TIMEOUT, newVisitPatient } from './visit-day-patients.js';

/** What each screen's heading reads in each language. */
const HEADINGS = {
  en: { family: 'Family members', boards: 'Waiting-room boards' },
  bn: { family: 'পরিবারের সদস্য', boards: 'ওয়েটিং রুমের বোর্ড' },
} as const;

describe('the visit day’s screens in English and Bangla: no serious accessibility problem', () => {
  const browser = useBrowser();

  /** A page signed in as `account`, in `language` as the switch would leave it, which the document then declares. */
  async function openAs(account: Account, pathname: string, language: Language, viewport = PHONE) {
    const opened = await openPage(browser(), pathname, { viewport, as: account, language });
    expect(await opened.page.evaluate(() => document.documentElement.lang)).toBe(language);
    return opened;
  }

  it.each<Language>(['en', 'bn'])(
    'when the waiting-room board is shown on the TV in %s, then axe finds nothing serious',
    async (language) => {
      const links = await api<Array<{ label: string; path: string; revokedAt: string | null }>>('/boards', {
        token: await tokenOf('admin@demo.test'),
      });
      const board = links.find((link) => link.label === 'Demo waiting room' && link.revokedAt === null)!;
      const { context, page } = await openPage(browser(), board.path, { viewport: DESKTOP, language });
      await page.getByRole('heading', { level: 1, name: 'Demo waiting room' }).waitFor();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each<Language>(['en', 'bn'])(
    'when an admin opens the board links in %s, then axe finds nothing serious',
    async (language) => {
      const { context, page } = await openAs('admin@demo.test', '/admin/boards', language, DESKTOP);
      await page.getByRole('heading', { level: 1, name: HEADINGS[language].boards }).waitFor();
      await page.getByRole('listitem').filter({ hasText: 'Demo waiting room' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each<Language>(['en', 'bn'])(
    'when a patient reads and adds family members in %s on a phone, then axe finds nothing serious and nothing scrolls sideways',
    async (language) => {
      const patient = await newVisitPatient('Nasima Begum');
      await api('/patients/family', {
        method: 'POST',
        token: await tokenOf(patient.email, patient.password),
        body: JSON.stringify({ name: 'Rafi Islam', age: 7, gender: 'male', relation: 'child', weight: 22 }),
      });
      const { context, page } = await openAs(patient, '/patient/add-family-members', language);
      await page.getByRole('heading', { level: 1, name: HEADINGS[language].family }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Rafi Islam' }).waitFor();
      expect(await seriousViolations(page), 'the list').toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      // The form, with the complaints of an empty save on show.
      await page
        .getByRole('button')
        .filter({ hasText: language === 'en' ? 'Add a family member' : 'পরিবারের সদস্য যোগ করুন' })
        .click();
      await page.locator('form button[type="submit"]').click();
      await page.locator('form [aria-invalid="true"]').first().waitFor();
      expect(await seriousViolations(page), 'the form').toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );
});
