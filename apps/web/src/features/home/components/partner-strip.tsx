import { siteConfig } from '@/config/site';
import './partner-strip.css';
import { useSettled } from '@/hooks/use-settled';
import { useLanguage } from '@/i18n/i18n';

// Each copy ends in its own gap (pr-3 = gap-3), so half the track is exactly one copy plus one gap.
const listClass = 'flex shrink-0 gap-3 pr-3';
const nameClass =
  'shrink-0 rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700';

/**
 * docs/product-spec.md §1: a continuously scrolling strip of the corporate health partners' names, pure CSS. It starts
 * moving once the page has settled (src/lib/settled.ts): an endless animation makes the browser composite a frame
 * 60 times a second, work a phone needs for the page's start.
 */
export function PartnerStrip() {
  const { t } = useLanguage();
  const moving = useSettled();
  const names = siteConfig.healthPartners.map((partner) => partner.name);
  return (
    <section
      aria-labelledby="partners-heading"
      data-moving={moving || undefined}
      className="partner-strip border-b border-brand-100 bg-brand-50 py-4"
    >
      <h2
        id="partners-heading"
        className="mx-auto max-w-7xl px-4 text-xs font-semibold tracking-widest text-brand-800 uppercase sm:px-6"
      >
        {t('home.partners')}
      </h2>
      {/*
        Focusable so keyboard users can stop it: focus pauses the scroll (partner-strip.css). With reduced motion
        nothing moves and the row scrolls sideways by hand instead; a region that scrolls must be focusable.
      */}
      <div
        tabIndex={0}
        role="group"
        aria-labelledby="partners-heading"
        className="mt-3 overflow-hidden focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 motion-reduce:overflow-x-auto motion-reduce:px-4 motion-reduce:[scrollbar-width:thin]"
      >
        <div className="partner-strip-track flex w-max">
          <ul className={listClass}>
            {names.map((name) => (
              <li key={name} className={nameClass}>
                {name}
              </li>
            ))}
          </ul>
          {/* The second copy only completes the loop: hidden from screen readers, and gone when nothing moves. */}
          <ul aria-hidden="true" className={`${listClass} motion-reduce:hidden`}>
            {names.map((name) => (
              <li key={name} className={nameClass}>
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
