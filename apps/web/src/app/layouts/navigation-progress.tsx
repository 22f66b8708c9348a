import { useNavigation } from 'react-router';
import { useLanguage } from '@/i18n/i18n';

/**
 * A thin pulsing bar at the top while the next page's code loads. Pages are lazy chunks, and on a slow phone a tap
 * on a link would otherwise seem to do nothing for a second. It shows only on the first visit to each page: once a
 * route's chunk has loaded, later navigations to it are instant and never enter the loading state.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  const { t } = useLanguage();
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('shell.loadingPage')}
      className="fixed inset-x-0 top-0 z-[60] h-1 animate-pulse bg-brand-500"
    />
  );
}
