import { lazy, Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, type Location } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { siteConfig } from '@/config/site';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { hasNotificationBell } from '@/features/notifications/utils/bell-access';
import { useHideOnScroll } from '@/hooks/use-hide-on-scroll';
import { NavAccountButton } from './nav-account-button';
import { NavSkeleton } from './nav-skeleton';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useLanguage } from '@/i18n/i18n';

// Staff only, so loaded on demand: the public home page's first load never carries the bell, its panel or the stream.
const NotificationNav = lazy(() =>
  import('@/features/notifications/components/notification-nav').then((module) => ({
    default: module.NotificationNav,
  })),
);

type NavTarget = { pathname: string; hash: string };

// NavLink ignores the hash, so '/' and '/#doctors' would both light up on the home page: matched by hand.
const LINKS = [
  { to: '/', label: 'nav.home', isActive: ({ pathname, hash }: NavTarget) => pathname === '/' && hash !== '#doctors' },
  {
    to: '/#doctors',
    label: 'nav.doctors',
    isActive: ({ pathname, hash }: NavTarget) => pathname === '/' && hash === '#doctors',
  },
  {
    to: '/request-callback',
    label: 'nav.callback',
    isActive: ({ pathname }: NavTarget) => pathname === '/request-callback',
  },
] as const;

// Every link is a 44 px tap target. On phones the words are a size smaller and packed tighter, so logo, three links
// and the round buttons fit side by side down to 320 px (a phone with a large display size) without touching.
const linkClass = (isActive: boolean) =>
  `flex min-h-11 min-w-11 items-center justify-center rounded-md px-1.5 text-[13px] font-medium whitespace-nowrap sm:px-3 sm:text-sm ${
    isActive ? 'text-brand-700' : 'text-slate-600 hover:text-brand-700'
  }`;

/** docs/product-spec.md §2: fixed top navigation, hidden on the booking flow and while scrolling down. */
export function TopNav() {
  const location = useLocation();
  const role = useSelector(selectCurrentUser)?.role;
  const scrolledAway = useHideOnScroll();
  if (location.pathname.startsWith('/make-appointment')) return null;

  const renderBar = (bell?: ReactNode) => <NavBar location={location} bell={bell} />;
  return (
    <>
      {/* Holds the fixed bar's height in the flow, so pages start below it (and need no padding of their own). */}
      <div className="h-16 print:hidden" aria-hidden="true" />
      <header
        className={`fixed inset-x-0 top-0 z-40 border-b print:hidden border-slate-200/80 bg-white/95 backdrop-blur transition-transform duration-300 focus-within:translate-y-0 ${
          scrolledAway ? '-translate-y-full' : 'translate-y-0'
        }`}
      >
        {hasNotificationBell(role) ? (
          <Suspense fallback={<NavSkeleton />}>
            <NotificationNav role={role} renderBar={renderBar} skeleton={<NavSkeleton />} />
          </Suspense>
        ) : (
          renderBar()
        )}
      </header>
    </>
  );
}

function NavBar({ location, bell }: { location: Location; bell?: ReactNode }) {
  const { t } = useLanguage();
  const compact = bell !== undefined;
  return (
    <nav aria-label={t('nav.label')} className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-4 sm:px-6">
      {/* Below 400 px there is no room for the logo beside the links and the language switch; the Home link goes to the same place. */}
      <Link
        to="/"
        className="mr-auto hidden min-h-11 min-w-11 items-center justify-center gap-2 min-[400px]:flex"
        aria-label={t('nav.logoHome', { name: siteConfig.name })}
      >
        <Logo className="size-9 shrink-0" />
        <span className="hidden truncate font-bold text-brand-900 min-[480px]:inline md:hidden">
          {siteConfig.shortName}
        </span>
        <span className="hidden truncate font-bold text-brand-900 md:inline">{siteConfig.name}</span>
      </Link>
      <ul className="mr-auto flex items-center min-[400px]:mr-0">
        {LINKS.map((link) => {
          const active = link.isActive(location);
          return (
            <li key={link.to}>
              <Link to={link.to} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                {t(link.label)}
              </Link>
            </li>
          );
        })}
      </ul>
      {/* With the staff bell as well, the bar has room for the switch only on wide screens; staff have it in the quick menu. */}
      <div className={`shrink-0 ${compact ? 'hidden lg:block' : ''}`}>
        <LanguageSwitch className="px-1 text-[13px] sm:px-3 sm:text-sm" />
      </div>
      {bell}
      <NavAccountButton />
    </nav>
  );
}
