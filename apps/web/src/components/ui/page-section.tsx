import type { ComponentProps } from 'react';
import type { Panel } from './panel';

const WIDTHS = { narrow: 'max-w-3xl', medium: 'max-w-4xl', wide: 'max-w-7xl' } as const;

/** A page is headed as a panel is (a title, a line under it), one level up. */
type PageSectionProps = Omit<ComponentProps<typeof Panel>, 'look'> & {
  /** How wide the page may grow: 'wide' for grids of cards, narrower for one column. */
  width?: keyof typeof WIDTHS;
};

/** A page's frame (a staff list, a patient's page): its heading, an optional line under it, and the page's content below. */
export function PageSection({ title, intro, width = 'wide', children }: PageSectionProps) {
  return (
    <section className={`mx-auto ${WIDTHS[width]} px-4 py-6 sm:px-6 sm:py-10`}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
