import { billRoundingPoisha, formatPoisha, formatTaka, type Bill, type OrderLine } from '@hospital/contract/pharmacy';
import type { ReactNode } from 'react';
import { ScrollTable } from '@/components/ui/scroll-table';
import { useLanguage } from '@/i18n/i18n';

/**
 * An order's bill (the patient's page, the pharmacist's, the printed label sheet): one row per filled line with the
 * medicine given, how many, the unit price (blank when the line came from batches at two prices) and the amount;
 * then the subtotal, the rounding when the whole-taka total differs from it, and the total that is paid. A part-filled
 * line says how many were ordered; a missing line is listed with its reason and no amount.
 */
export function BillTable({ lines, bill }: { lines: OrderLine[]; bill: Bill | null }) {
  const { t, language, formats } = useLanguage();
  if (bill === null) return <p className="text-sm text-slate-700">{t('bill.notYet')}</p>;
  const rounding = billRoundingPoisha(bill.subtotalPoisha);
  return (
    <ScrollTable
      look="firm"
      caption={t('bill.caption')}
      columns={[
        { label: t('bill.medicine') },
        { label: t('bill.quantity'), figures: true },
        { label: t('bill.unitPrice'), figures: true },
        { label: t('bill.amount'), figures: true },
      ]}
    >
      <tbody>
        {lines.map((line) =>
          line.filled ? (
            <tr key={line.lineId} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-2 break-words">
                <span className="font-medium text-slate-900">
                  {line.filled.medicine.brand} {line.filled.medicine.strength}
                </span>
                {line.fillState === 'substituted' && (
                  <span className="block text-xs text-slate-600">{t('bill.insteadOf', { name: line.name })}</span>
                )}
                {line.filled.quantity < line.quantity && (
                  <span className="block text-xs text-slate-600">
                    {t('bill.partFilled', { n: formats.number(line.quantity) })}
                  </span>
                )}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{formats.number(line.filled.quantity)}</td>
              <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                {line.filled.unitPricePoisha === null ? '' : formatPoisha(line.filled.unitPricePoisha, language)}
              </td>
              <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">
                {formatPoisha(line.filled.amountPoisha, language)}
              </td>
            </tr>
          ) : (
            <tr key={line.lineId} className="border-b border-slate-200 align-top text-slate-600">
              <td className="py-2 pr-2 break-words" colSpan={4}>
                <span className="font-medium">{line.name}</span>{' '}
                {line.fillState === 'missing'
                  ? t('bill.missing', { reason: line.missingReason ?? '' })
                  : t('bill.pending')}
              </td>
            </tr>
          ),
        )}
      </tbody>
      <tfoot>
        <SumRow label={t('bill.subtotal')} spacing="pt-2">
          {formatPoisha(bill.subtotalPoisha, language)}
        </SumRow>
        {rounding !== 0 && (
          <SumRow label={t('bill.rounding')}>
            {rounding > 0 ? '+' : ''}
            {formatPoisha(rounding, language)}
          </SumRow>
        )}
        <SumRow label={t('bill.total')} spacing="pt-1" isTotal>
          {formatTaka(bill.totalTaka, language)}
        </SumRow>
      </tfoot>
    </ScrollTable>
  );
}

type SumRowProps = { label: string; spacing?: string; isTotal?: boolean; children: ReactNode };

/** A line under the bill's lines: its name under the first three columns, its amount under the amount. */
function SumRow({ label, spacing = '', isTotal = false, children }: SumRowProps) {
  const strong = isTotal ? 'font-bold text-slate-900' : '';
  return (
    <tr className={isTotal ? 'text-base' : undefined}>
      <th scope="row" colSpan={3} className={`${spacing} pr-2 text-right ${strong || 'font-medium text-slate-700'}`}>
        {label}
      </th>
      <td className={`${spacing} pl-2 text-right whitespace-nowrap tabular-nums ${strong}`}>{children}</td>
    </tr>
  );
}
