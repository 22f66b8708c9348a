import type { PharmacyOrder } from '@hospital/contract/pharmacy';
import { useLanguage } from '@/i18n/i18n';
import { orderSteps, reachedStep } from '../utils/order-steps';

/** Where the order is on its way to the patient: done steps ticked, the current one marked, the rest to come. */
export function OrderStepLine({ order }: { order: PharmacyOrder }) {
  const { t } = useLanguage();
  const reached = reachedStep(order.state);
  if (reached === null) return null;
  const steps = orderSteps(order.fulfilment.kind);
  const current = steps.indexOf(reached);
  return (
    <ol aria-label={t('medicineOrder.progress')} className="flex flex-col gap-2 sm:flex-row sm:gap-0">
      {steps.map((step, index) => {
        const done = index < current || (index === current && index === steps.length - 1);
        const isCurrent = index === current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex min-w-0 items-center gap-2 sm:flex-1 sm:flex-col sm:text-center"
          >
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                done
                  ? 'bg-brand-700 text-white'
                  : isCurrent
                    ? 'bg-brand-100 text-brand-900 ring-2 ring-brand-700'
                    : 'bg-slate-100 text-slate-500'
              }`}
            >
              {done ? '✓' : index + 1}
            </span>
            <span
              className={`text-sm break-words ${isCurrent ? 'font-bold text-slate-900' : done ? 'text-slate-800' : 'text-slate-500'}`}
            >
              {t(`medicineOrderStep.${step}`)}
              {done && !isCurrent && <span className="sr-only"> {t('medicineOrder.stepDone')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
