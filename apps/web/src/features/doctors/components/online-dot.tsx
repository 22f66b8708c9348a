import { useLanguage } from '@/i18n/i18n';
/** docs/product-spec.md §4: an online doctor shows a blinking green dot. The halo only moves when the user allows motion. */
export function OnlineDot({ className = '' }: { className?: string }) {
  const { t } = useLanguage();
  return (
    <span className={`relative inline-flex size-2.5 shrink-0 ${className}`}>
      <span className="absolute inline-flex size-full rounded-full bg-green-400 opacity-75 motion-safe:animate-ping" />
      <span className="relative inline-flex size-2.5 rounded-full bg-green-500" />
      <span className="sr-only">{t('consultants.onlineNow')}</span>
    </span>
  );
}
