import { useEffect, useRef, type PropsWithChildren, type RefObject } from 'react';
import { HeadedSection } from '@/components/ui/headed-section';
import { useLanguage } from '@/i18n/i18n';

type StepSectionProps = PropsWithChildren<{
  step: number;
  title: string;
  /** Scroll the step into view when it appears low on the screen (it was revealed by a choice above it). */
  revealOnMount?: boolean;
}>;

/** One numbered step of the booking flow (docs/product-spec.md §4), a landmark named by its heading. */
export function StepSection({ step, title, children, revealOnMount = false }: StepSectionProps) {
  const { t, formats } = useLanguage();
  const ref = useRef<HTMLElement>(null);
  useRevealOnMount(ref, revealOnMount);
  const heading = (
    <>
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
      >
        {formats.number(step)}
      </span>
      <span>
        <span className="sr-only">{t('booking.step', { step: formats.number(step) })}</span>
        {title}
      </span>
    </>
  );
  return (
    <HeadedSection
      ref={ref}
      heading={heading}
      headingClassName="flex items-center gap-3 text-base font-semibold text-slate-900"
      className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mt-4">{children}</div>
    </HeadedSection>
  );
}

/**
 * On a phone the next step appears below the fold, and without this a tap on a date looks as if nothing happened.
 * Only when the step starts in the lower part of the screen, so a step already in sight never jumps.
 */
function useRevealOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof element.scrollIntoView !== 'function') return;
    if (element.getBoundingClientRect().top < window.innerHeight * 0.7) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [ref, enabled]);
}
