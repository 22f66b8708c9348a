import { addDaysToDateString, dhakaDateString, dhakaMidnight } from '@hospital/contract/format';
import type { Language } from '@hospital/contract/format-bn';
import type { MedicineForm } from '@hospital/contract/medicines';
import {
  isFinalOrderState,
  LINE_ALREADY_ORDERED_MESSAGE,
  MY_ORDERS_MAX,
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  ORDER_ALREADY_PAID_MESSAGE,
  ORDER_BEING_FILLED_MESSAGE,
  ORDER_LINES_EMPTY_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_RATE_MESSAGE,
  ORDER_STATE_CONFLICT_MESSAGE,
  ORDERS_PER_DAY,
  orderNumber,
  pharmacistOrderPath,
  PRESCRIPTION_NOT_ORDERABLE_MESSAGE,
  suggestedQuantity,
  type CreateOrder,
  type OrderablePrescription,
  type OrderState,
  type PaymentMethod,
  type PharmacyOrder,
  type PharmacyOrderSummary,
} from '@hospital/contract/pharmacy';
import { formatMedicineLine } from '@hospital/contract/prescriptions';
import { isObjectId } from '@hospital/contract/ids';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { roleMay } from '../../lib/permissions.js';
import type { AuthUser } from '../../plugins/authentication.js';
import type { WrittenNotice } from '../notifications/notify.js';
import { readAsPatient } from '../prescriptions/prescriptions.service.js';
import { announceOrderChange } from './order-events.js';
import { toOrderSummary, toPharmacyOrder } from './orders.dto.js';
import {
  countOrdersSince,
  insertOrder,
  lockAccountOrders,
  markCancelled,
  releaseLines,
  selectAccountContact,
  selectAccountOrders,
  selectHeldLineIds,
  selectMedicines,
  selectOrder,
  selectOrderState,
  updatePaymentMethod,
  type ChangedOrder,
  type OrderRow,
} from './orders.repository.js';
import {} from './stock.service.js';

// Medicine orders (docs/architecture.md §12): a patient orders lines of a signed prescription of their own (or of a
// family member's), the pharmacy fills them from stock and hands them over or sends them out. Every change of an
// order's state is one conditional UPDATE; the one that loses a race gets 409 with the state the order is in now.

export const notFound = () => AppError.notFound(ORDER_NOT_FOUND_MESSAGE);

/** The pharmacist's lists are capped; a day's orders fit many times over. */
export const LIST_MAX = 500;

/** A change refused because the order is in another state now: the answer says which (X-Order-State). */
export function stateConflict(current: OrderState | undefined): AppError {
  if (current === undefined) return notFound();
  return new AppError(409, ORDER_STATE_CONFLICT_MESSAGE, [{ path: 'state', message: ORDER_STATE_CONFLICT_MESSAGE }], {
    'x-order-state': current,
  });
}

export const mayRunPharmacy = (caller: AuthUser) => roleMay(caller.role, 'pharmacy');
export const onlinePayment = (ctx: AppContext) => ctx.config.paymentGateway !== 'none';

/** What an order's SMS needs of it: which order, its number, and the account it goes to. */
export const smsOrder = (order: Pick<ChangedOrder, 'id' | 'order_no' | 'account_id'>) => ({
  orderId: order.id,
  orderNo: order.order_no,
  accountId: order.account_id,
});

/** Tells every process a committed change of the order, for the live pages of those who may see it. */
export function announce(
  ctx: AppContext,
  order: Pick<ChangedOrder, 'id' | 'state' | 'version' | 'account_id' | 'holder_id' | 'rider_id'>,
): void {
  announceOrderChange(ctx.notifier, {
    orderId: order.id,
    accountIds: [...new Set([order.account_id, order.holder_id].filter((id): id is string => id !== null))],
    riderId: order.rider_id,
    state: order.state,
    version: order.version,
  });
}

export async function orderFor(ctx: AppContext, caller: AuthUser, id: string): Promise<PharmacyOrder> {
  const row = await selectOrder(ctx.db, id, caller.id);
  if (!row) throw notFound();
  return toPharmacyOrder(row, { own: row.is_own, onlinePayment: onlinePayment(ctx) });
}

// ---------------------------------------------------------------------------------------------------------------
// The patient's side
// ---------------------------------------------------------------------------------------------------------------

/** The order form of a prescription: its lines with a quantity to start from, and which are ordered already. */
export async function orderablePrescription(
  ctx: AppContext,
  caller: AuthUser,
  prescriptionId: string,
  language: Language,
): Promise<OrderablePrescription> {
  const prescription = await readAsPatient(ctx, caller, prescriptionId);
  if (prescription.status !== 'signed' || prescription.signedAt === null)
    throw AppError.notFound(PRESCRIPTION_NOT_ORDERABLE_MESSAGE);
  const ids = prescription.medicines.flatMap((line) => (line.medicineId ? [line.medicineId] : []));
  const forms = new Map((await selectMedicines(ctx.db, ids)).map((m) => [m.id, m.form as MedicineForm]));
  const held = new Set(await selectHeldLineIds(ctx.db, prescriptionId));
  return {
    prescriptionId,
    doctorName: [prescription.doctor.title, prescription.doctor.fullName].filter(Boolean).join(' '),
    signedAt: prescription.signedAt,
    patientName: prescription.patient.name,
    lines: prescription.medicines.map((line) => {
      const form = (line.medicineId && forms.get(line.medicineId)) || null;
      return {
        lineId: line.lineId,
        name: line.name,
        generic: line.generic,
        medicineId: line.medicineId,
        form,
        doseText: formatMedicineLine(line, language),
        suggestedQuantity: suggestedQuantity(line, form),
        ordered: held.has(line.lineId),
      };
    }),
    onlinePayment: onlinePayment(ctx),
    contact: await selectAccountContact(ctx.db, caller.id),
  };
}

/** Seconds from `now` to the next midnight in Dhaka: when the day's order limit starts again. */
function secondsToDhakaMidnight(now: Date): number {
  const next = dhakaMidnight(addDaysToDateString(dhakaDateString(now), 1));
  return Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
}

/**
 * Places an order of lines of one signed prescription. A line is ordered once (the unique index over the lines not
 * released decides between two orders at once); an account places at most ORDERS_PER_DAY orders a Dhaka day (the
 * account's lock makes two at once count one after the other). The order of a family member's prescription is the
 * account's that placed it, for the prescription's patient. Every pharmacist's bell gets a notice, written with it.
 */
export async function placeOrder(ctx: AppContext, caller: AuthUser, input: CreateOrder): Promise<PharmacyOrder> {
  const prescription = await readAsPatient(ctx, caller, input.prescriptionId);
  if (prescription.status !== 'signed') throw AppError.conflict(PRESCRIPTION_NOT_ORDERABLE_MESSAGE);
  if (input.paymentMethod === 'online' && !onlinePayment(ctx))
    throw AppError.conflict(ONLINE_PAYMENT_UNAVAILABLE_MESSAGE, 'paymentMethod');
  const prescribed = new Map(prescription.medicines.map((line, position) => [line.lineId, { line, position }]));
  const lines = input.lines.map((ordered) => {
    const found = prescribed.get(ordered.lineId);
    if (!found) throw AppError.unprocessable(ORDER_LINES_EMPTY_MESSAGE, 'lines');
    return {
      lineId: ordered.lineId,
      position: found.position,
      name: found.line.name,
      medicineId: found.line.medicineId,
      quantity: ordered.quantity,
    };
  });
  const delivery = input.fulfilment.kind === 'delivery' ? input.fulfilment : null;
  const now = ctx.clock();
  let placed: { id: string; notice: WrittenNotice };
  try {
    placed = await ctx.db.transaction(async (tx) => {
      await lockAccountOrders(tx, caller.id);
      const today = await countOrdersSince(tx, caller.id, dhakaMidnight(dhakaDateString(now)));
      if (today >= ORDERS_PER_DAY) throw AppError.tooManyRequests(ORDER_RATE_MESSAGE, secondsToDhakaMidnight(now));
      const order = await insertOrder(tx, {
        prescriptionId: prescription._id,
        patientRef: prescription.patient._id,
        accountId: caller.id,
        fulfilment: input.fulfilment.kind,
        area: delivery?.area ?? null,
        address: delivery?.address ?? null,
        landmark: delivery ? delivery.landmark : null,
        contact: delivery?.contact ?? null,
        paymentMethod: input.paymentMethod,
        lines,
      });
      const notice = await ctx.notifier.write(
        {
          message: `New medicine order ${orderNumber(order.order_no)} from ${prescription.patient.name}.`,
          link: pharmacistOrderPath(order.id),
        },
        tx,
        ['pharmacist'],
      );
      return { id: order.id, notice };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(LINE_ALREADY_ORDERED_MESSAGE, 'lines');
    throw error;
  }
  ctx.notifier.announce(placed.notice);
  const row = (await selectOrder(ctx.db, placed.id, caller.id))!;
  announce(ctx, row);
  return toPharmacyOrder(row, { own: true, onlinePayment: onlinePayment(ctx) });
}

/** The account's orders and those placed for its family's prescriptions, newest first. */
export async function myOrders(ctx: AppContext, caller: AuthUser): Promise<PharmacyOrderSummary[]> {
  return (await selectAccountOrders(ctx.db, caller.id, MY_ORDERS_MAX)).map(toOrderSummary);
}

/** An order, for its account (and the prescription's holder) and for the pharmacy; 404 for anyone else. */
export async function readOrder(ctx: AppContext, caller: AuthUser, id: string): Promise<PharmacyOrder> {
  if (!isObjectId(id)) throw notFound();
  const row = await selectOrder(ctx.db, id, caller.id);
  if (!row || !(row.is_own || mayRunPharmacy(caller))) throw notFound();
  return toPharmacyOrder(row, { own: row.is_own, onlinePayment: onlinePayment(ctx) });
}

/** The caller's own order (placed by them or for their family), else 404. */
async function ownOrder(ctx: AppContext, caller: AuthUser, id: string): Promise<OrderRow> {
  const row = isObjectId(id) ? await selectOrder(ctx.db, id, caller.id) : undefined;
  if (!row?.is_own) throw notFound();
  return row;
}

/** The patient cancels while the order is only received; once the pharmacy has started, they call it instead. */
export async function cancelOrder(ctx: AppContext, caller: AuthUser, id: string): Promise<PharmacyOrder> {
  await ownOrder(ctx, caller, id);
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await markCancelled(tx, id);
    if (row) await releaseLines(tx, id);
    return row;
  });
  if (!changed) {
    const current = await selectOrderState(ctx.db, id);
    if (current === undefined || isFinalOrderState(current)) throw stateConflict(current);
    throw AppError.conflict(ORDER_BEING_FILLED_MESSAGE, 'state');
  }
  announce(ctx, changed);
  return orderFor(ctx, caller, id);
}

/** States in which the patient may still switch between paying online and in cash (the order has not left). */
const PAYMENT_SWITCH_STATES: readonly OrderState[] = ['received', 'filled', 'ready', 'packed'];

/** The patient switches between paying online and in cash until it is paid and before it leaves the hospital. */
export async function changePaymentMethod(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  method: PaymentMethod,
): Promise<PharmacyOrder> {
  const before = await ownOrder(ctx, caller, id);
  if (method === 'online' && !onlinePayment(ctx)) throw AppError.conflict(ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);
  if (before.payment_status !== 'unpaid') throw AppError.conflict(ORDER_ALREADY_PAID_MESSAGE);
  const changed = await updatePaymentMethod(ctx.db, id, PAYMENT_SWITCH_STATES, method);
  if (!changed) {
    const now = await selectOrder(ctx.db, id, caller.id);
    if (now && now.payment_status !== 'unpaid') throw AppError.conflict(ORDER_ALREADY_PAID_MESSAGE);
    throw stateConflict(now?.state);
  }
  if (changed.version !== before.version) announce(ctx, changed);
  return orderFor(ctx, caller, id);
}
