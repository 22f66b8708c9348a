import {
  createOrderSchema,
  type CreateOrder,
  type DhakaArea,
  type Fulfilment,
  type OrderablePrescription,
  type PaymentMethod,
} from '@hospital/contract/pharmacy';

/** What the order form holds while the patient fills it: as typed, so Bengali digits reach the contract unchanged. */
export type OrderFormValues = {
  /** Line id -> ticked. */
  chosen: Record<string, boolean>;
  /** Line id -> quantity as typed. */
  quantities: Record<string, string>;
  fulfilment: Fulfilment | '';
  area: DhakaArea | '';
  address: string;
  landmark: string;
  contact: string;
  paymentMethod: PaymentMethod | '';
};

/**
 * Where a message shows: `line:<lineId>` under a line's quantity, `lines` under the list, `fulfilment`, `area`,
 * `address`, `landmark`, `contact`, `paymentMethod` under their fields, and `form` (a refusal of the whole order)
 * above the button.
 */
export type OrderFormErrors = Partial<Record<string, string>>;

/**
 * Every line not yet ordered is ticked, at its suggested quantity written in the page's digits (`number`); the contact
 * is the account's own number.
 */
export function initialOrderValues(
  orderable: OrderablePrescription,
  number: (value: number) => string = String,
): OrderFormValues {
  const open = orderable.lines.filter((line) => !line.ordered);
  return {
    chosen: Object.fromEntries(open.map((line) => [line.lineId, true])),
    quantities: Object.fromEntries(open.map((line) => [line.lineId, number(line.suggestedQuantity)])),
    fulfilment: '',
    area: '',
    address: '',
    landmark: '',
    contact: orderable.contact ?? '',
    // With the gateway off, cash is the only way: nothing to choose.
    paymentMethod: orderable.onlinePayment ? '' : 'cash',
  };
}

/** The ticked lines in the prescription's order: the body's `lines`, whose indexes the errors' paths use. */
function chosenLineIds(orderable: OrderablePrescription, values: OrderFormValues): string[] {
  return orderable.lines.filter((line) => !line.ordered && values.chosen[line.lineId]).map((line) => line.lineId);
}

/** The body as the contract reads it, before parsing: quantities and the contact as typed. */
export function orderInput(orderable: OrderablePrescription, values: OrderFormValues) {
  const fulfilment =
    values.fulfilment === 'delivery'
      ? {
          kind: 'delivery',
          area: values.area,
          address: values.address,
          landmark: values.landmark,
          contact: values.contact,
        }
      : values.fulfilment === 'pickup'
        ? { kind: 'pickup' }
        : undefined;
  return {
    prescriptionId: orderable.prescriptionId,
    lines: chosenLineIds(orderable, values).map((lineId) => ({ lineId, quantity: values.quantities[lineId] ?? '' })),
    fulfilment,
    paymentMethod: values.paymentMethod === '' ? undefined : values.paymentMethod,
  };
}

type Issue = { path: ReadonlyArray<PropertyKey> | string; message: string };

/**
 * Puts each message (the contract's issues, or the server's errorSources with their dotted paths) under the field it
 * names; the first message for a field wins. `lines.2.quantity` names the third ticked line.
 */
export function orderErrors(orderable: OrderablePrescription, values: OrderFormValues, issues: readonly Issue[]) {
  const lineIds = chosenLineIds(orderable, values);
  const errors: OrderFormErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.').filter(Boolean) : issue.path.map(String);
    const key = fieldOf(path, lineIds);
    errors[key] ??= issue.message;
  }
  return errors;
}

const FULFILMENT_FIELDS = ['area', 'address', 'landmark', 'contact'];

function fieldOf(path: readonly string[], lineIds: readonly string[]): string {
  const [head, second] = path;
  if (head === 'lines') {
    const lineId = second === undefined ? undefined : lineIds[Number(second)];
    return lineId ? `line:${lineId}` : 'lines';
  }
  if (head === 'fulfilment') return second && FULFILMENT_FIELDS.includes(second) ? second : 'fulfilment';
  if (head === 'paymentMethod') return 'paymentMethod';
  return 'form';
}

/** The form's values checked by the contract: the body to send, or the messages to show. */
export function parseOrder(
  orderable: OrderablePrescription,
  values: OrderFormValues,
): { ok: true; body: CreateOrder } | { ok: false; errors: OrderFormErrors } {
  const parsed = createOrderSchema.safeParse(orderInput(orderable, values));
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: orderErrors(orderable, values, parsed.error.issues) };
}
