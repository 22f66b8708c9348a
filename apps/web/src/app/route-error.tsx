import { useEffect, useState } from 'react';
import { Link, useRouteError } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { StatusPanel } from '@/components/ui/status-panel';
import { siteConfig } from '@/config/site';
import { isChunkLoadError, pageReload, recoverFromChunkError } from '@/lib/chunk-errors';
import { usePageHead } from '@/lib/page-head';
import { useLanguage } from '@/i18n/i18n';

type Outcome = 'checking' | 'reloading' | 'offline' | 'failed' | 'broken';

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-6 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Every route's error element: the product's own page instead of React Router's developer page. A page whose code
 * could not be fetched either reloads by itself once (a new deploy replaced the file) or offers Retry (the connection
 * dropped); anything else is a bug, said plainly, with Retry and the hotline. `standalone` is for the root route,
 * where the layout itself failed, so the page brings its own logo instead of the navigation bar.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const outcome = useOutcome(error);
  usePageHead('head.pageNotLoaded');
  const page = <ErrorPanel outcome={outcome} standalone={standalone} />;
  if (!standalone) return page;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <Logo className="size-9" />
          <span className="font-bold text-brand-900">{siteConfig.name}</span>
        </div>
      </header>
      <main id="main" className="flex-1">
        {page}
      </main>
    </div>
  );
}

function useOutcome(error: unknown): Outcome {
  const chunk = isChunkLoadError(error);
  const [outcome, setOutcome] = useState<Outcome>(chunk ? 'checking' : 'broken');
  useEffect(() => {
    if (!chunk) {
      // Production builds print nothing else about it: keep the cause where a developer (or support) can find it.
      console.error(error);
      return undefined;
    }
    let live = true;
    void recoverFromChunkError(error).then((result) => {
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [chunk, error]);
  // Back online after a failure: the page tries again by itself, since nothing on it can be lost.
  useEffect(() => {
    if (outcome !== 'offline' && outcome !== 'failed') return undefined;
    const retry = () => pageReload.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [outcome]);
  return outcome;
}

const TEXTS = {
  offline: { title: 'shell.errorOfflineTitle', body: 'shell.errorOfflineBody' },
  failed: { title: 'shell.errorFailedTitle', body: 'shell.errorFailedBody' },
  broken: { title: 'shell.errorBrokenTitle', body: 'shell.errorBrokenBody' },
} as const satisfies Record<Exclude<Outcome, 'checking' | 'reloading'>, { title: string; body: string }>;

function ErrorPanel({ outcome, standalone }: { outcome: Outcome; standalone: boolean }) {
  const [stillOffline, setStillOffline] = useState(false);
  const { t } = useLanguage();
  if (outcome === 'checking' || outcome === 'reloading') {
    return (
      <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
        <p role="status" className="flex flex-col items-center gap-4 text-sm font-medium text-slate-600">
          <Logo className="size-16 animate-pulse-soft" />
          {outcome === 'reloading' ? t('shell.reloading') : t('shell.loading', { name: siteConfig.shortName })}
        </p>
      </section>
    );
  }
  const { title, body } = TEXTS[outcome];
  const retry = () => {
    // Reloading without a connection would only swap this page for the browser's own offline page.
    if (!navigator.onLine) {
      setStillOffline(true);
      return;
    }
    pageReload.reload();
  };
  const actions = (
    <>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={`${actionClass} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('shell.retry')}
        </button>
        {/* Without the layout (standalone) the app's own navigation cannot help: a full page load is the way home. */}
        <Link
          to="/"
          reloadDocument={standalone}
          className={`${actionClass} border border-brand-700 text-brand-700 hover:bg-brand-50`}
        >
          {t('shell.goHome')}
        </Link>
      </div>
      <p role="status" className="min-h-6 text-sm text-slate-600">
        {stillOffline ? t('shell.stillOffline') : ''}
      </p>
    </>
  );
  return (
    <StatusPanel tone={outcome === 'offline' ? 'offline' : 'stopped'} title={t(title)} actions={actions}>
      <p className="text-slate-600">{t(body)}</p>
      {outcome === 'broken' && (
        <a href={siteConfig.hotlineHref} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('footer.hotline', { hotline: siteConfig.hotline })}
        </a>
      )}
    </StatusPanel>
  );
}
