import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, instant, requiredRef, tableWithHexId, updatedAt } from './columns.js';
import { medicines } from './medicines.js';
import { prescriptions } from './prescriptions.js';
import { patients, users } from './users.js';

/*
 * The hospital pharmacy (docs/architecture.md §12): stock counted in batches, orders filled from signed prescriptions,
 * home delivery. Money is in poisha (1 taka = 100 poisha) except what is paid, which is whole taka like a fee.
 */

/**
 * A batch of one medicine as it arrived. `quantity` is what is left; it only moves inside a transaction that holds
 * the batch's row lock, and the check is the last guard that it never goes below zero.
 */
export const stockBatches = tableWithHexId(
  'stock_batches',
  {
    medicineId: requiredRef('medicine_id', () => medicines.id),
    batchNo: varchar('batch_no', { length: 40 }).notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantityReceived: integer('quantity_received').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePoisha: integer('unit_price_poisha').notNull(),
    receivedBy: idRef('received_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_batches_batch_key').on(t.medicineId, sql`lower(${t.batchNo})`),
    index('stock_batches_usable_idx').on(t.medicineId, t.expiryDate, t.id),
    index('stock_batches_expiry_idx').on(t.expiryDate),
    check('stock_batches_quantity_check', sql`${t.quantity} >= 0 and ${t.quantity} <= ${t.quantityReceived}`),
    check('stock_batches_received_check', sql`${t.quantityReceived} > 0`),
    check('stock_batches_price_check', sql`${t.unitPricePoisha} >= 0`),
  ],
);

/** The level under which a medicine is listed as low; a medicine without a row uses the default of 20. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    medicineId: requiredRef('medicine_id', () => medicines.id, 'cascade').primaryKey(),
    reorderLevel: integer('reorder_level').notNull(),
  },
  (t) => [check('stock_levels_reorder_check', sql`${t.reorderLevel} between 0 and 100000`)],
);

/** Every change of a batch's quantity, signed: received (+), dispensed (-), returned (+), written off (-). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: idColumn(),
    batchId: requiredRef('batch_id', () => stockBatches.id),
    medicineId: requiredRef('medicine_id', () => medicines.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    quantity: integer('quantity').notNull(),
    orderId: idRef('order_id'),
    byUser: idRef('by_user').references(() => users.id, { onDelete: 'set null' }),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_at_idx').on(t.at),
    index('stock_movements_medicine_idx').on(t.medicineId, t.at),
    check('stock_movements_kind_check', sql`${t.kind} in ('received', 'dispensed', 'returned', 'written_off')`),
    check('stock_movements_quantity_check', sql`${t.quantity} <> 0`),
  ],
);

/** Order numbers people say on the phone ("M-1042"): short, and never reused. */
export const pharmacyOrderNoSeq = pgSequence('pharmacy_order_no_seq', { startWith: 1001 });

/** A rider's cash handed to the pharmacist: what the orders say was collected, and what was counted. */
export const cashCloses = tableWithHexId(
  'cash_closes',
  {
    riderId: requiredRef('rider_id', () => users.id),
    closedBy: requiredRef('closed_by', () => users.id),
    expectedTaka: integer('expected_taka').notNull(),
    countedTaka: integer('counted_taka').notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    orderCount: integer('order_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_closes_created_idx').on(t.createdAt),
    check('cash_closes_amounts_check', sql`${t.expectedTaka} >= 0 and ${t.countedTaka} >= 0`),
  ],
);

/**
 * A medicine order from one signed prescription. Each change of `state` is one conditional update on the state it
 * expects, and `version` goes up with it (the live pages' events carry it). The handover code is kept only as an HMAC.
 */
export const pharmacyOrders = tableWithHexId(
  'pharmacy_orders',
  {
    orderNo: integer('order_no')
      .notNull()
      .default(sql`nextval('pharmacy_order_no_seq')`),
    prescriptionId: requiredRef('prescription_id', () => prescriptions.id),
    patientRef: requiredRef('patient_ref', () => patients.id),
    accountId: requiredRef('account_id', () => users.id),
    state: varchar('state', { length: 10 }).notNull().default('received'),
    version: integer('version').notNull().default(1),
    fulfilment: varchar('fulfilment', { length: 8 }).notNull(),
    area: varchar('area', { length: 40 }),
    address: varchar('address', { length: 300 }),
    landmark: varchar('landmark', { length: 120 }),
    contact: varchar('contact', { length: 11 }),
    paymentMethod: varchar('payment_method', { length: 6 }).notNull(),
    paymentStatus: varchar('payment_status', { length: 8 }).notNull().default('unpaid'),
    paidVia: varchar('paid_via', { length: 6 }),
    paidAt: instant('paid_at'),
    refundStatus: varchar('refund_status', { length: 12 }).notNull().default('none'),
    subtotalPoisha: integer('subtotal_poisha'),
    totalTaka: integer('total_taka'),
    refusalReason: varchar('refusal_reason', { length: 300 }),
    cancelledAt: instant('cancelled_at'),
    filledAt: instant('filled_at'),
    filledBy: idRef('filled_by').references(() => users.id, { onDelete: 'set null' }),
    readyAt: instant('ready_at'),
    riderId: idRef('rider_id').references(() => users.id),
    assignedAt: instant('assigned_at'),
    pickedUpAt: instant('picked_up_at'),
    deliveredAt: instant('delivered_at'),
    failureReason: varchar('failure_reason', { length: 14 }),
    failureNote: varchar('failure_note', { length: 300 }),
    codeHmac: varchar('code_hmac', { length: 64 }),
    // The ordering account reads its own code on its order page (an SMS can be lost); the rider never does.
    handoverCode: varchar('handover_code', { length: 4 }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    cashCollectedTaka: integer('cash_collected_taka'),
    cashCloseId: idRef('cash_close_id').references(() => cashCloses.id),
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pharmacy_orders_order_no_key').on(t.orderNo),
    index('pharmacy_orders_state_idx').on(t.state, t.createdAt),
    index('pharmacy_orders_account_idx').on(t.accountId, t.createdAt),
    index('pharmacy_orders_patient_idx').on(t.patientRef, t.createdAt),
    index('pharmacy_orders_prescription_idx').on(t.prescriptionId),
    index('pharmacy_orders_rider_idx').on(t.riderId, t.state),
    index('pharmacy_orders_created_idx').on(t.createdAt),
    check(
      'pharmacy_orders_state_check',
      sql`${t.state} in ('received', 'filled', 'ready', 'packed', 'out', 'delivered', 'collected', 'failed', 'returned', 'refused', 'cancelled')`,
    ),
    check('pharmacy_orders_fulfilment_check', sql`${t.fulfilment} in ('pickup', 'delivery')`),
    check(
      'pharmacy_orders_delivery_check',
      sql`${t.fulfilment} = 'pickup' or (${t.area} is not null and ${t.address} is not null and ${t.contact} is not null)`,
    ),
    check('pharmacy_orders_payment_method_check', sql`${t.paymentMethod} in ('online', 'cash')`),
    check('pharmacy_orders_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'paid', 'refunded')`),
    check('pharmacy_orders_paid_via_check', sql`(${t.paymentStatus} = 'unpaid') = (${t.paidVia} is null)`),
    check(
      'pharmacy_orders_refund_status_check',
      sql`${t.refundStatus} in ('none', 'processing', 'refunded', 'failed')`,
    ),
    check(
      'pharmacy_orders_failure_check',
      sql`${t.failureReason} is null or ${t.failureReason} in ('unreachable', 'refused', 'wrong_address')`,
    ),
    check('pharmacy_orders_contact_check', sql`${t.contact} is null or ${t.contact} ~ '^[0-9]{11}$'`),
    check('pharmacy_orders_code_attempts_check', sql`${t.codeAttempts} >= 0`),
    check('pharmacy_orders_handover_code_check', sql`${t.handoverCode} is null or ${t.handoverCode} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The lines of an order: each is a line of the prescription (`line_id`, the prescription's `lineId`), ordered once:
 * a line is held by at most one order that has not released it (cancelled, refused, returned, or marked missing).
 */
export const pharmacyOrderLines = pgTable(
  'pharmacy_order_lines',
  {
    orderId: requiredRef('order_id', () => pharmacyOrders.id, 'cascade'),
    lineId: varchar('line_id', { length: 24 }).notNull(),
    prescriptionId: requiredRef('prescription_id', () => prescriptions.id),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    medicineId: idRef('medicine_id').references(() => medicines.id),
    quantity: integer('quantity').notNull(),
    released: boolean('released').notNull().default(false),
    fillState: varchar('fill_state', { length: 12 }).notNull().default('pending'),
    filledMedicineId: idRef('filled_medicine_id').references(() => medicines.id),
    filledQuantity: integer('filled_quantity'),
    substitutionReason: varchar('substitution_reason', { length: 200 }),
    missingReason: varchar('missing_reason', { length: 200 }),
    amountPoisha: integer('amount_poisha'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineId] }),
    uniqueIndex('pharmacy_order_lines_once_idx')
      .on(t.prescriptionId, t.lineId)
      .where(sql`not ${t.released}`),
    check('pharmacy_order_lines_quantity_check', sql`${t.quantity} between 1 and 1000`),
    check(
      'pharmacy_order_lines_fill_state_check',
      sql`${t.fillState} in ('pending', 'filled', 'substituted', 'missing')`,
    ),
    check(
      'pharmacy_order_lines_filled_check',
      sql`${t.filledQuantity} is null or (${t.filledQuantity} >= 1 and ${t.filledQuantity} <= ${t.quantity})`,
    ),
  ],
);

/** What a fill took from which batch, at that batch's price: the bill and the returns are read from here. */
export const orderFills = pgTable(
  'order_fills',
  {
    id: idColumn(),
    orderId: requiredRef('order_id', () => pharmacyOrders.id, 'cascade'),
    lineId: varchar('line_id', { length: 24 }).notNull(),
    batchId: requiredRef('batch_id', () => stockBatches.id),
    medicineId: requiredRef('medicine_id', () => medicines.id),
    quantity: integer('quantity').notNull(),
    unitPricePoisha: integer('unit_price_poisha').notNull(),
  },
  (t) => [index('order_fills_order_idx').on(t.orderId), check('order_fills_quantity_check', sql`${t.quantity} > 0`)],
);
