import type { ReactNode } from 'react';
import { HeadedSection } from '@/components/ui/headed-section';

type SecurityPartProps = { title: string; className: string; children: ReactNode };

/** A titled part of the two-step sign-in card (the recovery codes, turning it off), a region named by its title. */
export function SecurityPart({ title, className, children }: SecurityPartProps) {
  return (
    <HeadedSection heading={title} headingClassName="text-lg font-semibold text-slate-900" className={className}>
      {children}
    </HeadedSection>
  );
}
