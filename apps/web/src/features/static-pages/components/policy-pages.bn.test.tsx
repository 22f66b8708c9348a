import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { ok, stubFetch } from '@/test/http';
import { renderApp, renderAppInBangla } from '@/test/render';
import { privacyBn } from './privacy-bn';
import { privacyEn } from './privacy-en';
import { refundBn } from './refund-bn';
import { refundEn } from './refund-en';
import { termsBn } from './terms-bn';
import { termsEn } from './terms-en';

beforeEach(() => {
  stubFetch(() => ok([]));
});

const PAGES = [
  {
    path: '/terms-and-condition',
    en: termsEn,
    bn: termsBn,
    title: 'শর্তাবলি',
    related: ['ফেরত ও রিফান্ড নীতি', 'গোপনীয়তা নীতি'],
  },
  {
    path: '/refund-policy',
    en: refundEn,
    bn: refundBn,
    title: 'ফেরত ও রিফান্ড নীতি',
    related: ['শর্তাবলি', 'গোপনীয়তা নীতি'],
  },
  {
    path: '/privacy-policy',
    en: privacyEn,
    bn: privacyBn,
    title: 'গোপনীয়তা নীতি',
    related: ['শর্তাবলি', 'ফেরত ও রিফান্ড নীতি'],
  },
] as const;

// What stays in Latin letters on a Bangla policy: the hospital's own facts as configured, and the names of brands.
const KEPT_AS_WRITTEN = [
  siteConfig.name,
  siteConfig.address,
  siteConfig.companyName,
  siteConfig.tradeLicence,
  'SSLCommerz',
];

describe('policy pages in Bangla', () => {
  it.each(PAGES)(
    'when $path is read in Bangla, then its title, date, contents, sections and links are Bangla, with nothing left in English',
    async (page) => {
      await renderAppInBangla(page.path);

      const article = (await screen.findByRole('heading', { level: 1, name: page.title })).closest('article')!;
      expect(document.title).toBe(`${page.title} | ${siteConfig.name}`);
      expect(within(article).getByText('সর্বশেষ হালনাগাদ: ১ নভেম্বর, ২০২৬')).toBeTruthy();
      const contents = within(article).getByRole('navigation', { name: 'এই পেজে যা আছে' });
      expect(
        within(contents)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(page.bn.sections.map((section) => section.heading));
      expect(within(article).getAllByRole('heading', { level: 2 })[0]!.textContent).toBe(
        `১. ${page.bn.sections[0]!.heading}`,
      );
      expect(within(article).getByText('অন্যান্য নীতিমালা')).toBeTruthy();
      const related = within(article).getAllByRole('link').slice(-2);
      expect(related.map((link) => link.textContent)).toEqual(page.related);

      const text = KEPT_AS_WRITTEN.reduce((rest, kept) => rest.replaceAll(kept, ''), article.textContent ?? '');
      expect(text.match(/[A-Za-z]{3,}/g) ?? []).toEqual([]);
    },
  );

  it.each(PAGES)(
    'when $path is written in both languages, then the sections are the same ones, so a #link works in either',
    (page) => {
      expect(page.bn.sections.map((section) => section.id)).toEqual(page.en.sections.map((section) => section.id));
    },
  );

  it('when the terms are read in English, then the English text, title and date show as before', async () => {
    renderApp('/terms-and-condition');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).closest(
      'article',
    )!;
    expect(document.title).toBe(`Terms and Conditions | ${siteConfig.name}`);
    expect(within(article).getByText('Last updated: 1st Nov, 2026')).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: '2. Not for emergencies' })).toBeTruthy();
    expect(within(article).getByText(/^Hotline:/)).toBeTruthy();
    expect(
      within(article)
        .getAllByRole('link')
        .slice(-2)
        .map((link) => link.textContent),
    ).toEqual(['Return and Refund Policy', 'Privacy Policy']);
  });
});
