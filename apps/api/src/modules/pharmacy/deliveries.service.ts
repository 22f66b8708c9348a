import { dhakaDateString, dhakaMidnight } from '@hospital/contract/format';
import { isObjectId } from '@hospital/contract/ids';
import {
  collectCashMessage,
  HANDOVER_CODE_ATTEMPTS,
  HANDOVER_CODE_LOCKED_MESSAGE,
  HANDOVER_CODE_MISMATCH_MESSAGE,
  NO_CASH_TO_CLOSE_MESSAGE,
  NO_CASH_TO_COLLECT_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_PAID_MESSAGE,
  ORDER_STATE_CONFLICT_MESSAGE,
  RIDER_REQUIRED_MESSAGE,
  type CashClose,
  type CashCloseBody,
  type CashOwed,
  type Delivered,
  type DeliveryFailed,
  type DeliveryOrder,
  type OrderState,
  type PharmacyOrder,
  type Rider,
} from '@hospital/contract/pharmacy';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { toCashClose, toCashOwed, toDeliveryOrder, toRider } from './deliveries.dto.js';
import {
  assignRider,
  closeRiderCash,
  countWrongCode,
  isActiveRider,
  isRider,
  markDelivered,
  markFailed,
  markPickedUp,
  replaceCode,
  selectCashOwed,
  selectDelivery,
  selectDeliveryFacts,
  selectRiderDeliveries,
  selectRiders,
  type DeliveryFacts,
} from './deliveries.repository.js';
import { handoverCodes } from './handover-code.js';
import { announce, readOrder, smsOrder } from './orders.service.js';

// Home delivery (docs/architecture.md §12): the pharmacy gives a packed order to a rider, the rider picks it up (the
// patient gets the handover code by SMS), and hands it over against that code, collecting the bill's total when
// unpaid; the pharmacy then closes each rider's cash. A rider reaches only the orders assigned to them: any other
// answers 404, as a missing one does.

const notFound = () => AppError.notFound(ORDER_NOT_FOUND_MESSAGE);

/** A change refused because the order is in another state now: the answer says which (X-Order-State). */
function stateConflict(current: OrderState): AppError {
  return new AppError(409, ORDER_STATE_CONFLICT_MESSAGE, [{ path: 'state', message: ORDER_STATE_CONFLICT_MESSAGE }], {
    'x-order-state': current,
  });
}

/** After HANDOVER_CODE_ATTEMPTS wrong codes the order takes no more until the pharmacy sends a new code. */
const codeLocked = () =>
  new AppError(423, HANDOVER_CODE_LOCKED_MESSAGE, [{ path: 'code', message: HANDOVER_CODE_LOCKED_MESSAGE }]);

/** A fresh handover code: the plain code (the patient's page and SMS) and the HMAC it is checked against. */
function newCode(ctx: AppContext, orderId: string): { plain: string; mac: string } {
  const codes = handoverCodes(ctx.config.jwtSecret);
  const plain = codes.draw();
  return { plain, mac: codes.mac(orderId, plain) };
}

// ---------------------------------------------------------------------------------------------------------------
// The pharmacy's side
// ---------------------------------------------------------------------------------------------------------------

/** The active riders, with how many orders each has to pick up or on the way. */
export async function listRiders(ctx: AppContext): Promise<Rider[]> {
  return (await selectRiders(ctx.db)).map(toRider);
}

/** Why an order cannot be given to a rider now, read after the conditional update changed nothing. */
function assignRefusal(order: DeliveryFacts): AppError {
  if (order.fulfilment !== 'delivery' || (order.state !== 'packed' && order.state !== 'failed'))
    return stateConflict(order.state);
  if (order.payment_method === 'online' && order.payment_status !== 'paid')
    return AppError.conflict(ORDER_NOT_PAID_MESSAGE, 'paymentMethod');
  return AppError.unprocessable(RIDER_REQUIRED_MESSAGE, 'riderId');
}

/**
 * Gives a packed delivery order (or a failed one, to try again) to an active rider; another rider may take it over
 * until it is picked up. An order to be paid online must be paid first: the rider collects only cash.
 */
export async function assignOrder(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  riderId: string,
): Promise<PharmacyOrder> {
  const before = isObjectId(id) ? await selectDeliveryFacts(ctx.db, id) : undefined;
  if (!before) throw notFound();
  if (!(await isActiveRider(ctx.db, riderId))) throw AppError.unprocessable(RIDER_REQUIRED_MESSAGE, 'riderId');
  const changed = await assignRider(ctx.db, id, riderId);
  if (!changed) throw assignRefusal((await selectDeliveryFacts(ctx.db, id))!);
  announce(ctx, changed);
  return readOrder(ctx, caller, id);
}

/**
 * A new handover code for an order on its way (the SMS was lost, or the rider's tries ran out): the tries start again
 * and the patient gets the new code by SMS; the old one no longer works.
 */
export async function sendNewCode(ctx: AppContext, caller: AuthUser, id: string): Promise<PharmacyOrder> {
  const before = isObjectId(id) ? await selectDeliveryFacts(ctx.db, id) : undefined;
  if (!before) throw notFound();
  const code = newCode(ctx, id);
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await replaceCode(tx, id, code);
    if (!row) throw stateConflict((await selectDeliveryFacts(tx, id))!.state);
    await ctx.sms.queuePharmacy(tx, { ...smsOrder(row), kind: 'dispatch', code: code.plain });
    return row;
  });
  announce(ctx, changed);
  return readOrder(ctx, caller, id);
}

/** Each rider's cash from delivered orders not yet closed. */
export async function cashOwed(ctx: AppContext): Promise<CashOwed[]> {
  return toCashOwed(await selectCashOwed(ctx.db));
}

/**
 * Closes a rider's cash: every delivered order of theirs with cash not yet closed is taken by this close, at once,
 * and the close keeps what the orders say (expected) against what was counted. Two closes at once take each order
 * once; the one that finds nothing left gets 409.
 */
export async function closeCash(ctx: AppContext, caller: AuthUser, body: CashCloseBody): Promise<CashClose> {
  // A rider deactivated since still hands in the cash they hold: any rider account, active or not.
  if (!(await isRider(ctx.db, body.riderId))) throw AppError.unprocessable(RIDER_REQUIRED_MESSAGE, 'riderId');
  const close = await ctx.db.transaction(async (tx) => {
    const row = await closeRiderCash(tx, {
      riderId: body.riderId,
      closedBy: caller.id,
      countedTaka: body.countedTaka,
      note: body.note,
    });
    if (!row) throw AppError.conflict(NO_CASH_TO_CLOSE_MESSAGE, 'riderId');
    return row;
  });
  return toCashClose(close);
}

// ---------------------------------------------------------------------------------------------------------------
// The rider's side
// ---------------------------------------------------------------------------------------------------------------

/** The rider's orders to pick up and on the way, and those done today. */
export async function myDeliveries(ctx: AppContext, caller: AuthUser): Promise<DeliveryOrder[]> {
  const since = dhakaMidnight(dhakaDateString(ctx.clock()));
  return (await selectRiderDeliveries(ctx.db, caller.id, since)).map(toDeliveryOrder);
}

/** The order when it is a delivery assigned to the caller; 404 for any other. */
async function assignedFacts(db: AppContext['db'] | Tx, caller: AuthUser, id: string, lock = false) {
  const order = isObjectId(id) ? await selectDeliveryFacts(db, id, lock) : undefined;
  if (!order || order.fulfilment !== 'delivery' || order.rider_id !== caller.id) throw notFound();
  return order;
}

async function deliveryFor(ctx: AppContext, caller: AuthUser, id: string): Promise<DeliveryOrder> {
  const row = await selectDelivery(ctx.db, id, caller.id);
  if (!row) throw notFound();
  return toDeliveryOrder(row);
}

/**
 * The rider takes a packed order: it is out. A new handover code is drawn (only its HMAC is checked against; the
 * plain code is the patient's, on their order page) and its SMS is queued with the change, in one transaction.
 */
export async function pickUp(ctx: AppContext, caller: AuthUser, id: string): Promise<DeliveryOrder> {
  await assignedFacts(ctx.db, caller, id);
  const code = newCode(ctx, id);
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await markPickedUp(tx, id, caller.id, code);
    if (!row) {
      const now = await assignedFacts(tx, caller, id);
      if (now.state === 'packed') throw AppError.conflict(ORDER_NOT_PAID_MESSAGE);
      throw stateConflict(now.state);
    }
    await ctx.sms.queuePharmacy(tx, { ...smsOrder(row), kind: 'dispatch', code: code.plain });
    return row;
  });
  announce(ctx, changed);
  return deliveryFor(ctx, caller, id);
}

/**
 * The rider hands the order over against the patient's code, collecting the bill's total when it is unpaid (nothing
 * when it is paid). The order's row is locked while the code is checked, so its tries count one by one: a wrong
 * code counts (and stays counted), and after HANDOVER_CODE_ATTEMPTS of them no code is tried until a new one is sent.
 */
export async function deliver(ctx: AppContext, caller: AuthUser, id: string, input: Delivered): Promise<DeliveryOrder> {
  const codes = handoverCodes(ctx.config.jwtSecret);
  const outcome = await ctx.db.transaction(async (tx) => {
    const order = await assignedFacts(tx, caller, id, true);
    if (order.state !== 'out') throw stateConflict(order.state);
    if (order.code_attempts >= HANDOVER_CODE_ATTEMPTS) throw codeLocked();
    const unpaid = order.payment_status === 'unpaid';
    const due = unpaid ? (order.total_taka ?? 0) : 0;
    if (input.cashTaka !== due)
      throw AppError.unprocessable(unpaid ? collectCashMessage(due) : NO_CASH_TO_COLLECT_MESSAGE, 'cashTaka');
    if (!codes.matches(id, input.code, order.code_hmac)) {
      await countWrongCode(tx, id);
      return { wrong: true as const };
    }
    const changed = await markDelivered(tx, id, caller.id, unpaid ? due : null);
    if (!changed) throw stateConflict((await assignedFacts(tx, caller, id)).state);
    return { wrong: false as const, changed };
  });
  if (outcome.wrong) throw AppError.unprocessable(HANDOVER_CODE_MISMATCH_MESSAGE, 'code');
  announce(ctx, outcome.changed);
  return deliveryFor(ctx, caller, id);
}

/** The rider could not hand the order over: it is failed, with why; the pharmacy gives it out again or takes it back. */
export async function failDelivery(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  input: DeliveryFailed,
): Promise<DeliveryOrder> {
  await assignedFacts(ctx.db, caller, id);
  const changed = await markFailed(ctx.db, id, caller.id, input.reason, input.note);
  if (!changed) throw stateConflict((await assignedFacts(ctx.db, caller, id)).state);
  announce(ctx, changed);
  return deliveryFor(ctx, caller, id);
}
