import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type PolicySectionData = { id: string; heading: string; body: ReactNode };

type PolicyPageProps = {
  title: string;
  /** Shown under the title; policies change, and readers need to know which version they read. */
  updated: string;
  intro: ReactNode;
  sections: readonly PolicySectionData[];
};

const RELATED = [
  { to: '/terms-and-condition', label: 'Terms and Conditions' },
  { to: '/refund-policy', label: 'Return and Refund Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const;

/**
 * One layout for the three policy pages (docs/product-spec.md §2): a readable measure (about 70 characters a line), a contents list
 * so a phone reader can jump to the part they need, and links across to the other two policies.
 */
export function PolicyPage({ title, updated, intro, sections }: PolicyPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">Last updated: {updated}</p>
        <div className="mt-4 space-y-3 text-base leading-relaxed text-slate-700">{intro}</div>
      </header>

      <nav aria-label="On this page" className="my-6 rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm font-semibold text-slate-900">On this page</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
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
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700">{section.body}</div>
        </section>
      ))}

      <footer className="mt-12 border-t border-slate-200 pt-6">
        <p className="text-sm font-semibold text-slate-900">Related policies</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {RELATED.filter((item) => item.label !== title).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {item.label}
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
