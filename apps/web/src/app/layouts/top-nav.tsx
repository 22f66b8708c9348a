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

// Staff only, so loaded on demand: the public home page's first load never carries the bell, its panel or the stream.
const NotificationNav = lazy(() =>
  import('@/features/notifications/components/notification-nav').then((module) => ({ default: module.NotificationNav })),
);

type NavTarget = { pathname: string; hash: string };

// NavLink ignores the hash, so '/' and '/#doctors' would both light up on the home page: matched by hand.
const LINKS = [
  { to: '/', label: 'Home', isActive: ({ pathname, hash }: NavTarget) => pathname === '/' && hash !== '#doctors' },
  { to: '/#doctors', label: 'Doctors', isActive: ({ pathname, hash }: NavTarget) => pathname === '/' && hash === '#doctors' },
  { to: '/request-callback', label: 'Req. Callback', isActive: ({ pathname }: NavTarget) => pathname === '/request-callback' },
] as const;

// With the bell the bar holds two round buttons: on phones it packs tighter so everything fits at 360 px.
const linkClass = (isActive: boolean, compact: boolean) =>
  `rounded-md py-1.5 text-sm font-medium whitespace-nowrap sm:px-3 ${compact ? 'px-1.5' : 'px-2'} ${
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
  const compact = bell !== undefined;
  return (
    <nav
      aria-label="Main"
      className={`mx-auto flex h-16 max-w-7xl items-center sm:gap-4 sm:px-6 ${compact ? 'gap-0.5 px-2' : 'gap-1 px-3'}`}
    >
      <Link to="/" className="mr-auto flex min-w-0 items-center gap-2" aria-label={`${siteConfig.name}, home`}>
        <Logo className={`shrink-0 sm:size-9 ${compact ? 'size-8' : 'size-9'}`} />
        <span className="hidden truncate font-bold text-brand-900 min-[420px]:inline md:hidden">{siteConfig.shortName}</span>
        <span className="hidden truncate font-bold text-brand-900 md:inline">{siteConfig.name}</span>
      </Link>
      <ul className="flex items-center">
        {LINKS.map((link) => {
          const active = link.isActive(location);
          return (
            <li key={link.to}>
              <Link to={link.to} aria-current={active ? 'page' : undefined} className={linkClass(active, compact)}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
      {bell}
      <NavAccountButton />
    </nav>
  );
}
