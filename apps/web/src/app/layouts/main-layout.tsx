import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { selectLoginDialogOpen } from '@/stores/ui-slice';
import { DemoBanner } from './demo-banner';
import { Footer } from './footer';
import { LazyLoginDialog } from './login-dialog-loader';
import { NavigationProgress } from './navigation-progress';
import { OfflineNotice } from './offline-notice';
import { QuickMenu } from './quick-menu';
import { TopNav } from './top-nav';
import { useLanguage } from '@/i18n/i18n';

export function MainLayout() {
  const loginDialogOpen = useSelector(selectLoginDialogOpen);
  const { t } = useLanguage();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skip')}
      </a>
      <NavigationProgress />
      <TopNav />
      {/* After the nav's spacer, so the fixed bar never covers it; on the booking flow (no nav) it leads the page. */}
      <DemoBanner />
      <main id="main" className="flex-1">
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <QuickMenu />
      <OfflineNotice />
      {/* Top of the page on new navigations, the old position on Back, and /#doctors scrolls to its section. */}
      <ScrollRestoration />
      {loginDialogOpen && (
        <Suspense fallback={null}>
          <LazyLoginDialog />
        </Suspense>
      )}
    </div>
  );
}
