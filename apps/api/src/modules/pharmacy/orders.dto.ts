import type { MedicineForm } from '@hospital/contract/medicines';
import type { OrderLine, PharmacyOrder, PharmacyOrderSummary } from '@hospital/contract/pharmacy';
import type { OrderLineRow, OrderRow, OrderSummaryRow } from './orders.repository.js';

/** An instant as the raw query answers it (text from one driver, a Date from another), as ISO text. */
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** States in which an unpaid online order shows "Pay online": billed, and not yet left the hospital. */
const PAYABLE_STATES: ReadonlyArray<PharmacyOrder['state']> = ['filled', 'ready', 'packed'];

function toOrderLine(line: OrderLineRow): OrderLine {
  const given = line.filled_medicine;
  return {
    lineId: line.line_id,
    name: line.name,
    quantity: line.quantity,
    fillState: line.fill_state,
    filled:
      given && line.filled_quantity !== null
        ? {
            medicine: {
              _id: given.id,
              brand: given.brand,
              generic: given.generic,
              strength: given.strength,
              form: given.form as MedicineForm,
            },
            quantity: line.filled_quantity,
            amountPoisha: line.amount_poisha ?? 0,
            unitPricePoisha: line.unit_price_poisha,
            substitutionReason: line.substitution_reason,
          }
        : null,
    missingReason: line.missing_reason,
  };
}

/** What an order's page and its line in a list both open with: which order, its state and whose it is. */
function orderHeading(
  row: Pick<OrderSummaryRow, 'id' | 'order_no' | 'state' | 'version' | 'created_at' | 'patient_ref' | 'patient_name'>,
) {
  return {
    _id: row.id,
    orderNo: row.order_no,
    state: row.state,
    version: row.version,
    createdAt: iso(row.created_at),
    patient: { _id: row.patient_ref, name: row.patient_name },
  };
}

/**
 * The order as its page shows it. `own`: the reader placed it or holds its patient's record, so the handover code
 * (while out) and the patient's actions are theirs; `onlinePayment`: the gateway takes payments.
 */
export function toPharmacyOrder(row: OrderRow, view: { own: boolean; onlinePayment: boolean }): PharmacyOrder {
  const billed = row.subtotal_poisha !== null && row.total_taka !== null;
  return {
    ...orderHeading(row),
    prescription: { _id: row.prescription_id, doctorName: row.doctor_name, signedAt: iso(row.signed_at) },
    fulfilment:
      row.fulfilment === 'pickup'
        ? { kind: 'pickup' }
        : {
            kind: 'delivery',
            area: row.area ?? '',
            address: row.address ?? '',
            landmark: row.landmark ?? '',
            contact: row.contact ?? '',
          },
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    paidVia: row.paid_via,
    lines: row.lines.map(toOrderLine),
    bill: billed ? { subtotalPoisha: row.subtotal_poisha!, totalTaka: row.total_taka! } : null,
    refusalReason: row.refusal_reason,
    failureReason: row.failure_reason,
    failureNote: row.failure_note,
    rider: row.rider_id && row.rider_name !== null ? { _id: row.rider_id, name: row.rider_name } : null,
    handoverCode: view.own && row.state === 'out' ? row.handover_code : null,
    times: {
      filledAt: isoOrNull(row.filled_at),
      readyAt: isoOrNull(row.ready_at),
      pickedUpAt: isoOrNull(row.picked_up_at),
      deliveredAt: isoOrNull(row.delivered_at),
      closedAt: isoOrNull(row.closed_at),
      cancelledAt: isoOrNull(row.cancelled_at),
    },
    canCancel: view.own && row.state === 'received',
    canPayOnline:
      view.own &&
      view.onlinePayment &&
      billed &&
      row.payment_method === 'online' &&
      row.payment_status === 'unpaid' &&
      PAYABLE_STATES.includes(row.state),
  };
}

export function toOrderSummary(row: OrderSummaryRow): PharmacyOrderSummary {
  return {
    ...orderHeading(row),
    fulfilment: row.fulfilment,
    area: row.area,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    items: row.items,
    totalTaka: row.total_taka,
    rider: row.rider_id && row.rider_name !== null ? { _id: row.rider_id, name: row.rider_name } : null,
  };
}
