import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { Icon } from '@/components/ui/icons';
import { HomeSection } from './home-section';

type Feature = { title: `features.${string}Title`; text: `features.${string}Text`; icon: ReactNode };

// docs/product-spec.md §1: the four feature cards, in the spec's order.
const FEATURES: readonly Feature[] = [
  {
    title: 'features.techTitle',
    text: 'features.techText',
    icon: <path d="M9 3h6M10 3v6.5L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9.5V3M7 15h10" />,
  },
  {
    title: 'features.doctorsTitle',
    text: 'features.doctorsText',
    icon: (
      <>
        <path d="M6 3v5a4 4 0 0 0 8 0V3M6 3H4.5M14 3h1.5M10 12v2a5 5 0 0 0 10 0v-1" />
        <circle cx="20" cy="11" r="2" />
      </>
    ),
  },
  {
    title: 'features.satisfactionTitle',
    text: 'features.satisfactionText',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M8 14.5a4.5 4.5 0 0 0 8 0M9 9.5h.01M15 9.5h.01" />
      </>
    ),
  },
  {
    title: 'features.pharmacyTitle',
    text: 'features.pharmacyText',
    icon: (
      <>
        <rect x="3" y="8" width="18" height="8" rx="4" transform="rotate(-45 12 12)" />
        <path d="m9.2 9.2 5.6 5.6" />
      </>
    ),
  },
];

export function FeatureCards() {
  const { t } = useLanguage();
  return (
    <HomeSection heading="home.whyUs" headingHidden className="pt-12">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon strokeWidth={1.8} className="size-6">
                {feature.icon}
              </Icon>
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{t(feature.title as 'features.techTitle')}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(feature.text as 'features.techText')}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
