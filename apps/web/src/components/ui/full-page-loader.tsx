import { siteConfig } from '@/config/site';
import { Logo } from './logo';

/** Shown while the first route's code loads, and wherever a whole page waits. */
export function FullPageLoader() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[70dvh] flex-col items-center justify-center gap-4">
      <Logo className="size-16 animate-pulse-soft" />
      <p className="text-sm font-medium text-slate-500">Loading {siteConfig.shortName}…</p>
    </div>
  );
}
