import type { ReactNode } from 'react';
import { HeadedSection } from '@/components/ui/headed-section';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';

type HomeSectionProps = {
  heading: TranslationKey;
  /** Named for screen readers only, where the cards below speak for themselves. */
  headingHidden?: boolean;
  /** The space above, and `render-when-near` for a band below the fold. */
  className: string;
  children: ReactNode;
};

/** One band of the home page, as wide as the page's other bands and named by its heading. */
export function HomeSection({ heading, headingHidden = false, className, children }: HomeSectionProps) {
  const { t } = useLanguage();
  return (
    <HeadedSection
      heading={t(heading)}
      headingClassName={
        headingHidden ? 'sr-only' : 'text-center text-xl font-bold text-balance text-slate-900 sm:text-2xl'
      }
      className={`mx-auto max-w-7xl px-4 sm:px-6 ${className}`}
    >
      {children}
    </HeadedSection>
  );
}
