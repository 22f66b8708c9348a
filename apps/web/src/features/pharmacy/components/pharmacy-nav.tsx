import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';

const PAGES: readonly { to: string; label: TranslationKey }[] = [
  { to: '/pharmacist/', label: 'pharmacist.queueLink' },
  { to: '/pharmacist/stock', label: 'pharmacist.stockLink' },
  { to: '/pharmacist/alerts', label: 'pharmacist.alertsLink' },
  { to: '/pharmacist/cash', label: 'pharmacist.cashLink' },
  { to: '/pharmacist/reports', label: 'pharmacist.reportsLink' },
];

/** The pharmacy's pages, one tap apart: a row of links that wraps on a phone and is left out of print. */
export function PharmacyNav() {
  const { t } = useLanguage();
  return (
    <nav aria-label={t('pharmacist.nav')} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                  isActive
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
                }`
              }
            >
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A pharmacy page's frame: the links above, then the page, as wide as a desk allows. */
export function PharmacyFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-5 px-4 py-6 sm:px-6">{children}</div>;
}
