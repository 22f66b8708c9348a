import { useState, type ReactNode } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
// Swiper's own CSS from the package, bundled with this lazy chunk: the CSP allows no third-party styles.
import 'swiper/css';
import 'swiper/css/pagination';
import { useLanguage } from '@/i18n/i18n';

// docs/product-spec.md §9: both home carousels advance every 2500 ms and keep going after the user swipes.
const AUTOPLAY_DELAY_MS = 2500;

export type CarouselSlide = { key: string; content: ReactNode };

type AutoplayCarouselProps = {
  /** Names the carousel for screen readers, e.g. 'Patient reviews'. */
  label: string;
  slides: readonly CarouselSlide[];
  /** Slides per view by minimum window width, as Swiper's `breakpoints`. Pass a constant: Swiper re-applies a new object. */
  breakpoints: SwiperOptions['breakpoints'];
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's carousels (docs/product-spec.md §2): autoplay, dynamic pagination bullets. A pause button, because content
 * that moves by itself for more than 5 seconds must be stoppable (WCAG 2.2.2); visitors who prefer reduced
 * motion start paused. Default-exported for React.lazy: Swiper is the heaviest code on the page.
 */
export function AutoplayCarousel({ label, slides, breakpoints }: AutoplayCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Fixed at mount: Swiper re-applies its options whenever a value in them changes.
  const [startsPlaying] = useState(() => !prefersReducedMotion());
  const [playing, setPlaying] = useState(startsPlaying);
  const { t } = useLanguage();
  const toggle = () => {
    if (!swiper) return;
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };

  return (
    <div className="relative" role="region" aria-roledescription={t('home.carousel')} aria-label={label}>
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={setSwiper}
        onAutoplayStart={() => setPlaying(true)}
        onAutoplayStop={() => setPlaying(false)}
        autoplay={{
          enabled: startsPlaying,
          delay: AUTOPLAY_DELAY_MS,
          disableOnInteraction: false,
          pauseOnMouseEnter: true,
        }}
        // Back to the first slide after the last, without the cloned slides `loop` needs.
        rewind
        spaceBetween={16}
        slidesPerView={1}
        breakpoints={breakpoints}
        pagination={{ dynamicBullets: true }}
        className="pb-10! [--swiper-pagination-color:var(--color-brand-700)]"
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className="h-auto!">
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        onClick={toggle}
        aria-label={t(playing ? 'home.pauseSlides' : 'home.playSlides', { label: label.toLowerCase() })}
        className="absolute right-0 bottom-0 z-10 flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-3.5">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
        </svg>
      </button>
    </div>
  );
}

export default AutoplayCarousel;
