import { Link } from 'react-router';
import { PhoneIcon } from '@/components/ui/icons';
import { siteConfig } from '@/config/site';
import { HeroBackground } from './hero-background';
import { useLanguage } from '@/i18n/i18n';

const shortcutClass =
  'inline-flex min-h-11 items-center rounded-full border border-white/40 bg-white/10 px-4 py-2 text-sm font-semibold text-white backdrop-blur hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** docs/product-spec.md §1/§2: the landing hero with its tagline, the hotline and the three shortcuts. */
export function HomeHero() {
  const { t } = useLanguage();
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{siteConfig.name}</p>
        <h1 className="max-w-3xl text-3xl leading-tight font-extrabold text-balance sm:text-5xl">
          {t('home.tagline')}
        </h1>
        <p className="max-w-2xl text-lg text-brand-50">{t('home.subTagline')}</p>
        <a
          href={siteConfig.hotlineHref}
          className="inline-flex w-fit items-center gap-3 rounded-xl bg-white px-5 py-3 font-bold text-brand-900 shadow-lg hover:bg-brand-50"
        >
          <PhoneIcon className="size-5 text-red-600" />
          <span>
            <span className="block text-xs font-medium text-slate-500">{t('home.hotline')}</span>
            {siteConfig.hotline}
          </span>
        </a>
        <nav aria-label={t('home.shortcuts')} className="flex flex-wrap gap-2 pt-2">
          <Link to="/#doctors" className={shortcutClass}>
            {t('home.easyAppointment')}
          </Link>
          <Link to="/request-callback" className={shortcutClass}>
            {t('home.requestCallback')}
          </Link>
          <Link to="/book-emergency-slot" className={shortcutClass}>
            {t('home.quickReserve')}
          </Link>
        </nav>
      </div>
      {/* After the content so its pause button comes last in the tab order; it is positioned, not flowed. */}
      <HeroBackground />
    </section>
  );
}
