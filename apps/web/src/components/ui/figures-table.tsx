import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/i18n';

export type FiguresRow = { key: string; label: ReactNode; figures: number[] };

type FiguresTableProps = {
  caption: string;
  /** The heading over the rows' names. */
  first: string;
  /** The headings over the figures, in the order of each row's `figures`. */
  columns: string[];
  rows: FiguresRow[];
  /** The sentence shown in place of rows when there are none. */
  empty: string;
  /** A last row under the others, shown only when there are rows. */
  total?: { label: string; figures: number[] };
};

const FIGURE_CELL = 'px-1.5 py-2 text-right tabular-nums sm:px-2';

/** A table of counts, one row a name: referrals, bookings, visits and the like, by week, station or marketer. */
export function FiguresTable({ caption, first, columns, rows, empty, total }: FiguresTableProps) {
  const { formats } = useLanguage();
  // A row's name and its figures; `labelClassName` sets the name apart (plain in the body, bold in the total).
  const line = (label: ReactNode, values: number[], labelClassName = '') => (
    <>
      <th scope="row" className={`py-2 pr-2 text-left ${labelClassName}`}>
        {label}
      </th>
      {values.map((value, index) => (
        <td key={columns[index]} className={FIGURE_CELL}>
          {formats.number(value)}
        </td>
      ))}
    </>
  );
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 align-bottom text-xs leading-tight text-slate-600">
          <th scope="col" className="py-2 pr-2 text-left font-medium">
            {first}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className={`${FIGURE_CELL} font-medium`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns.length + 1} className="py-3 text-slate-600">
              {empty}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100">
            {line(row.label, row.figures, 'font-normal break-words text-slate-900')}
          </tr>
        ))}
      </tbody>
      {total && rows.length > 0 && (
        <tfoot>
          <tr className="font-semibold text-slate-900">{line(total.label, total.figures)}</tr>
        </tfoot>
      )}
    </table>
  );
}
