import type { OrderableLine } from '@hospital/contract/pharmacy';
import { useId } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { useLanguage } from '@/i18n/i18n';
import { useFieldError } from '@/i18n/sentences';
import type { OrderFormErrors, OrderFormValues } from '../utils/order-form';

type OrderLinesProps = {
  lines: readonly OrderableLine[];
  values: OrderFormValues;
  errors: OrderFormErrors;
  onChosen: (lineId: string, chosen: boolean) => void;
  onQuantity: (lineId: string, quantity: string) => void;
};

/** The prescription's medicines, each to tick with how many; a line an order already holds cannot be ticked. */
export function OrderLines({ lines, values, errors, onChosen, onQuantity }: OrderLinesProps) {
  const { t } = useLanguage();
  const listError = useFieldError(errors.lines);
  const errorId = useId();
  return (
    <fieldset aria-label={t('medicineOrder.medicinesTitle')} aria-describedby={listError ? errorId : undefined}>
      <ul className="divide-y divide-slate-200">
        {lines.map((line) => (
          <OrderLineRow
            key={line.lineId}
            line={line}
            chosen={!line.ordered && Boolean(values.chosen[line.lineId])}
            quantity={values.quantities[line.lineId] ?? ''}
            error={errors[`line:${line.lineId}`]}
            onChosen={(chosen) => onChosen(line.lineId, chosen)}
            onQuantity={(quantity) => onQuantity(line.lineId, quantity)}
          />
        ))}
      </ul>
      {listError && (
        <p id={errorId} className="mt-2 text-sm text-red-600">
          {listError}
        </p>
      )}
    </fieldset>
  );
}

type OrderLineRowProps = {
  line: OrderableLine;
  chosen: boolean;
  quantity: string;
  error: string | undefined;
  onChosen: (chosen: boolean) => void;
  onQuantity: (quantity: string) => void;
};

function OrderLineRow({ line, chosen, quantity, error, onChosen, onQuantity }: OrderLineRowProps) {
  const { t } = useLanguage();
  const checkboxId = useId();
  const doseId = useId();
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3">
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-3 size-5 shrink-0 accent-brand-700"
        checked={chosen}
        disabled={line.ordered}
        aria-describedby={doseId}
        onChange={(event) => onChosen(event.target.checked)}
      />
      <div className="min-w-0 flex-1 basis-40">
        <label htmlFor={checkboxId} className="flex min-h-11 items-center font-semibold break-words text-slate-900">
          {line.name}
        </label>
        <p id={doseId} className="text-sm break-words text-slate-600">
          {line.doseText}
        </p>
        {line.ordered && (
          <p className="mt-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {t('medicineOrder.alreadyOrdered')}
          </p>
        )}
      </div>
      {chosen && (
        <NumberField
          className="w-28 shrink-0"
          label={t('medicineOrder.quantity')}
          aria-label={t('medicineOrder.quantityOf', { name: line.name })}
          value={quantity}
          onChange={(event) => onQuantity(event.target.value)}
          error={error}
        />
      )}
    </li>
  );
}
