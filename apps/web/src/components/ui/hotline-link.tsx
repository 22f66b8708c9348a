import { PhoneIcon } from '@/components/ui/icons';
import { siteConfig } from '@/config/site';

/** The hospital's hotline as a tap-to-call link, for the lines that say "call us now". */
export function HotlineLink() {
  return (
    <a href={siteConfig.hotlineHref} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2">
      <PhoneIcon className="size-4" />
      {siteConfig.hotline}
    </a>
  );
}
