import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/i18n';
import { POLICIES_UPDATED } from './policy-dates';

export type PolicySectionData = { id: string; heading: string; body: ReactNode };

/** One policy in one language: what the page shows under its layout. */
export type PolicyText = {
  title: string;
  intro: ReactNode;
  sections: readonly PolicySectionData[];
};

/** The links inside a policy's text. */
export const POLICY_LINK_CLASS = 'font-medium text-brand-700 underline underline-offset-2';

const RELATED = [
  { to: '/terms-and-condition', labelKey: 'footer.terms' },
  { to: '/refund-policy', labelKey: 'footer.refund' },
  { to: '/privacy-policy', labelKey: 'footer.privacy' },
] as const;

type PolicyPageProps = PolicyText & {
  /** The page's own address, left out of the related policies. */
  path: (typeof RELATED)[number]['to'];
};

/**
 * One layout for the three policy pages (docs/product-spec.md §2): a readable measure (about 70 characters a line), a contents list
 * so a phone reader can jump to the part they need, and links across to the other two policies. The date under the
 * title says which version the reader read.
 */
export function PolicyPage({ title, intro, sections, path }: PolicyPageProps) {
  const { t, formats, language } = useLanguage();
  // The contents are numbered like the headings below them: '১.' in Bangla (CSS's own Bengali counter).
  const numbering = language === 'bn' ? '[list-style-type:bengali]' : 'list-decimal';
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">
          {t('policy.lastUpdated', { date: formats.date(POLICIES_UPDATED) })}
        </p>
        <div className="mt-4 space-y-3 text-base leading-relaxed text-slate-700">{intro}</div>
      </header>

      <nav aria-label={t('policy.onThisPage')} className="my-6 rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm font-semibold text-slate-900">{t('policy.onThisPage')}</p>
        <ol className={`mt-2 space-y-1 pl-5 text-sm ${numbering}`}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-8">
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
            {formats.number(index + 1)}. {section.heading}
          </h2>
          <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700">{section.body}</div>
        </section>
      ))}

      <footer className="mt-12 border-t border-slate-200 pt-6">
        <p className="text-sm font-semibold text-slate-900">{t('policy.related')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {RELATED.filter((item) => item.to !== path).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </footer>
    </article>
  );
}

/** A bulleted list with the site's spacing; policy text is mostly lists. */
export function PolicyList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">{children}</ul>;
}
