import { addDaysToDateString, dhakaDateString, dhakaMidnight } from '@hospital/contract/format';
import {
  billTotalTaka,
  FILL_LINES_MESSAGE,
  FILL_NOTHING_MESSAGE,
  FILL_QUANTITY_MESSAGE,
  OPEN_ORDER_STATES,
  REFUSABLE_ORDER_STATES,
  STOCK_MEDICINE_MESSAGE,
  SUBSTITUTE_MISMATCH_MESSAGE,
  SUBSTITUTION_REASON_MESSAGE,
  type FillOrder,
  type FillState,
  type OrderListQuery,
  type PharmacyOrder,
  type PharmacyOrderSummary,
} from '@hospital/contract/pharmacy';
import { type PrescribedMedicine } from '@hospital/contract/prescriptions';
import { isObjectId } from '@hospital/contract/ids';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { prescriptionById } from '../prescriptions/prescriptions.service.js';
import { toOrderSummary } from './orders.dto.js';
import {
  markCollected,
  markFilled,
  markReady,
  markRefused,
  markReturned,
  releaseLines,
  selectMedicines,
  selectOrder,
  selectOrdersIn,
  selectOrdersPlaced,
  selectOrderState,
  writeBill,
  writeLineFill,
  type ChangedOrder,
  type LineFill,
  type MedicineRef,
  type OrderRow,
} from './orders.repository.js';
import { lockMedicines, returnOrderStock, takeStockForLine } from './stock.service.js';
import { announce, LIST_MAX, notFound, orderFor, smsOrder, stateConflict } from './orders.service.js';

// The pharmacist's side of an order: the queue, filling from stock, refusing, ready or packed, handing over at the
// counter, and taking a failed delivery back (docs/architecture.md §21).

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
  return takeBackOrder(ctx, caller, id, (tx) => markRefused(tx, id, REFUSABLE_ORDER_STATES, reason));
}

/** A filled order is ready: at the counter for pickup (the patient gets an SMS), packed for a rider for delivery. */
export async function markOrderReady(ctx: AppContext, caller: AuthUser, id: string): Promise<PharmacyOrder> {
  const order = isObjectId(id) ? await selectOrder(ctx.db, id, caller.id) : undefined;
  if (!order) throw notFound();
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await markReady(tx, id, order.fulfilment === 'pickup' ? 'ready' : 'packed');
    if (!row) throw stateConflict(await selectOrderState(tx, id));
    if (row.state === 'ready') await ctx.sms.queuePharmacy(tx, { ...smsOrder(row), kind: 'ready' });
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
  return takeBackOrder(ctx, caller, id, (tx) => markReturned(tx, id));
}

/**
 * An order the pharmacy takes back (refused or returned): `mark` moves its state, or finds it in a state that
 * cannot move; then its stock returns, its lines are released and an online payment is refunded.
 */
async function takeBackOrder(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  mark: (tx: Tx) => Promise<ChangedOrder | undefined>,
): Promise<PharmacyOrder> {
  if (!isObjectId(id)) throw notFound();
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await mark(tx);
    if (!row) throw stateConflict(await selectOrderState(tx, id));
    await returnOrderStock(tx, { orderId: id, byUser: caller.id });
    await releaseLines(tx, id);
    return row;
  });
  announce(ctx, changed);
  await refundIfPaidOnline(ctx, changed);
  return orderFor(ctx, caller, id);
}
