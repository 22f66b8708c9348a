import { siteConfig } from '@/config/site';
import { useLanguage } from '@/i18n/i18n';
import { Logo } from './logo';

/** Shown while the first route's code loads, and wherever a whole page waits. */
export function FullPageLoader() {
  const { t } = useLanguage();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[70dvh] flex-col items-center justify-center gap-4">
      <Logo className="size-16 animate-pulse-soft" />
      <p className="text-sm font-medium text-slate-500">{t('shell.loading', { name: siteConfig.shortName })}</p>
    </div>
  );
}
