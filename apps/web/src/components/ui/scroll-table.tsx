import type { ReactNode } from 'react';

/** A column's heading; a column of figures is aligned right, with its figures. */
export type Column = { label: string; figures?: boolean };

const looks = {
  // A bill or a report: firm headings over a firm rule.
  firm: { row: 'border-slate-300 text-slate-700', cell: 'py-2 font-semibold' },
  // A small table inside a card.
  light: { row: 'border-slate-200 text-slate-600', cell: 'py-1 font-medium' },
} as const;

type ScrollTableProps = {
  /** Read by screen readers only: the table's name. */
  caption?: string;
  columns: Column[];
  look: keyof typeof looks;
  /** Added to the scrolling box's classes (its margin). */
  className?: string;
  /** The table's body (and foot). */
  children: ReactNode;
};

/**
 * A table that scrolls sideways on a narrow screen instead of widening the page. The first and last columns keep no
 * padding on the table's outer edge, so the table lines up with the text around it.
 */
export function ScrollTable({ caption, columns, look, className = '', children }: ScrollTableProps) {
  return (
    <div className={`min-w-0 overflow-x-auto ${className}`}>
      <table className="w-full border-collapse text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className={`border-b text-left ${looks[look].row}`}>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={`${edgePadding(index, columns.length)} ${looks[look].cell} ${column.figures ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** The horizontal padding of the cell at `index` in a row of `count` cells: none on the table's outer edges. */
function edgePadding(index: number, count: number) {
  if (index === 0) return 'pr-2';
  return index === count - 1 ? 'pl-2' : 'px-2';
}
