import { PhoneIcon } from '@/components/ui/icons';
import { siteConfig } from '@/config/site';

/** The hospital's hotline as a tap-to-call link, for the lines that say "call us now"; its tap area reaches 44 px tall without making the line taller. */
export function HotlineLink() {
  return (
    <a
      href={siteConfig.hotlineHref}
      className="relative inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 after:absolute after:-inset-y-3 after:inset-x-0 after:content-['']"
    >
      <PhoneIcon className="size-4" />
      {siteConfig.hotline}
    </a>
  );
}

/** A closing line that ends on the hotline: "`lead` <hotline>." */
export function HotlineLine({ lead }: { lead: string }) {
  return (
    <p className="text-sm text-slate-600">
      {lead} <HotlineLink />.
    </p>
  );
}

const NUMBER_LINK_CLASS = 'font-semibold text-brand-700 underline underline-offset-2';

/** The hotline's number as a tap-to-call link inside a sentence ("Call our hotline 09610-…"), without an icon. */
export function HotlineNumber({ className = NUMBER_LINK_CLASS }: { className?: string }) {
  return (
    <a href={siteConfig.hotlineHref} className={className}>
      {siteConfig.hotline}
    </a>
  );
}
