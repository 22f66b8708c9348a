import { z } from 'zod';
import {
  contactField,
  countFields,
  dateStringSchema,
  instantSchema,
  numberField,
  optionalNumberField,
  textField,
  wholeNumberParam,
} from './fields.js';
import { toBengaliDigits, type Language } from './format-bn.js';
import { OBJECT_ID_PATTERN, objectIdSchema } from './ids.js';
import { parseNumberText, toAsciiDigits } from './local-input.js';
import { MEDICINE_FORMS, MEDICINE_QUERY_MESSAGE, medicineHitSchema, type MedicineForm } from './medicines.js';
import type { PrescribedMedicine } from './prescriptions.js';

// The hospital pharmacy and its home delivery (docs/architecture.md §12): a patient orders lines of a signed
// prescription, the pharmacist fills them from stock counted in batches (earliest expiry first, expired batches
// never), and the order is collected at the counter or taken to the patient's door by a rider, who hands it over
// against a 4-digit code. Money is counted in poisha (1 taka = 100 poisha); a bill is paid in whole taka.
//
// The API (prefix /api/v1). Patient (self): their own orders and those of their family's prescriptions; another's
// order answers 404 "Order not found.":
//   GET  /pharmacy/prescriptions/{prescriptionId}/orderable  OrderablePrescription (signed prescriptions only)
//   POST /pharmacy/orders {CreateOrder}                       201 PharmacyOrder (at most 10 a day per account)
//   GET  /pharmacy/orders/mine                                PharmacyOrderSummary[] (newest first, at most 50)
//   GET  /pharmacy/orders/{id}                                PharmacyOrder (pharmacist/admin: any; rider: 404)
//   POST /pharmacy/orders/{id}/cancel                         PharmacyOrder (received only)
//   POST /pharmacy/orders/{id}/payment-method {paymentMethod} PharmacyOrder (unpaid, before it leaves)
//   GET  /pharmacy/events                                     server-sent events (PHARMACY_STREAM_EVENTS)
// Pharmacist (pharmacy: pharmacist, admin):
//   GET  /pharmacy/orders?view=open|today|all&date=           PharmacyOrderSummary[]
//   POST /pharmacy/orders/{id}/fill {FillOrder}               PharmacyOrder (received -> filled)
//   POST /pharmacy/orders/{id}/refuse {reason}                PharmacyOrder (received, filled, ready, packed)
//   POST /pharmacy/orders/{id}/ready                          PharmacyOrder (filled -> ready | packed)
//   POST /pharmacy/orders/{id}/assign {riderId}               PharmacyOrder (packed or failed; until picked up)
//   POST /pharmacy/orders/{id}/handover                       PharmacyOrder (ready -> collected)
//   POST /pharmacy/orders/{id}/return                         PharmacyOrder (failed -> returned)
//   POST /pharmacy/orders/{id}/new-code                       PharmacyOrder (out: a new handover code by SMS)
//   GET  /pharmacy/riders                                     Rider[]
//   GET  /pharmacy/stock?q=&page=                             StockItem[]
//   POST /pharmacy/stock {ReceiveStock}                       StockItem
//   GET  /pharmacy/stock/alerts                               StockAlerts
//   PUT  /pharmacy/stock/{medicineId}/reorder-level {reorderLevel}  StockItem
//   POST /pharmacy/stock/batches/{batchId}/write-off          StockItem (expired batches only)
//   GET  /pharmacy/cash                                       CashOwed[]
//   POST /pharmacy/cash/close {riderId, countedTaka, note}    CashClose
//   GET  /pharmacy/reports/day?date=                          PharmacyDayReport
//   GET  /pharmacy/reports/day.csv?date=&section=             text/csv (UTF-8 with a BOM)
// Rider (delivery: deliveryboy): only the orders assigned to them, only what a delivery needs:
//   GET  /deliveries/mine                                     DeliveryOrder[]
//   POST /deliveries/{orderId}/picked-up                      DeliveryOrder (packed -> out; the code goes by SMS)
//   POST /deliveries/{orderId}/delivered {code, cashTaka}     DeliveryOrder (out -> delivered)
//   POST /deliveries/{orderId}/failed {reason, note}          DeliveryOrder (out -> failed)

// ---------------------------------------------------------------------------------------------------------------
// Fixed lists
// ---------------------------------------------------------------------------------------------------------------

/**
 * received --fill--> filled --ready--> ready (pickup) --handover--> collected
 *                           \--ready--> packed (delivery) --picked-up--> out --delivered--> delivered
 *                                                                         out --failed--> failed
 * failed --assign--> packed (try again) or --return--> returned; the patient cancels in received only; the
 * pharmacist refuses in received, filled, ready or packed (never once out).
 */
export const ORDER_STATES = [
  'received',
  'filled',
  'ready',
  'packed',
  'out',
  'failed',
  'collected',
  'delivered',
  'cancelled',
  'refused',
  'returned',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** An order in one of these is finished: nothing changes it again. */
export const FINAL_ORDER_STATES = ['collected', 'delivered', 'cancelled', 'refused', 'returned'] as const;
/** The pharmacist's open list: every state that still needs someone to act. */
export const OPEN_ORDER_STATES = ['received', 'filled', 'ready', 'packed', 'out', 'failed'] as const;
/** The pharmacist may refuse until the order leaves the hospital. */
export const REFUSABLE_ORDER_STATES = ['received', 'filled', 'ready', 'packed'] as const;
/** Cancelled, refused and returned orders give their lines back: they can be ordered again. */
export const RELEASING_ORDER_STATES = ['cancelled', 'refused', 'returned'] as const;

export function isFinalOrderState(state: OrderState): boolean {
  return (FINAL_ORDER_STATES as readonly OrderState[]).includes(state);
}

export const FULFILMENTS = ['pickup', 'delivery'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const PAYMENT_METHODS = ['online', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Why a rider brought an order back. */
export const FAILURE_REASONS = ['unreachable', 'refused', 'wrong_address'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** What the pharmacist did with a line: not yet, the prescribed medicine, a substitute, or none (missing). */
export const FILL_STATES = ['pending', 'filled', 'substituted', 'missing'] as const;
export type FillState = (typeof FILL_STATES)[number];

/** Every change of a batch's quantity is one movement: received (+), dispensed (-), returned (+), written_off (-). */
export const MOVEMENT_KINDS = ['received', 'dispensed', 'returned', 'written_off'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Forms counted one by one, so a dose pattern and a duration say how many to give. */
export const COUNTABLE_FORMS = ['tablet', 'capsule', 'suppository'] as const satisfies readonly MedicineForm[];

export const MAX_ORDER_LINES = 30;
export const MAX_LINE_QUANTITY = 1000;
/** An account places at most this many orders in a Dhaka day (429 after). */
export const ORDERS_PER_DAY = 10;
/** GET /pharmacy/orders/mine answers at most this many, newest first. */
export const MY_ORDERS_MAX = 50;
/** Wrong handover codes before the code is locked and the pharmacy must send a new one. */
export const HANDOVER_CODE_ATTEMPTS = 5;
/** A batch expiring within this many days is listed among the alerts. */
export const EXPIRY_WARNING_DAYS = 90;
/** The reorder level of a medicine nobody has set one for. */
export const DEFAULT_REORDER_LEVEL = 20;
export const STOCK_QUANTITY_MAX = 100_000;
/** A reorder level is a quantity of stock, so it has the same cap. */
export const REORDER_LEVEL_MAX = STOCK_QUANTITY_MAX;
export const UNIT_PRICE_TAKA_MAX = 100_000;
export const CASH_TAKA_MAX = 10_000_000;
export const STOCK_PAGE_SIZE = 50;

// ---------------------------------------------------------------------------------------------------------------
// Areas of Dhaka a rider goes to
// ---------------------------------------------------------------------------------------------------------------

/** The delivery areas: `key` is stored, `en` and `bn` are shown. */
export const DHAKA_AREAS = [
  { key: 'adabor', en: 'Adabor', bn: 'আদাবর' },
  { key: 'agargaon', en: 'Agargaon', bn: 'আগারগাঁও' },
  { key: 'azimpur', en: 'Azimpur', bn: 'আজিমপুর' },
  { key: 'badda', en: 'Badda', bn: 'বাড্ডা' },
  { key: 'banani', en: 'Banani', bn: 'বনানী' },
  { key: 'banasree', en: 'Banasree', bn: 'বনশ্রী' },
  { key: 'bangshal', en: 'Bangshal', bn: 'বংশাল' },
  { key: 'baridhara', en: 'Baridhara', bn: 'বারিধারা' },
  { key: 'bashundhara', en: 'Bashundhara', bn: 'বসুন্ধরা' },
  { key: 'cantonment', en: 'Cantonment', bn: 'ক্যান্টনমেন্ট' },
  { key: 'chawkbazar', en: 'Chawkbazar', bn: 'চকবাজার' },
  { key: 'demra', en: 'Demra', bn: 'ডেমরা' },
  { key: 'dhanmondi', en: 'Dhanmondi', bn: 'ধানমন্ডি' },
  { key: 'elephant_road', en: 'Elephant Road', bn: 'এলিফ্যান্ট রোড' },
  { key: 'farmgate', en: 'Farmgate', bn: 'ফার্মগেট' },
  { key: 'gulshan', en: 'Gulshan', bn: 'গুলশান' },
  { key: 'hazaribagh', en: 'Hazaribagh', bn: 'হাজারীবাগ' },
  { key: 'jatrabari', en: 'Jatrabari', bn: 'যাত্রাবাড়ী' },
  { key: 'kafrul', en: 'Kafrul', bn: 'কাফরুল' },
  { key: 'kalabagan', en: 'Kalabagan', bn: 'কলাবাগান' },
  { key: 'kamrangirchar', en: 'Kamrangirchar', bn: 'কামরাঙ্গীরচর' },
  { key: 'khilgaon', en: 'Khilgaon', bn: 'খিলগাঁও' },
  { key: 'khilkhet', en: 'Khilkhet', bn: 'খিলক্ষেত' },
  { key: 'lalbagh', en: 'Lalbagh', bn: 'লালবাগ' },
  { key: 'malibagh', en: 'Malibagh', bn: 'মালিবাগ' },
  { key: 'mirpur', en: 'Mirpur', bn: 'মিরপুর' },
  { key: 'mohakhali', en: 'Mohakhali', bn: 'মহাখালী' },
  { key: 'mohammadpur', en: 'Mohammadpur', bn: 'মোহাম্মদপুর' },
  { key: 'motijheel', en: 'Motijheel', bn: 'মতিঝিল' },
  { key: 'nikunja', en: 'Nikunja', bn: 'নিকুঞ্জ' },
  { key: 'old_dhaka', en: 'Old Dhaka', bn: 'পুরান ঢাকা' },
  { key: 'pallabi', en: 'Pallabi', bn: 'পল্লবী' },
  { key: 'paltan', en: 'Paltan', bn: 'পল্টন' },
  { key: 'ramna', en: 'Ramna', bn: 'রমনা' },
  { key: 'rampura', en: 'Rampura', bn: 'রামপুরা' },
  { key: 'sabujbagh', en: 'Sabujbagh', bn: 'সবুজবাগ' },
  { key: 'shahbagh', en: 'Shahbagh', bn: 'শাহবাগ' },
  { key: 'shyamoli', en: 'Shyamoli', bn: 'শ্যামলী' },
  { key: 'tejgaon', en: 'Tejgaon', bn: 'তেজগাঁও' },
  { key: 'uttara', en: 'Uttara', bn: 'উত্তরা' },
  { key: 'uttarkhan', en: 'Uttarkhan', bn: 'উত্তরখান' },
  { key: 'wari', en: 'Wari', bn: 'ওয়ারী' },
] as const;
export type DhakaArea = (typeof DHAKA_AREAS)[number]['key'];
export const DHAKA_AREA_KEYS = DHAKA_AREAS.map((area) => area.key) as [DhakaArea, ...DhakaArea[]];

/** An area's name in a language; the key itself when it is not on the list (an area retired since). */
export function dhakaAreaName(key: string, language: Language): string {
  const area = DHAKA_AREAS.find((a) => a.key === key);
  return area ? area[language] : key;
}

// ---------------------------------------------------------------------------------------------------------------
// Order numbers, quantities, money
// ---------------------------------------------------------------------------------------------------------------

/** The number an order is called by, on the screen, the bill and the SMS: 1042 -> 'M-1042'. */
export function orderNumber(n: number): string {
  return `M-${n}`;
}

const DAYS_PER_UNIT = { days: 1, weeks: 7, months: 30 } as const;
/** "continue" (no end) is filled as a month's supply. */
const CONTINUE_DAYS = 30;

/**
 * The quantity an order form starts with for a line: a dose pattern of a countable form (tablet, capsule,
 * suppository) gives (morning + noon + night) x days, rounded up (half tablets: 0.5+0+0.5 for 5 days is 5), where a
 * week is 7 days, a month 30 and "continue" 30; anything else is one pack (a bottle, a tube, an inhaler). At most
 * MAX_LINE_QUANTITY. The patient may change it.
 */
export function suggestedQuantity(
  line: Pick<PrescribedMedicine, 'dose' | 'duration'>,
  form: MedicineForm | null,
): number {
  if (line.dose.kind !== 'pattern' || form === null || !(COUNTABLE_FORMS as readonly string[]).includes(form)) return 1;
  const perDay = line.dose.morning + line.dose.noon + line.dose.night;
  const days =
    line.duration.kind === 'continue' ? CONTINUE_DAYS : line.duration.count * DAYS_PER_UNIT[line.duration.kind];
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.ceil(perDay * days)));
}

/**
 * An amount of taka as typed ('12.5', '১২.৫০', 12.5) -> poisha (1250); undefined when it is not a number, is
 * negative, or has more than 2 decimals (a poisha cannot be split).
 */
export function takaToPoisha(input: number | string): number | undefined {
  const value = typeof input === 'number' ? input : parseNumberText(input);
  if (value === undefined || !Number.isFinite(value) || value < 0) return undefined;
  const poisha = value * 100;
  const whole = Math.round(poisha);
  // 12.35 * 100 is 1235.0000000000002 in binary floating point: a hair off is still a whole poisha.
  return Math.abs(poisha - whole) < 1e-6 ? whole : undefined;
}

/** 150000 -> '1,50,000': the last three digits, then pairs, as Bangladesh writes amounts. */
function groupIndian(whole: number): string {
  return String(whole).replace(/(\d)(?=(\d\d)+\d$)/g, '$1,');
}

/** Poisha as the bill shows it: 1250 -> '৳ 12.50', 15000000 -> '৳ 1,50,000.00' ('৳ ১২.৫০' in Bangla). */
export function formatPoisha(poisha: number, language: Language): string {
  const amount = Math.round(Math.abs(poisha));
  const text = `${groupIndian(Math.floor(amount / 100))}.${String(amount % 100).padStart(2, '0')}`;
  const sign = poisha < 0 && amount !== 0 ? '-' : '';
  return `${sign}৳ ${language === 'bn' ? toBengaliDigits(text) : text}`;
}

/** Whole taka as the pharmacy shows a payment: 1250 -> '৳ 1,250' ('৳ ১,২৫০'). */
export function formatTaka(taka: number, language: Language): string {
  const text = groupIndian(Math.round(Math.abs(taka)));
  const sign = taka < 0 && Math.round(Math.abs(taka)) !== 0 ? '-' : '';
  return `${sign}৳ ${language === 'bn' ? toBengaliDigits(text) : text}`;
}

/** What is paid for a bill: its subtotal rounded to the nearest whole taka, half up (12.50 -> 13, 12.49 -> 12). */
export function billTotalTaka(subtotalPoisha: number): number {
  return Math.floor((subtotalPoisha + 50) / 100);
}

/** The bill's "Rounding" row: what the total adds to (or takes from) the subtotal, in poisha; 0 shows no row. */
export function billRoundingPoisha(subtotalPoisha: number): number {
  return billTotalTaka(subtotalPoisha) * 100 - subtotalPoisha;
}

/**
 * A price typed in taka (text with Bengali digits, or a number), from 0 to `maxTaka` with at most 2 decimals, read as
 * poisha. One sentence for every fault, as the stock form has one field for it.
 */
export function parseTakaField(message: string, maxTaka: number) {
  return numberField(message, message, (n) =>
    n
      .min(0, { error: message, abort: true })
      .max(maxTaka, { error: message, abort: true })
      .refine((taka) => takaToPoisha(taka) !== undefined, message),
  ).transform((taka) => takaToPoisha(taka)!);
}

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';
export const LINE_ALREADY_ORDERED_MESSAGE = 'This medicine is already ordered from this prescription.';
export const ORDER_LINES_EMPTY_MESSAGE = 'Choose at least one medicine to order.';
export const ORDER_LINES_MAX_MESSAGE = 'An order can have at most 30 medicines.';
export const ORDER_LINE_TWICE_MESSAGE = 'Each medicine can be ordered once in an order.';
export const ORDER_QUANTITY_MESSAGE = 'A quantity is 1 to 1000.';
export const FULFILMENT_MESSAGE = 'Choose pickup at the hospital pharmacy or home delivery.';
export const DHAKA_AREA_MESSAGE = 'Choose an area of Dhaka from the list.';
export const ADDRESS_MESSAGE = 'Write the address in 5 to 300 characters.';
export const LANDMARK_MESSAGE = 'A landmark can be at most 120 characters.';
export const PAYMENT_METHOD_MESSAGE = 'Choose to pay online or in cash.';
/** A draft or replaced prescription. */
export const PRESCRIPTION_NOT_ORDERABLE_MESSAGE = 'This prescription cannot be ordered from.';
export const ONLINE_PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available now. Please choose cash.';
export const ORDER_RATE_MESSAGE = 'Too many orders today. Please call the pharmacy.';
export const ORDER_BEING_FILLED_MESSAGE = 'This order is already being filled; call the pharmacy to cancel it.';
/** A state change that lost a race or comes too late; the answer carries the current state. */
export const ORDER_STATE_CONFLICT_MESSAGE = 'This order can no longer be changed.';
export const ORDER_ALREADY_PAID_MESSAGE = 'This order is already paid.';

export const FILL_LINES_MESSAGE = 'Fill every line of the order once.';
export const FILL_QUANTITY_MESSAGE = 'A filled quantity is 1 to the quantity ordered.';
export const SUBSTITUTE_MISMATCH_MESSAGE = 'A substitute must be the same generic and strength.';
export const SUBSTITUTION_REASON_MESSAGE = 'Say why you substitute, in 3 to 200 characters.';
export const MISSING_REASON_MESSAGE = 'Say what is missing, in 3 to 200 characters.';
export const FILL_NOTHING_MESSAGE = 'Fill at least one line, or refuse the order.';
export const notEnoughStockMessage = (brand: string, onHand: number) =>
  `Not enough stock of ${brand}: ${onHand} on hand.`;
export const REFUSAL_REASON_MESSAGE = 'Say why the order is refused, in 3 to 300 characters.';

export const RIDER_REQUIRED_MESSAGE = 'Choose a delivery rider.';
export const ORDER_NOT_PAID_MESSAGE = 'This order is not paid yet.';
export const HANDOVER_CODE_FORMAT_MESSAGE = "Enter the 4-digit code from the patient's SMS.";
export const HANDOVER_CODE_MISMATCH_MESSAGE = 'The code does not match.';
export const HANDOVER_CODE_LOCKED_MESSAGE = 'Too many wrong codes. Ask the pharmacy to send a new code.';
export const CASH_TAKA_MESSAGE = 'Write the cash in whole taka.';
/** Delivered or handed over unpaid: the cash must be the bill's total. */
export const collectCashMessage = (taka: number) => `Collect ${taka} taka from the patient.`;
/** Paid online: the rider collects nothing. */
export const NO_CASH_TO_COLLECT_MESSAGE = 'This order is paid online; collect no cash.';
export const FAILURE_REASON_MESSAGE = 'Choose why the delivery failed.';
export const NOTE_MESSAGE = 'A note can be at most 300 characters.';
export const NO_CASH_TO_CLOSE_MESSAGE = 'This rider has no cash to close.';

export const STOCK_MEDICINE_MESSAGE = 'Choose a medicine from the formulary.';
export const BATCH_NO_MESSAGE = 'Write the batch number in 1 to 40 characters.';
export const EXPIRY_NOT_FUTURE_MESSAGE = 'The expiry date must be after today.';
export const STOCK_QUANTITY_MESSAGE = 'A quantity received is a whole number from 1 to 100000.';
export const UNIT_PRICE_MESSAGE = 'Write the unit price in taka, from 0 to 100000, with at most 2 decimals.';
export const BATCH_CONFLICT_MESSAGE = 'This batch number is already in stock with another expiry date or price.';
export const BATCH_NOT_FOUND_MESSAGE = 'Batch not found.';
export const WRITE_OFF_NOT_EXPIRED_MESSAGE = 'Only an expired batch can be written off.';
export const REORDER_LEVEL_MESSAGE = 'A reorder level is a whole number from 0 to 100000.';
export const ORDER_VIEW_MESSAGE = 'View must be open, today or all.';
export const REPORT_SECTION_MESSAGE = 'Section must be orders, sales, riders or movements.';

// ---------------------------------------------------------------------------------------------------------------
// Request bodies, params and queries
// ---------------------------------------------------------------------------------------------------------------

export const orderIdParamsSchema = z.object({ id: objectIdSchema });
export const deliveryParamsSchema = z.object({ orderId: objectIdSchema });
export const orderablePrescriptionParamsSchema = z.object({ prescriptionId: objectIdSchema });
export const stockMedicineParamsSchema = z.object({ medicineId: objectIdSchema });
export const batchParamsSchema = z.object({ batchId: objectIdSchema });

const lineQuantity = numberField(ORDER_QUANTITY_MESSAGE, ORDER_QUANTITY_MESSAGE, (n) =>
  n.int(ORDER_QUANTITY_MESSAGE).min(1, ORDER_QUANTITY_MESSAGE).max(MAX_LINE_QUANTITY, ORDER_QUANTITY_MESSAGE),
);

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE });

/** Collected at the hospital pharmacy's counter, or taken to an address in Dhaka. */
export const fulfilmentSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('pickup') }),
    z.object({
      kind: z.literal('delivery'),
      area: z.enum(DHAKA_AREA_KEYS, { error: DHAKA_AREA_MESSAGE }),
      address: textField(ADDRESS_MESSAGE, [300, ADDRESS_MESSAGE], [5, ADDRESS_MESSAGE]),
      landmark: z.string({ error: LANDMARK_MESSAGE }).trim().max(120, LANDMARK_MESSAGE).default(''),
      contact: contactField(
        'Contact number must be 11 digits long.',
        'Contact number must be numeric and exactly 11 digits.',
      ),
    }),
  ],
  { error: FULFILMENT_MESSAGE },
);
export type FulfilmentInput = z.output<typeof fulfilmentSchema>;

/**
 * POST /pharmacy/orders: lines of one signed prescription, each at most once, each 1 to 1000 units. A line an active
 * order already holds is refused by the server (409 LINE_ALREADY_ORDERED_MESSAGE).
 */
export const createOrderSchema = z.object({
  prescriptionId: objectIdSchema,
  lines: z
    .array(z.object({ lineId: objectIdSchema, quantity: lineQuantity }), { error: ORDER_LINES_EMPTY_MESSAGE })
    .min(1, ORDER_LINES_EMPTY_MESSAGE)
    .max(MAX_ORDER_LINES, ORDER_LINES_MAX_MESSAGE)
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, ORDER_LINE_TWICE_MESSAGE),
  fulfilment: fulfilmentSchema,
  paymentMethod: paymentMethodSchema,
});
export type CreateOrder = z.output<typeof createOrderSchema>;
export type CreateOrderFormValues = z.input<typeof createOrderSchema>;

/** POST /pharmacy/orders/{id}/payment-method: the patient switches while the order is unpaid and has not left. */
export const paymentMethodBodySchema = z.object({ paymentMethod: paymentMethodSchema });
export type PaymentMethodBody = z.infer<typeof paymentMethodBodySchema>;

const reasonText = (message: string, max: number) => textField(message, [max, message], [3, message]);

/**
 * One line of a fill: a medicine and how many (the prescribed one, or a substitute of the same generic and strength,
 * which needs `substitutionReason`), or `missing` with what is missing. A form sends '' for a reason it does not use.
 */
const fillLineSchema = z
  .object({
    lineId: objectIdSchema,
    medicineId: objectIdSchema.nullish(),
    quantity: optionalNumberField(FILL_QUANTITY_MESSAGE, (n) =>
      n.int(FILL_QUANTITY_MESSAGE).min(1, FILL_QUANTITY_MESSAGE).max(MAX_LINE_QUANTITY, FILL_QUANTITY_MESSAGE),
    ),
    substitutionReason: z.string({ error: SUBSTITUTION_REASON_MESSAGE }).trim().nullish(),
    missing: z.string({ error: MISSING_REASON_MESSAGE }).trim().nullish(),
  })
  .transform((line, ctx) => {
    if (line.missing) {
      if (line.missing.length < 3 || line.missing.length > 200)
        ctx.addIssue({ code: 'custom', path: ['missing'], message: MISSING_REASON_MESSAGE });
      return { lineId: line.lineId, missing: line.missing };
    }
    if (!line.medicineId) ctx.addIssue({ code: 'custom', path: ['medicineId'], message: STOCK_MEDICINE_MESSAGE });
    if (line.quantity === null || line.quantity === undefined)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: FILL_QUANTITY_MESSAGE });
    const reason = line.substitutionReason || null;
    if (reason !== null && (reason.length < 3 || reason.length > 200))
      ctx.addIssue({ code: 'custom', path: ['substitutionReason'], message: SUBSTITUTION_REASON_MESSAGE });
    return {
      lineId: line.lineId,
      medicineId: line.medicineId ?? '',
      quantity: line.quantity ?? 0,
      substitutionReason: reason,
    };
  });
export type FillLine = z.output<typeof fillLineSchema>;

/**
 * POST /pharmacy/orders/{id}/fill: every line of the order once. The server checks the substitute (same generic and
 * strength), the quantity against the one ordered, that at least one line is filled, and the stock.
 */
export const fillOrderSchema = z.object({
  lines: z
    .array(fillLineSchema, { error: FILL_LINES_MESSAGE })
    .min(1, FILL_LINES_MESSAGE)
    .max(MAX_ORDER_LINES, FILL_LINES_MESSAGE)
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, FILL_LINES_MESSAGE)
    .refine((lines) => lines.some((line) => !('missing' in line)), FILL_NOTHING_MESSAGE),
});
export type FillOrder = z.output<typeof fillOrderSchema>;
export type FillOrderFormValues = z.input<typeof fillOrderSchema>;

/** POST /pharmacy/orders/{id}/refuse */
export const refuseOrderSchema = z.object({ reason: reasonText(REFUSAL_REASON_MESSAGE, 300) });
export type RefuseOrder = z.infer<typeof refuseOrderSchema>;

/** POST /pharmacy/orders/{id}/assign: an active rider account. */
export const assignRiderSchema = z.object({
  riderId: z.string({ error: RIDER_REQUIRED_MESSAGE }).regex(OBJECT_ID_PATTERN, RIDER_REQUIRED_MESSAGE),
});
export type AssignRider = z.infer<typeof assignRiderSchema>;

const cashTaka = numberField(CASH_TAKA_MESSAGE, CASH_TAKA_MESSAGE, (n) =>
  n.int(CASH_TAKA_MESSAGE).min(0, CASH_TAKA_MESSAGE).max(CASH_TAKA_MAX, CASH_TAKA_MESSAGE),
);

/** The code as the rider types it, Bengali digits allowed. */
const handoverCode = z
  .string({ error: HANDOVER_CODE_FORMAT_MESSAGE })
  .transform((code) => toAsciiDigits(code).trim())
  .pipe(z.string().regex(/^\d{4}$/, HANDOVER_CODE_FORMAT_MESSAGE));

/**
 * POST /deliveries/{orderId}/delivered: the code the patient shows, and the cash collected: the bill's total when
 * unpaid, 0 when paid online.
 */
export const deliveredSchema = z.object({ code: handoverCode, cashTaka });
export type Delivered = z.output<typeof deliveredSchema>;

const noteField = z.string({ error: NOTE_MESSAGE }).trim().max(300, NOTE_MESSAGE).default('');

/** POST /deliveries/{orderId}/failed */
export const deliveryFailedSchema = z.object({
  reason: z.enum(FAILURE_REASONS, { error: FAILURE_REASON_MESSAGE }),
  note: noteField,
});
export type DeliveryFailed = z.output<typeof deliveryFailedSchema>;

/** POST /pharmacy/cash/close: what the pharmacist counted from the rider against what the orders say. */
export const cashCloseBodySchema = z.object({
  riderId: assignRiderSchema.shape.riderId,
  countedTaka: cashTaka,
  note: noteField,
});
export type CashCloseBody = z.output<typeof cashCloseBodySchema>;

export const ORDER_VIEWS = ['open', 'today', 'all'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/**
 * GET /pharmacy/orders?view=&date=: `open` every order not in a final state, oldest first; `today` the orders placed
 * on `date` (Dhaka; default today), and `all` every order of `date`, newest first.
 */
export const orderListQuerySchema = z.object({
  view: z.enum(ORDER_VIEWS, { error: ORDER_VIEW_MESSAGE }).default('open'),
  date: dateStringSchema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** POST /pharmacy/stock: a batch received. The server refuses an expiry date not after today (Dhaka). */
export const receiveStockSchema = z
  .object({
    medicineId: z.string({ error: STOCK_MEDICINE_MESSAGE }).regex(OBJECT_ID_PATTERN, STOCK_MEDICINE_MESSAGE),
    batchNo: textField(BATCH_NO_MESSAGE, [40, BATCH_NO_MESSAGE]),
    expiryDate: dateStringSchema,
    quantity: numberField(STOCK_QUANTITY_MESSAGE, STOCK_QUANTITY_MESSAGE, (n) =>
      n.int(STOCK_QUANTITY_MESSAGE).min(1, STOCK_QUANTITY_MESSAGE).max(STOCK_QUANTITY_MAX, STOCK_QUANTITY_MESSAGE),
    ),
    /** Taka per unit as typed ('12.5'); the parsed body has it in poisha as `unitPricePoisha`. */
    unitPrice: parseTakaField(UNIT_PRICE_MESSAGE, UNIT_PRICE_TAKA_MAX),
  })
  .transform(({ unitPrice, ...batch }) => ({ ...batch, unitPricePoisha: unitPrice }));
export type ReceiveStock = z.output<typeof receiveStockSchema>;
export type ReceiveStockFormValues = z.input<typeof receiveStockSchema>;

/** GET /pharmacy/stock?q=&page=: q searches brand and generic; without q only medicines ever stocked are listed. */
export const stockQuerySchema = z.object({
  q: z.string({ error: MEDICINE_QUERY_MESSAGE }).trim().max(80, MEDICINE_QUERY_MESSAGE).default(''),
  page: wholeNumberParam(1, 10_000, 'Page must be a whole number from 1 to 10000.').default(1),
});
export type StockQuery = z.infer<typeof stockQuerySchema>;

/** PUT /pharmacy/stock/{medicineId}/reorder-level */
export const reorderLevelSchema = z.object({
  reorderLevel: numberField(REORDER_LEVEL_MESSAGE, REORDER_LEVEL_MESSAGE, (n) =>
    n.int(REORDER_LEVEL_MESSAGE).min(0, REORDER_LEVEL_MESSAGE).max(REORDER_LEVEL_MAX, REORDER_LEVEL_MESSAGE),
  ),
});
export type ReorderLevel = z.output<typeof reorderLevelSchema>;

export const REPORT_SECTIONS = ['orders', 'sales', 'riders', 'movements'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** GET /pharmacy/reports/day?date= (default today, Dhaka). */
export const dayReportQuerySchema = z.object({ date: dateStringSchema.optional() });
/** GET /pharmacy/reports/day.csv?date=&section= */
export const dayReportCsvQuerySchema = dayReportQuerySchema.extend({
  section: z.enum(REPORT_SECTIONS, { error: REPORT_SECTION_MESSAGE }),
});
export type DayReportCsvQuery = z.infer<typeof dayReportCsvQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// What the server answers
// ---------------------------------------------------------------------------------------------------------------

/** A formulary medicine as the pharmacy names it. */
export const pharmacyMedicineSchema = medicineHitSchema.omit({ manufacturer: true });
export type PharmacyMedicine = z.infer<typeof pharmacyMedicineSchema>;

const personRef = z.object({ _id: objectIdSchema, name: z.string() });

/** A rider as an order or a report names them. */
export const riderRefSchema = personRef;
export type RiderRef = z.infer<typeof riderRefSchema>;

/** GET /pharmacy/riders: the active rider accounts, with how many orders each holds now (packed or out). */
export const riderSchema = personRef.extend({ contact: z.string().nullable(), activeOrders: z.number().int() });
export type Rider = z.infer<typeof riderSchema>;

/** GET /pharmacy/prescriptions/{prescriptionId}/orderable */
export const orderableLineSchema = z.object({
  lineId: objectIdSchema,
  name: z.string(),
  generic: z.string().nullable(),
  medicineId: objectIdSchema.nullable(),
  form: z.enum(MEDICINE_FORMS).nullable(),
  /** The dose as the prescription says it, in the caller's language ('1+0+1, after food, 7 days'). */
  doseText: z.string(),
  suggestedQuantity: z.number().int(),
  /** An active order holds this line: it cannot be ordered again now. */
  ordered: z.boolean(),
});
export type OrderableLine = z.infer<typeof orderableLineSchema>;

export const orderablePrescriptionSchema = z.object({
  prescriptionId: objectIdSchema,
  doctorName: z.string(),
  signedAt: instantSchema,
  patientName: z.string(),
  lines: z.array(orderableLineSchema),
  /** The gateway is configured: the form offers "Pay online". */
  onlinePayment: z.boolean(),
  /** The account's number, to pre-fill the delivery contact. */
  contact: z.string().nullable(),
});
export type OrderablePrescription = z.infer<typeof orderablePrescriptionSchema>;

const fulfilmentOut = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pickup') }),
  z.object({
    kind: z.literal('delivery'),
    area: z.string(),
    address: z.string(),
    landmark: z.string(),
    contact: z.string(),
  }),
]);

export const orderLineSchema = z.object({
  lineId: objectIdSchema,
  /** As prescribed. */
  name: z.string(),
  /** As ordered. */
  quantity: z.number().int(),
  fillState: z.enum(FILL_STATES),
  /** What was given: the medicine (a substitute when `fillState` is substituted), how many, and what it cost. */
  filled: z
    .object({
      medicine: pharmacyMedicineSchema,
      quantity: z.number().int(),
      amountPoisha: z.number().int(),
      /** Null when the line came from batches of different prices. */
      unitPricePoisha: z.number().int().nullable(),
      substitutionReason: z.string().nullable(),
    })
    .nullable(),
  missingReason: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const billSchema = z.object({ subtotalPoisha: z.number().int(), totalTaka: z.number().int() });
export type Bill = z.infer<typeof billSchema>;

/** The fields an order starts with wherever it is shown in full or as a row of a list. */
const orderHead = {
  _id: objectIdSchema,
  orderNo: z.number().int(),
  state: z.enum(ORDER_STATES),
  /** +1 on every change; the events carry it. */
  version: z.number().int(),
  createdAt: instantSchema,
};

/** GET /pharmacy/orders/{id} and the answer of every change to an order. */
export const pharmacyOrderSchema = z.object({
  ...orderHead,
  prescription: z.object({ _id: objectIdSchema, doctorName: z.string(), signedAt: instantSchema }),
  patient: personRef,
  fulfilment: fulfilmentOut,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  paidVia: z.enum(PAYMENT_METHODS).nullable(),
  lines: z.array(orderLineSchema),
  /** Null until filled. */
  bill: billSchema.nullable(),
  refusalReason: z.string().nullable(),
  failureReason: z.enum(FAILURE_REASONS).nullable(),
  failureNote: z.string().nullable(),
  rider: riderRefSchema.nullable(),
  /** Only to the ordering account and the prescription's holder, only while the order is out. */
  handoverCode: z.string().nullable(),
  times: z.object({
    filledAt: instantSchema.nullable(),
    readyAt: instantSchema.nullable(),
    pickedUpAt: instantSchema.nullable(),
    deliveredAt: instantSchema.nullable(),
    closedAt: instantSchema.nullable(),
    cancelledAt: instantSchema.nullable(),
  }),
  /** The caller may cancel it now (received). */
  canCancel: z.boolean(),
  /** "Pay ৳X online": billed, unpaid, online, not yet out. */
  canPayOnline: z.boolean(),
});
export type PharmacyOrder = z.infer<typeof pharmacyOrderSchema>;

/** One row of an order list: the patient's own list, the pharmacist's views, the day report. */
export const pharmacyOrderSummarySchema = z.object({
  ...orderHead,
  patient: personRef,
  fulfilment: z.enum(FULFILMENTS),
  /** The delivery area's key; null for pickup. */
  area: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  /** Lines ordered. */
  items: z.number().int(),
  /** Null until billed. */
  totalTaka: z.number().int().nullable(),
  rider: riderRefSchema.nullable(),
});
export type PharmacyOrderSummary = z.infer<typeof pharmacyOrderSummarySchema>;
export const pharmacyOrderListSchema = z.array(pharmacyOrderSummarySchema);

/** What a rider sees of an order: the delivery, never the prescription. */
export const deliveryOrderSchema = z.object({
  _id: objectIdSchema,
  orderNo: z.number().int(),
  state: z.enum(ORDER_STATES),
  patientName: z.string(),
  contact: z.string(),
  area: z.string(),
  address: z.string(),
  landmark: z.string(),
  items: z.number().int(),
  /** "Collect ৳X": the bill's total when unpaid, else 0. */
  collectTaka: z.number().int(),
  assignedAt: instantSchema.nullable(),
  pickedUpAt: instantSchema.nullable(),
  deliveredAt: instantSchema.nullable(),
  failureReason: z.enum(FAILURE_REASONS).nullable(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;
export const deliveryOrderListSchema = z.array(deliveryOrderSchema);

export const stockBatchSchema = z.object({
  _id: objectIdSchema,
  batchNo: z.string(),
  expiryDate: dateStringSchema,
  quantity: z.number().int(),
  unitPricePoisha: z.number().int(),
  expired: z.boolean(),
});
export type StockBatch = z.infer<typeof stockBatchSchema>;

export const stockItemSchema = z.object({
  medicine: pharmacyMedicineSchema,
  /** Units in unexpired batches. */
  onHand: z.number().int(),
  reorderLevel: z.number().int(),
  /** onHand is at or below the reorder level. */
  low: z.boolean(),
  /** Batches with units left, earliest expiry first. */
  batches: z.array(stockBatchSchema),
});
export type StockItem = z.infer<typeof stockItemSchema>;
export const stockListSchema = z.array(stockItemSchema);

/** GET /pharmacy/stock/alerts: low medicines, and batches with units that expire within 90 days (expired first). */
export const stockAlertsSchema = z.object({
  low: z.array(stockItemSchema),
  expiring: z.array(
    z.object({
      batch: z.object({ _id: objectIdSchema, batchNo: z.string() }),
      medicine: pharmacyMedicineSchema,
      expiryDate: dateStringSchema,
      quantity: z.number().int(),
      expired: z.boolean(),
    }),
  ),
});
export type StockAlerts = z.infer<typeof stockAlertsSchema>;

/** GET /pharmacy/cash: each rider's cash from delivered orders not yet closed. */
export const cashOwedSchema = z.object({
  rider: riderRefSchema,
  orders: z.array(
    z.object({
      _id: objectIdSchema,
      orderNo: z.number().int(),
      totalTaka: z.number().int(),
      deliveredAt: instantSchema,
    }),
  ),
  expectedTaka: z.number().int(),
});
export type CashOwed = z.infer<typeof cashOwedSchema>;
export const cashOwedListSchema = z.array(cashOwedSchema);

/** POST /pharmacy/cash/close: `differenceTaka` is counted - expected (negative: short). */
export const cashCloseSchema = z.object({
  _id: objectIdSchema,
  rider: riderRefSchema,
  closedBy: personRef,
  expectedTaka: z.number().int(),
  countedTaka: z.number().int(),
  differenceTaka: z.number().int(),
  note: z.string(),
  orderCount: z.number().int(),
  createdAt: instantSchema,
});
export type CashClose = z.infer<typeof cashCloseSchema>;

/** GET /pharmacy/reports/day?date= */
export const pharmacyDayReportSchema = z.object({
  date: dateStringSchema,
  /** Orders placed that day. */
  orders: z.array(pharmacyOrderSummarySchema),
  /** Orders closed that day (collected, delivered), by how they were paid. */
  sales: z.array(z.object({ paidVia: z.enum(['online', 'cash', 'unpaid']), ...countFields('orders', 'totalTaka') })),
  /** Cash taken at the counter for collected orders: the pharmacist's own, not closed per rider. */
  counterCashTaka: z.number().int(),
  riders: z.array(z.object({ rider: riderRefSchema, ...countFields('delivered', 'failed', 'cashTaka', 'closedTaka') })),
  movements: z.array(
    z.object({
      at: instantSchema,
      medicine: pharmacyMedicineSchema,
      batchNo: z.string(),
      kind: z.enum(MOVEMENT_KINDS),
      /** Signed: + into stock, - out of it. */
      quantity: z.number().int(),
      orderNo: z.number().int().nullable(),
    }),
  ),
});
export type PharmacyDayReport = z.infer<typeof pharmacyDayReportSchema>;

/** The CSV's columns per section, in order. */
export const DAY_REPORT_CSV_COLUMNS = {
  orders: [
    'order_no',
    'created_at',
    'state',
    'patient',
    'fulfilment',
    'area',
    'payment_method',
    'payment_status',
    'items',
    'total_taka',
    'rider',
  ],
  sales: ['paid_via', 'orders', 'total_taka'],
  riders: ['rider', 'delivered', 'failed', 'cash_taka', 'closed_taka'],
  movements: ['at', 'brand', 'generic', 'strength', 'batch_no', 'kind', 'quantity', 'order_no'],
} as const satisfies Record<ReportSection, readonly string[]>;

/** The CSV's file name for a day and a section. */
export const dayReportFileName = (date: string, section: ReportSection) => `pharmacy-${section}-${date}.csv`;

// ---------------------------------------------------------------------------------------------------------------
// Live changes: GET /pharmacy/events (text/event-stream)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The stream starts with `ready`; then `order` with a PharmacyEvent after each committed change of an order the
 * caller may see (pharmacist/admin: every order; rider: assigned ones; anyone else: their own). Pages refetch.
 */
export const PHARMACY_STREAM_EVENTS = { ready: 'ready', order: 'order' } as const;

export const pharmacyEventSchema = z.object({
  orderId: objectIdSchema,
  state: z.enum(ORDER_STATES),
  version: z.number().int(),
});
export type PharmacyEvent = z.infer<typeof pharmacyEventSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------------------------

/** The patient's page of an order (the payment gateway returns here with `?payment=`). */
export const pharmacyOrderPath = (id: string) => `/pharmacy-orders/${id}`;
/** The pharmacist's page of an order (the bell's notification links here). */
export const pharmacistOrderPath = (id: string) => `/pharmacist/orders/${id}`;
