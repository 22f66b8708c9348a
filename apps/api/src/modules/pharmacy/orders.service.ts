import { addDaysToDateString, dhakaDateString, dhakaMidnight } from '@hospital/contract/format';
import type { Language } from '@hospital/contract/format-bn';
import type { MedicineForm } from '@hospital/contract/medicines';
import {
  billTotalTaka,
  FILL_LINES_MESSAGE,
  FILL_NOTHING_MESSAGE,
  FILL_QUANTITY_MESSAGE,
  isFinalOrderState,
  LINE_ALREADY_ORDERED_MESSAGE,
  MY_ORDERS_MAX,
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  OPEN_ORDER_STATES,
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
  REFUSABLE_ORDER_STATES,
  STOCK_MEDICINE_MESSAGE,
  SUBSTITUTE_MISMATCH_MESSAGE,
  SUBSTITUTION_REASON_MESSAGE,
  suggestedQuantity,
  type CreateOrder,
  type FillOrder,
  type FillState,
  type OrderablePrescription,
  type OrderListQuery,
  type OrderState,
  type PaymentMethod,
  type PharmacyOrder,
  type PharmacyOrderSummary,
} from '@hospital/contract/pharmacy';
import { formatMedicineLine, type PrescribedMedicine } from '@hospital/contract/prescriptions';
import { isObjectId } from '@hospital/contract/ids';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { roleMay } from '../../lib/permissions.js';
import type { AuthUser } from '../../plugins/authentication.js';
import type { WrittenNotice } from '../notifications/notify.js';
import { prescriptionById, readAsPatient } from '../prescriptions/prescriptions.service.js';
import { announceOrderChange } from './order-events.js';
import { toOrderSummary, toPharmacyOrder } from './orders.dto.js';
import {
  countOrdersSince,
  insertOrder,
  lockAccountOrders,
  markCancelled,
  markCollected,
  markFilled,
  markReady,
  markRefused,
  markReturned,
  releaseLines,
  selectAccountContact,
  selectAccountOrders,
  selectHeldLineIds,
  selectMedicines,
  selectOrder,
  selectOrdersIn,
  selectOrdersPlaced,
  selectOrderState,
  updatePaymentMethod,
  writeBill,
  writeLineFill,
  type ChangedOrder,
  type LineFill,
  type MedicineRef,
  type OrderRow,
} from './orders.repository.js';
import { lockMedicines, returnOrderStock, takeStockForLine } from './stock.service.js';

// Medicine orders (docs/architecture.md §12): a patient orders lines of a signed prescription of their own (or of a
// family member's), the pharmacy fills them from stock and hands them over or sends them out. Every change of an
// order's state is one conditional UPDATE; the one that loses a race gets 409 with the state the order is in now.

const notFound = () => AppError.notFound(ORDER_NOT_FOUND_MESSAGE);

/** The pharmacist's lists are capped; a day's orders fit many times over. */
const LIST_MAX = 500;

/** A change refused because the order is in another state now: the answer says which (X-Order-State). */
function stateConflict(current: OrderState | undefined): AppError {
  if (current === undefined) return notFound();
  return new AppError(409, ORDER_STATE_CONFLICT_MESSAGE, [{ path: 'state', message: ORDER_STATE_CONFLICT_MESSAGE }], {
    'x-order-state': current,
  });
}

const mayRunPharmacy = (caller: AuthUser) => roleMay(caller.role, 'pharmacy');
const onlinePayment = (ctx: AppContext) => ctx.config.paymentGateway !== 'none';

/** Tells every process a committed change of the order, for the live pages of those who may see it. */
function announce(
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

async function orderFor(ctx: AppContext, caller: AuthUser, id: string): Promise<PharmacyOrder> {
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

// ---------------------------------------------------------------------------------------------------------------
// The pharmacy's side
// ---------------------------------------------------------------------------------------------------------------

/** `open`: every order still needing someone, oldest first; `today` and `all`: the orders placed on a Dhaka day. */
export async function listOrders(ctx: AppContext, query: OrderListQuery): Promise<PharmacyOrderSummary[]> {
  if (query.view === 'open') return (await selectOrdersIn(ctx.db, OPEN_ORDER_STATES, LIST_MAX)).map(toOrderSummary);
  const date = query.date ?? dhakaDateString(ctx.clock());
  const rows = await selectOrdersPlaced(
    ctx.db,
    dhakaMidnight(date),
    dhakaMidnight(addDaysToDateString(date, 1)),
    LIST_MAX,
  );
  return rows.map(toOrderSummary);
}

/** Generic and strength as the pharmacy compares them: trimmed, in any case, spaces collapsed. */
const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

type PlannedLine =
  | { kind: 'missing'; lineId: string; reason: string }
  | {
      kind: 'filled';
      lineId: string;
      medicineId: string;
      quantity: number;
      fillState: Extract<FillState, 'filled' | 'substituted'>;
      substitutionReason: string | null;
    };

/**
 * Checks a fill against the order before anything is written: every line of the order exactly once; the prescribed
 * medicine, or a substitute (a formulary medicine not retired) of the same generic and strength with a reason (a
 * line typed by the doctor: the same generic); 1 to the ordered quantity; at least one line filled.
 */
function planFill(
  order: OrderRow,
  prescribed: ReadonlyMap<string, PrescribedMedicine>,
  medicines: ReadonlyMap<string, MedicineRef>,
  input: FillOrder,
): PlannedLine[] {
  const orderLines = new Map(order.lines.map((line) => [line.line_id, line]));
  const named = new Set(input.lines.map((line) => line.lineId));
  if (
    named.size !== input.lines.length ||
    named.size !== orderLines.size ||
    [...named].some((id) => !orderLines.has(id))
  )
    throw AppError.unprocessable(FILL_LINES_MESSAGE, 'lines');
  const planned = input.lines.map((fill, i): PlannedLine => {
    if ('missing' in fill) return { kind: 'missing', lineId: fill.lineId, reason: fill.missing ?? '' };
    const line = orderLines.get(fill.lineId)!;
    if (fill.quantity > line.quantity) throw AppError.unprocessable(FILL_QUANTITY_MESSAGE, `lines.${i}.quantity`);
    const given = medicines.get(fill.medicineId);
    if (!given) throw AppError.unprocessable(STOCK_MEDICINE_MESSAGE, `lines.${i}.medicineId`);
    if (fill.medicineId === line.medicine_id)
      return {
        kind: 'filled',
        lineId: fill.lineId,
        medicineId: fill.medicineId,
        quantity: fill.quantity,
        fillState: 'filled',
        substitutionReason: null,
      };
    const asPrescribed = line.medicine_id ? medicines.get(line.medicine_id) : undefined;
    const generic = asPrescribed?.generic ?? prescribed.get(fill.lineId)?.generic ?? null;
    const same =
      !given.retired &&
      generic !== null &&
      comparable(given.generic) === comparable(generic) &&
      (asPrescribed === undefined || comparable(given.strength) === comparable(asPrescribed.strength));
    if (!same) throw AppError.unprocessable(SUBSTITUTE_MISMATCH_MESSAGE, `lines.${i}.medicineId`);
    if (!fill.substitutionReason)
      throw AppError.unprocessable(SUBSTITUTION_REASON_MESSAGE, `lines.${i}.substitutionReason`);
    return {
      kind: 'filled',
      lineId: fill.lineId,
      medicineId: fill.medicineId,
      quantity: fill.quantity,
      fillState: 'substituted',
      substitutionReason: fill.substitutionReason,
    };
  });
  if (!planned.some((line) => line.kind === 'filled')) throw AppError.unprocessable(FILL_NOTHING_MESSAGE, 'lines');
  return planned;
}

/**
 * Fills a received order, all in one transaction: the order moves to filled (once: a second fill at the same time
 * finds it filled and gets 409), the medicines' stock is locked in one stable order and taken earliest expiry first
 * (short stock: 409 and nothing changes), and each line's fill, the bill and who filled it are written.
 */
export async function fillOrder(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  input: FillOrder,
): Promise<PharmacyOrder> {
  const order = isObjectId(id) ? await selectOrder(ctx.db, id, caller.id) : undefined;
  if (!order) throw notFound();
  if (order.state !== 'received') throw stateConflict(order.state);
  const prescription = await prescriptionById(ctx, order.prescription_id);
  const prescribed = new Map(prescription.medicines.map((line) => [line.lineId, line]));
  const ids = new Set<string>();
  for (const line of order.lines) if (line.medicine_id) ids.add(line.medicine_id);
  for (const line of input.lines) if (!('missing' in line) && isObjectId(line.medicineId)) ids.add(line.medicineId);
  const medicines = new Map((await selectMedicines(ctx.db, [...ids])).map((m) => [m.id, m]));
  const planned = planFill(order, prescribed, medicines, input);
  const today = dhakaDateString(ctx.clock());

  const changed = await ctx.db.transaction(async (tx) => {
    const row = await markFilled(tx, id, caller.id);
    if (!row) throw stateConflict(await selectOrderState(tx, id));
    const filled = planned.filter((line) => line.kind === 'filled');
    await lockMedicines(tx, [...new Set(filled.map((line) => line.medicineId))].sort());
    let subtotal = 0;
    for (const line of planned) {
      const fill = line.kind === 'missing' ? missingLine(line) : await takeLine(tx, ctx, caller, id, today, line);
      subtotal += fill.amountPoisha ?? 0;
      await writeLineFill(tx, id, fill);
    }
    await writeBill(tx, id, subtotal, billTotalTaka(subtotal));
    return row;
  });
  announce(ctx, changed);
  return orderFor(ctx, caller, id);
}

function missingLine(line: Extract<PlannedLine, { kind: 'missing' }>): LineFill {
  return {
    lineId: line.lineId,
    fillState: 'missing',
    filledMedicineId: null,
    filledQuantity: null,
    substitutionReason: null,
    missingReason: line.reason,
    amountPoisha: null,
  };
}

async function takeLine(
  tx: Tx,
  ctx: AppContext,
  caller: AuthUser,
  orderId: string,
  today: string,
  line: Extract<PlannedLine, { kind: 'filled' }>,
): Promise<LineFill> {
  const taken = await takeStockForLine(tx, {
    orderId,
    lineId: line.lineId,
    medicineId: line.medicineId,
    quantity: line.quantity,
    byUser: caller.id,
    today,
  });
  return {
    lineId: line.lineId,
    fillState: line.fillState,
    filledMedicineId: line.medicineId,
    filledQuantity: line.quantity,
    substitutionReason: line.substitutionReason,
    missingReason: null,
    amountPoisha: taken.reduce((sum, batch) => sum + batch.quantity * batch.unitPricePoisha, 0),
  };
}

/**
 * An online payment of a refused or returned order goes back through the gateway, after the change has committed.
 * The change stands either way; a refund the gateway refuses is logged for the pharmacy to settle by hand.
 */
async function refundIfPaidOnline(ctx: AppContext, order: ChangedOrder): Promise<void> {
  if (order.payment_status !== 'paid' || order.paid_via !== 'online') return;
  try {
    await ctx.payments.refundOrder(order.id);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    ctx.log.info({ orderId: order.id, reason: error.message }, 'no gateway refund for the order');
  }
}

/**
 * The pharmacy refuses an order until it leaves the hospital: what a fill took goes back to its batches, the lines
 * are released, and an online payment is refunded.
 */
export async function refuseOrder(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  reason: string,
): Promise<PharmacyOrder> {
  if (!isObjectId(id)) throw notFound();
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await markRefused(tx, id, REFUSABLE_ORDER_STATES, reason);
    if (!row) throw stateConflict(await selectOrderState(tx, id));
    await returnOrderStock(tx, { orderId: id, byUser: caller.id });
    await releaseLines(tx, id);
    return row;
  });
  announce(ctx, changed);
  await refundIfPaidOnline(ctx, changed);
  return orderFor(ctx, caller, id);
}

/** A filled order is ready: at the counter for pickup (the patient gets an SMS), packed for a rider for delivery. */
export async function markOrderReady(ctx: AppContext, caller: AuthUser, id: string): Promise<PharmacyOrder> {
  const order = isObjectId(id) ? await selectOrder(ctx.db, id, caller.id) : undefined;
  if (!order) throw notFound();
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await markReady(tx, id, order.fulfilment === 'pickup' ? 'ready' : 'packed');
    if (!row) throw stateConflict(await selectOrderState(tx, id));
    if (row.state === 'ready') await ctx.sms.queuePharmacy(tx, { orderId: id, kind: 'ready' });
    return row;
  });
  announce(ctx, changed);
  return orderFor(ctx, caller, id);
}

/** The patient collects a ready order at the counter; unpaid, the pharmacist takes the bill's total in cash. */
export async function handOverOrder(ctx: AppContext, caller: AuthUser, id: string): Promise<PharmacyOrder> {
  if (!isObjectId(id)) throw notFound();
  const changed = await markCollected(ctx.db, id);
  if (!changed) throw stateConflict(await selectOrderState(ctx.db, id));
  announce(ctx, changed);
  return orderFor(ctx, caller, id);
}

/** A failed delivery comes back to the pharmacy: its stock returns, its lines are released, online money refunded. */
export async function returnOrder(ctx: AppContext, caller: AuthUser, id: string): Promise<PharmacyOrder> {
  if (!isObjectId(id)) throw notFound();
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await markReturned(tx, id);
    if (!row) throw stateConflict(await selectOrderState(tx, id));
    await returnOrderStock(tx, { orderId: id, byUser: caller.id });
    await releaseLines(tx, id);
    return row;
  });
  announce(ctx, changed);
  await refundIfPaidOnline(ctx, changed);
  return orderFor(ctx, caller, id);
}
