import { billRoundingPoisha, formatPoisha, formatTaka, type Bill, type OrderLine } from '@hospital/contract/pharmacy';
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
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('bill.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-700">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('bill.medicine')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {t('bill.quantity')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {t('bill.unitPrice')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              {t('bill.amount')}
            </th>
          </tr>
        </thead>
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
          <tr>
            <th scope="row" colSpan={3} className="pt-2 pr-2 text-right font-medium text-slate-700">
              {t('bill.subtotal')}
            </th>
            <td className="pt-2 pl-2 text-right whitespace-nowrap tabular-nums">
              {formatPoisha(bill.subtotalPoisha, language)}
            </td>
          </tr>
          {rounding !== 0 && (
            <tr>
              <th scope="row" colSpan={3} className="pr-2 text-right font-medium text-slate-700">
                {t('bill.rounding')}
              </th>
              <td className="pl-2 text-right whitespace-nowrap tabular-nums">
                {rounding > 0 ? '+' : ''}
                {formatPoisha(rounding, language)}
              </td>
            </tr>
          )}
          <tr className="text-base">
            <th scope="row" colSpan={3} className="pt-1 pr-2 text-right font-bold text-slate-900">
              {t('bill.total')}
            </th>
            <td className="pt-1 pl-2 text-right font-bold whitespace-nowrap tabular-nums text-slate-900">
              {formatTaka(bill.totalTaka, language)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
