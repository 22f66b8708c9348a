import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { siteConfig } from '@/config/site';
import { useHideOnScroll } from '@/hooks/use-hide-on-scroll';
import { NavAccountButton } from './nav-account-button';

type NavTarget = { pathname: string; hash: string };

// NavLink ignores the hash, so '/' and '/#doctors' would both light up on the home page: matched by hand.
const LINKS = [
  { to: '/', label: 'Home', isActive: ({ pathname, hash }: NavTarget) => pathname === '/' && hash !== '#doctors' },
  { to: '/#doctors', label: 'Doctors', isActive: ({ pathname, hash }: NavTarget) => pathname === '/' && hash === '#doctors' },
  { to: '/request-callback', label: 'Req. Callback', isActive: ({ pathname }: NavTarget) => pathname === '/request-callback' },
] as const;

const linkClass = (isActive: boolean) =>
  `rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap sm:px-3 ${
    isActive ? 'text-brand-700' : 'text-slate-600 hover:text-brand-700'
  }`;

/** Spec §2: fixed top navigation, hidden on the booking flow and while scrolling down. */
export function TopNav() {
  const location = useLocation();
  const { pathname } = location;
  const scrolledAway = useHideOnScroll();
  if (pathname.startsWith('/make-appointment')) return null;

  return (
    <>
      {/* Holds the fixed bar's height in the flow, so pages start below it (and need no padding of their own). */}
      <div className="h-16" aria-hidden="true" />
      <header
        className={`fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur transition-transform duration-300 focus-within:translate-y-0 ${
          scrolledAway ? '-translate-y-full' : 'translate-y-0'
        }`}
      >
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-4 sm:px-6">
          <Link to="/" className="mr-auto flex min-w-0 items-center gap-2" aria-label={`${siteConfig.name}, home`}>
            <Logo className="size-9 shrink-0" />
            <span className="hidden truncate font-bold text-brand-900 min-[420px]:inline md:hidden">
              {siteConfig.shortName}
            </span>
            <span className="hidden truncate font-bold text-brand-900 md:inline">{siteConfig.name}</span>
          </Link>
          <ul className="flex items-center">
            {LINKS.map((link) => {
              const active = link.isActive(location);
              return (
                <li key={link.to}>
                  <Link to={link.to} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <NavAccountButton />
        </nav>
      </header>
    </>
  );
}
