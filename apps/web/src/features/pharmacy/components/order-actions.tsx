import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { formatTaka, isFinalOrderState, REFUSABLE_ORDER_STATES, type PharmacyOrder } from '@hospital/contract/pharmacy';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';
import { errorMessages } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import {
  useAssignRiderMutation,
  useGetRidersQuery,
  useRefuseOrderMutation,
  useStepOrderMutation,
  type OrderStep,
} from '../api/pharmacy-orders';

type Outcome = { error?: unknown } | { data?: unknown };

/** The server's refusal, word for word, or nothing when the change went through. */
function refusalOf(result: Outcome): string[] {
  return 'error' in result && result.error ? errorMessages(result.error as FetchBaseQueryError) : [];
}

/** A delivery's step once it has left: a new code for the rider while out, the medicines back into stock when failed. */
const LATER_STEPS = {
  out: { step: 'new-code', label: 'pharmacist.newCode', done: 'pharmacist.newCodeSent' },
  failed: { step: 'return', label: 'pharmacist.takeBack', done: 'pharmacist.done' },
} as const satisfies Record<string, { step: OrderStep; label: TranslationKey; done: TranslationKey }>;

/**
 * What the pharmacist can do next with an order, by its state: ready or packed once filled, handed over at the counter
 * (collecting the cash first when unpaid), a rider for a packed or failed delivery, a new code while out, back into
 * stock when failed, and refusal (with a reason) until the order leaves.
 */
export function OrderActions({ order }: { order: PharmacyOrder }) {
  const { t, language } = useLanguage();
  const [refusal, setRefusal] = useState<string[]>([]);
  const [step, { isLoading: stepping }] = useStepOrderMutation();
  const [confirmingHandover, setConfirmingHandover] = useState(false);
  const unpaid = order.paymentStatus !== 'paid';
  const delivery = order.fulfilment.kind === 'delivery';
  const laterStep = order.state === 'out' || order.state === 'failed' ? LATER_STEPS[order.state] : undefined;

  const run = async (name: OrderStep, done: string) => {
    const messages = refusalOf(await step({ id: order._id, step: name }));
    setRefusal(messages);
    if (messages.length === 0) toast.success(done);
  };

  if (isFinalOrderState(order.state)) return null;
  return (
    <Panel title={t('pharmacist.actionsTitle')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-3">
          {order.state === 'filled' && (
            <Button className="sm:w-auto" disabled={stepping} onClick={() => void run('ready', t('pharmacist.done'))}>
              {delivery ? t('pharmacist.packedDelivery') : t('pharmacist.readyPickup')}
            </Button>
          )}
          {order.state === 'ready' && !confirmingHandover && (
            <Button
              className="sm:w-auto"
              disabled={stepping}
              onClick={() => (unpaid ? setConfirmingHandover(true) : void run('handover', t('pharmacist.done')))}
            >
              {t('pharmacist.handover')}
            </Button>
          )}
          {laterStep && (
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={stepping}
              onClick={() => void run(laterStep.step, t(laterStep.done))}
            >
              {t(laterStep.label)}
            </Button>
          )}
        </div>
        {order.state === 'ready' && confirmingHandover && order.bill && (
          <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
            <p className="font-semibold text-amber-900">
              {t('pharmacist.collectCash', { amount: formatTaka(order.bill.totalTaka, language) })}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                className="sm:w-auto"
                disabled={stepping}
                onClick={() => void run('handover', t('pharmacist.done')).then(() => setConfirmingHandover(false))}
              >
                {t('pharmacist.confirmHandover')}
              </Button>
              <Button variant="secondary" className="min-h-11" onClick={() => setConfirmingHandover(false)}>
                {t('pharmacist.cancel')}
              </Button>
            </div>
          </div>
        )}
        {delivery && (order.state === 'packed' || order.state === 'failed') && (
          <AssignRider order={order} onRefused={setRefusal} />
        )}
        {(REFUSABLE_ORDER_STATES as readonly string[]).includes(order.state) && (
          <RefuseOrder orderId={order._id} onRefused={setRefusal} />
        )}
        {refusal.length > 0 && (
          <ul role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
            {refusal.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}

type RefusedProps = { onRefused: (messages: string[]) => void };

/** A rider for a packed or failed delivery; an online order not yet paid cannot go out (the server says so too). */
function AssignRider({ order, onRefused }: { order: PharmacyOrder } & RefusedProps) {
  const { t, formats } = useLanguage();
  const riders = useGetRidersQuery();
  const [riderId, setRiderId] = useState(order.rider?._id ?? '');
  const [assign, { isLoading }] = useAssignRiderMutation();
  const blocked = order.paymentMethod === 'online' && order.paymentStatus !== 'paid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const messages = refusalOf(await assign({ id: order._id, riderId }));
    onRefused(messages);
    if (messages.length === 0) toast.success(t('pharmacist.done'));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <h3 className="font-semibold text-slate-900">{t('pharmacist.assignTitle')}</h3>
      {blocked && <p className="text-sm font-medium text-amber-800">{t('pharmacist.notPaidYet')}</p>}
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="min-w-0 flex-1 basis-56"
          label={t('pharmacist.chooseRider')}
          value={riderId}
          onChange={(event) => setRiderId(event.target.value)}
        >
          <option value="">{t('pharmacist.pickRider')}</option>
          {(riders.data ?? []).map((rider) => (
            <option key={rider._id} value={rider._id}>
              {t('pharmacist.riderOption', { name: rider.name, n: formats.number(rider.activeOrders) })}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="sm:w-auto" disabled={isLoading || blocked}>
          {t('pharmacist.assign')}
        </Button>
      </div>
    </form>
  );
}

/** Refusing the order, with the reason the patient will read on their order page. */
function RefuseOrder({ orderId, onRefused }: { orderId: string } & RefusedProps) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [refuse, { isLoading }] = useRefuseOrderMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const messages = refusalOf(await refuse({ id: orderId, reason }));
    onRefused(messages);
    if (messages.length === 0) {
      setOpen(false);
      toast.success(t('pharmacist.done'));
    }
  };

  if (!open)
    return (
      <div>
        <Button variant="secondary" className="min-h-11 text-red-700" onClick={() => setOpen(true)}>
          {t('pharmacist.refuse')}
        </Button>
      </div>
    );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextField
        label={t('pharmacist.refuseReason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="bg-red-700 hover:bg-red-800 sm:w-auto" disabled={isLoading}>
          {t('pharmacist.confirmRefuse')}
        </Button>
        <Button variant="secondary" className="min-h-11" onClick={() => setOpen(false)}>
          {t('pharmacist.cancel')}
        </Button>
      </div>
    </form>
  );
}
