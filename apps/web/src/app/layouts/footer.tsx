import { Link, useLocation } from 'react-router';
import { PhoneIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { PaymentBadges } from '@/components/ui/payment-badges';
import { siteConfig } from '@/config/site';
import { onlinePaymentOffered } from '@/lib/online-payment';
import { useLanguage } from '@/i18n/i18n';

// docs/product-spec.md §1: the footer is hidden on paths containing any of these (the spec's fragments, substring matches).
const FOOTERLESS_FRAGMENTS = [
  '/make-appointment',
  '/attendant',
  '/book-emergency-slot',
  '/request-callback',
  '/patient/',
  '/auth/reset-pass',
  '/manage-slot-request',
  '/doctor/',
] as const;

const POLICY_LINKS = [
  { to: '/terms-and-condition', label: 'footer.terms' },
  { to: '/refund-policy', label: 'footer.refund' },
  { to: '/privacy-policy', label: 'footer.privacy' },
] as const;

export const isFooterHidden = (pathname: string) =>
  FOOTERLESS_FRAGMENTS.some((fragment) => pathname.includes(fragment));

export function Footer() {
  const { pathname } = useLocation();
  const { t } = useLanguage();
  if (isFooterHidden(pathname)) return null;

  return (
    <footer className="render-when-near mt-16 bg-brand-900 text-brand-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Link to="/" className="flex min-h-11 items-center gap-2">
            <Logo className="size-10" />
            <span className="text-lg font-bold text-white">{siteConfig.name}</span>
          </Link>
          <address className="text-sm leading-relaxed text-brand-100 not-italic">{siteConfig.address}</address>
          <a
            href={siteConfig.hotlineHref}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white"
          >
            <PhoneIcon className="size-4" /> {t('footer.hotline', { hotline: siteConfig.hotline })}
          </a>
        </div>
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="text-brand-100/80">{t('footer.operatedBy')}</dt>
            <dd className="font-medium text-white">{siteConfig.companyName}</dd>
          </div>
          <div>
            <dt className="text-brand-100/80">{t('footer.tradeLicence')}</dt>
            <dd className="font-medium text-white">{siteConfig.tradeLicence}</dd>
          </div>
        </dl>
        {/* With PAYMENT_GATEWAY=none the hospital takes no payment online: no card or wallet badges then. */}
        {onlinePaymentOffered() ? (
          <div className="space-y-3">
            <p className="text-sm font-medium text-white">{t('footer.payWith')}</p>
            <PaymentBadges />
          </div>
        ) : (
          <p className="text-sm font-medium text-white">{t('footer.payAtHospital')}</p>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-xs text-brand-100/80 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <nav aria-label={t('footer.policies')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  {/* py-1.5: a comfortable touch target without making the strip tall. */}
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-sm text-brand-50 underline-offset-2 hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="flex flex-wrap items-center gap-3">
            <span>
              © {new Date().getFullYear()} {siteConfig.companyName}
            </span>
            <span className="rounded bg-white/10 px-2 py-0.5 font-semibold tracking-wide text-white">
              {siteConfig.versionLabel}
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
