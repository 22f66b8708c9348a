import { addDaysToDateString, dhakaDateString, dhakaMidnight } from '@hospital/contract/format';
import type {
  MovementKind,
  OrderPaymentStatus,
  OrderState,
  PaymentMethod,
  PharmacyDayReport,
} from '@hospital/contract/pharmacy';
import type { DbOrTx } from '../../db/client.js';
import { toPharmacyMedicine } from './stock.dto.js';
import { selectMovements, selectOrdersPlaced, selectRiderDays, selectSales } from './reports.repository.js';

/** A day report lists at most this many orders and this many movements (docs/architecture.md §12: lists are bounded). */
const MAX_REPORT_ROWS = 5000;
const SALES_ORDER = ['online', 'cash', 'unpaid'] as const;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The pharmacy's day (`date`, Dhaka; today when not given): the orders placed in it; the orders closed in it
 * (collected, delivered) by how they were paid, and the cash taken at the counter; each rider's deliveries, failures,
 * cash collected and cash closed; and every stock movement.
 */
export async function dayReport(db: DbOrTx, date: string | undefined, now: Date): Promise<PharmacyDayReport> {
  const day = date ?? dhakaDateString(now);
  const from = dhakaMidnight(day);
  const to = dhakaMidnight(addDaysToDateString(day, 1));
  const [orders, sales, riders, movements] = await Promise.all([
    selectOrdersPlaced(db, from, to, MAX_REPORT_ROWS),
    selectSales(db, from, to),
    selectRiderDays(db, from, to),
    selectMovements(db, from, to, MAX_REPORT_ROWS),
  ]);
  return {
    date: day,
    orders: orders.map((row) => ({
      _id: row.id,
      orderNo: row.order_no,
      state: row.state as OrderState,
      version: row.version,
      createdAt: iso(row.created_at),
      patient: { _id: row.patient_id, name: row.patient_name },
      fulfilment: row.fulfilment as 'pickup' | 'delivery',
      area: row.area,
      paymentMethod: row.payment_method as PaymentMethod,
      paymentStatus: row.payment_status as OrderPaymentStatus,
      items: row.items,
      totalTaka: row.total_taka,
      rider: row.rider_id ? { _id: row.rider_id, name: row.rider_name ?? '' } : null,
    })),
    sales: SALES_ORDER.map((paidVia) => {
      const row = sales.find((sale) => sale.paid_via === paidVia);
      return { paidVia, orders: row?.orders ?? 0, totalTaka: row?.total_taka ?? 0 };
    }),
    counterCashTaka: sales.reduce((sum, row) => sum + row.counter_cash_taka, 0),
    riders: riders.map((row) => ({
      rider: { _id: row.rider_id, name: row.rider_name },
      delivered: row.delivered,
      failed: row.failed,
      cashTaka: row.cash_taka,
      closedTaka: row.closed_taka,
    })),
    movements: movements.map((row) => ({
      at: iso(row.at),
      medicine: toPharmacyMedicine({ ...row, id: row.medicine_id }),
      batchNo: row.batch_no,
      kind: row.kind as MovementKind,
      quantity: row.quantity,
      orderNo: row.order_no,
    })),
  };
}
