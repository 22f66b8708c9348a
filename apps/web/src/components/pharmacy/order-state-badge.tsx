import type { Fulfilment, OrderState } from '@hospital/contract/pharmacy';
import { useLanguage } from '@/i18n/i18n';

const TONES: Record<OrderState, string> = {
  received: 'bg-sky-50 text-sky-900 ring-sky-600/40',
  filled: 'bg-indigo-50 text-indigo-900 ring-indigo-600/40',
  ready: 'bg-emerald-50 text-emerald-900 ring-emerald-600/40',
  packed: 'bg-emerald-50 text-emerald-900 ring-emerald-600/40',
  out: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  failed: 'bg-red-50 text-red-900 ring-red-600/40',
  collected: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  delivered: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  refused: 'bg-red-50 text-red-900 ring-red-600/40',
  returned: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

/**
 * A medicine order's state as the patient, the pharmacist and the rider all read it. `fulfilment` only sharpens the
 * wording ("Ready for pickup"); the colour says how urgent it is: blue to act on, green to go, amber on the road,
 * red when something went wrong, grey when finished.
 */
export function OrderStateBadge({ state, fulfilment }: { state: OrderState; fulfilment?: Fulfilment }) {
  const { t } = useLanguage();
  const label = state === 'ready' && fulfilment === 'pickup' ? t('orderState.readyPickup') : t(`orderState.${state}`);
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[state]}`}
    >
      {label}
    </span>
  );
}
