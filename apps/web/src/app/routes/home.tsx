import { lazy } from 'react';
import type { SwiperOptions } from 'swiper/types';
import { siteConfig } from '@/config/site';
import { getConsultants, useGetConsultantsQuery } from '@/features/doctors/api/get-consultants';
import { ConsultantSlide, ConsultantSlideSkeletons } from '@/features/doctors/components/consultant-slide';
import { ConsultantTeam } from '@/features/doctors/components/consultant-team';
import { FacilitiesStrip } from '@/features/home/components/facilities-strip';
import { FeatureCards } from '@/features/home/components/feature-cards';
import { HomeHero } from '@/features/home/components/home-hero';
import { PartnerStrip } from '@/features/home/components/partner-strip';
import { WhenNearViewport } from '@/features/home/components/when-near-viewport';
import { useGetReviewsQuery } from '@/features/reviews/api/get-reviews';
import { ReviewCard, ReviewCardSkeletons } from '@/features/reviews/components/review-card';
import { useDocumentHead } from '@/lib/head';
import type { ServerQueries } from '../server-queries';
import { useLanguage } from '@/i18n/i18n';

// Swiper is the heaviest code on the page: its chunk loads only when a carousel nears the viewport.
const AutoplayCarousel = lazy(() => import('@/features/home/components/autoplay-carousel'));

// docs/product-spec.md §9: the carousel shows the first 5 consultants; the team grid starts at 10.
const CAROUSEL_LIMIT = 5;
const TEAM_INITIAL_LIMIT = 10;

// Module constants: Swiper re-applies options whose object identity changes. Slides per view match the skeletons.
const CONSULTANT_BREAKPOINTS: SwiperOptions['breakpoints'] = { 768: { slidesPerView: 2 }, 1280: { slidesPerView: 3 } };
// docs/product-spec.md §2: 1 review per view below 600 px, 2 below 1200 px, otherwise 3.
const REVIEW_BREAKPOINTS: SwiperOptions['breakpoints'] = { 600: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } };

/** Rendered on the server with the team grid's first page of doctors; the carousels load as they near the screen. */
export const serverQueries: ServerQueries = () => [getConsultants.initiate({ limit: TEAM_INITIAL_LIMIT })];

const HOME_HEAD = {
  keywords: 'hospital in Dhaka, Dhanmondi hospital, doctor appointment, consultants, online consultation',
  robots: 'index, follow',
};

/** docs/product-spec.md §1/§2: hero, partners, features, consultant carousel, Team of Consultant, patient reviews, facilities. */
export function HomeRoute() {
  const { t } = useLanguage();
  useDocumentHead({
    ...HOME_HEAD,
    title: t('home.title', { name: siteConfig.name }),
    description: t('head.homeDescription', { name: siteConfig.name }),
  });
  return (
    <>
      <HomeHero />
      <PartnerStrip />
      <FeatureCards />
      <section aria-label={t('home.bookOnline')} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        <WhenNearViewport placeholder={<ConsultantSlideSkeletons />}>
          <ConsultantCarousel />
        </WhenNearViewport>
      </section>
      <section
        id="doctors"
        aria-labelledby="doctors-heading"
        className="render-when-near mx-auto max-w-7xl px-4 pt-12 sm:px-6"
      >
        <SectionHeading id="doctors-heading" title={t('home.teamTitle')} subtitle={t('home.teamSubtitle')} />
        <ConsultantTeam initialLimit={TEAM_INITIAL_LIMIT} />
      </section>
      <section aria-labelledby="reviews-heading" className="render-when-near mx-auto max-w-7xl px-4 pt-14 sm:px-6">
        <SectionHeading id="reviews-heading" title={t('home.reviewsTitle')} subtitle={t('home.reviewsSubtitle')} />
        <WhenNearViewport placeholder={<ReviewCardSkeletons />}>
          <ReviewsCarousel />
        </WhenNearViewport>
      </section>
      <FacilitiesStrip />
    </>
  );
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-1 text-slate-600">{subtitle}</p>
    </div>
  );
}

function ConsultantCarousel() {
  const { data: doctors, isError } = useGetConsultantsQuery({ limit: CAROUSEL_LIMIT });
  const { t } = useLanguage();
  if (!doctors) return isError ? null : <ConsultantSlideSkeletons />;
  return (
    <AutoplayCarousel
      label={t('home.consultants')}
      breakpoints={CONSULTANT_BREAKPOINTS}
      slides={doctors.map((doctor) => ({ key: doctor._id, content: <ConsultantSlide doctor={doctor} /> }))}
    />
  );
}

function ReviewsCarousel() {
  const { data: reviews, isError } = useGetReviewsQuery();
  const { t } = useLanguage();
  if (!reviews) return isError ? null : <ReviewCardSkeletons />;
  if (reviews.length === 0) return <p className="text-slate-600">{t('home.nothingFound')}</p>;
  return (
    <AutoplayCarousel
      label={t('home.reviewsTitle')}
      breakpoints={REVIEW_BREAKPOINTS}
      slides={reviews.map((review) => ({
        key: review._id,
        content: <ReviewCard review={review} doctor={review.doctorId} />,
      }))}
    />
  );
}
