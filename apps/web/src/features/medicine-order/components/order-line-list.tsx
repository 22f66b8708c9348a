import type { OrderLine } from '@hospital/contract/pharmacy';
import { useLanguage } from '@/i18n/i18n';

/** The medicines ordered and what the pharmacist gave for each: as prescribed, a substitute and why, or none and why. */
export function OrderLineList({ lines }: { lines: readonly OrderLine[] }) {
  const { t, formats } = useLanguage();
  return (
    <ul className="divide-y divide-slate-200">
      {lines.map((line) => (
        <li key={line.lineId} className="py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="min-w-0 font-semibold break-words text-slate-900">{line.name}</p>
            <p className="text-sm text-slate-600">{t('medicineOrder.ordered', { n: formats.number(line.quantity) })}</p>
          </div>
          <FillNote line={line} />
        </li>
      ))}
    </ul>
  );
}

function FillNote({ line }: { line: OrderLine }) {
  const { t, formats } = useLanguage();
  if (line.fillState === 'missing') {
    return (
      <p className="mt-1 text-sm break-words text-red-800">
        {t('medicineOrder.missing', { reason: line.missingReason ?? '' })}
      </p>
    );
  }
  const { filled } = line;
  if (!filled) return null;
  const medicine = `${filled.medicine.brand} ${filled.medicine.strength}`.trim();
  const part =
    filled.quantity < line.quantity
      ? t('medicineOrder.partFilled', { n: formats.number(filled.quantity), of: formats.number(line.quantity) })
      : null;
  return (
    <div className="mt-1 text-sm break-words">
      {line.fillState === 'substituted' ? (
        <p className="text-amber-900">
          {t('medicineOrder.substituted', { medicine, reason: filled.substitutionReason ?? '' })}
        </p>
      ) : (
        <p className="text-slate-700">{t('medicineOrder.given', { medicine })}</p>
      )}
      {part && <p className="text-slate-700">{part}</p>}
    </div>
  );
}
