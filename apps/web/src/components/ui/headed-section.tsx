import { useId, type ReactNode, type Ref } from 'react';

type HeadedSectionProps = {
  heading: ReactNode;
  headingClassName: string;
  className?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/** A section landmark named by its own h2, so a screen reader lists it by that name. */
export function HeadedSection({ heading, headingClassName, className, ref, children }: HeadedSectionProps) {
  const headingId = useId();
  return (
    <section ref={ref} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
