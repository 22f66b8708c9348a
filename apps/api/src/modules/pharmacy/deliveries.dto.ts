import type { CashClose, CashOwed, DeliveryOrder, Rider } from '@hospital/contract/pharmacy';
import type { CashCloseRow, CashOwedRow, DeliveryRow, Instant, RiderRow } from './deliveries.repository.js';

/** An instant as the raw query answers it (text from one driver, a Date from another), as ISO text. */
const iso = (value: Instant) => new Date(value).toISOString();
const isoOrNull = (value: Instant | null) => (value === null ? null : iso(value));

export function toRider(row: RiderRow): Rider {
  return { _id: row.id, name: row.name, contact: row.contact, activeOrders: row.active_orders };
}

/**
 * What the rider sees of an order: where to go, whom to call, how many items and what to collect; never the
 * prescription, the medicines or the handover code (the patient gives it at the door).
 */
export function toDeliveryOrder(row: DeliveryRow): DeliveryOrder {
  return {
    _id: row.id,
    orderNo: row.order_no,
    state: row.state,
    patientName: row.patient_name,
    contact: row.contact ?? '',
    area: row.area ?? '',
    address: row.address ?? '',
    landmark: row.landmark ?? '',
    items: row.items,
    collectTaka: row.payment_status === 'unpaid' ? (row.total_taka ?? 0) : 0,
    assignedAt: isoOrNull(row.assigned_at),
    pickedUpAt: isoOrNull(row.picked_up_at),
    deliveredAt: isoOrNull(row.delivered_at),
    failureReason: row.failure_reason,
  };
}

/** One entry per rider with cash not yet closed: its orders (oldest delivery first) and their sum. */
export function toCashOwed(rows: CashOwedRow[]): CashOwed[] {
  const byRider = new Map<string, CashOwed>();
  for (const row of rows) {
    let owed = byRider.get(row.rider_id);
    if (!owed) {
      owed = { rider: { _id: row.rider_id, name: row.rider_name }, orders: [], expectedTaka: 0 };
      byRider.set(row.rider_id, owed);
    }
    owed.orders.push({
      _id: row.order_id,
      orderNo: row.order_no,
      totalTaka: row.cash_taka,
      deliveredAt: iso(row.delivered_at),
    });
    owed.expectedTaka += row.cash_taka;
  }
  return [...byRider.values()];
}

export function toCashClose(row: CashCloseRow): CashClose {
  return {
    _id: row.id,
    rider: { _id: row.rider_id, name: row.rider_name },
    closedBy: { _id: row.closed_by, name: row.closed_by_name },
    expectedTaka: row.expected_taka,
    countedTaka: row.counted_taka,
    differenceTaka: row.counted_taka - row.expected_taka,
    note: row.note,
    orderCount: row.order_count,
    createdAt: iso(row.created_at),
  };
}
