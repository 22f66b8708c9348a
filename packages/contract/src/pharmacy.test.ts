import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGE,
  DHAKA_AREA_MESSAGE,
  DHAKA_AREAS,
  FILL_NOTHING_MESSAGE,
  LANDMARK_MESSAGE,
  MISSING_REASON_MESSAGE,
  ORDER_LINE_TWICE_MESSAGE,
  ORDER_LINES_EMPTY_MESSAGE,
  ORDER_QUANTITY_MESSAGE,
  UNIT_PRICE_MESSAGE,
  billRoundingPoisha,
  billTotalTaka,
  collectCashMessage,
  createOrderSchema,
  deliveredSchema,
  fillOrderSchema,
  formatPoisha,
  notEnoughStockMessage,
  orderNumber,
  receiveStockSchema,
  suggestedQuantity,
  takaToPoisha,
} from './pharmacy.js';
import type { Dose, Duration } from './prescriptions.js';

const pattern = (morning: number, noon: number, night: number): Dose => ({ kind: 'pattern', morning, noon, night });
const line = (dose: Dose, duration: Duration) => ({ dose, duration });

const LINE_A = '65f1b0000000000000000001';
const LINE_B = '65f1b0000000000000000002';
const PRESCRIPTION = '65f1b00000000000000000aa';

const delivery = {
  kind: 'delivery',
  area: 'dhanmondi',
  address: 'House 12, Road 7',
  landmark: 'Beside the mosque',
  contact: '01712345678',
};
const order = (overrides: Record<string, unknown> = {}) => ({
  prescriptionId: PRESCRIPTION,
  lines: [{ lineId: LINE_A, quantity: 14 }],
  fulfilment: delivery,
  paymentMethod: 'cash',
  ...overrides,
});

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('suggestedQuantity', () => {
  it('when a tablet is taken 1+0+1 for 7 days, then 14 are suggested', () => {
    expect(suggestedQuantity(line(pattern(1, 0, 1), { kind: 'days', count: 7 }), 'tablet')).toBe(14);
  });

  it('when half tablets are taken, then the count is rounded up to whole tablets', () => {
    expect(suggestedQuantity(line(pattern(0.5, 0, 0.5), { kind: 'days', count: 5 }), 'tablet')).toBe(5);
    expect(suggestedQuantity(line(pattern(0.5, 0, 0), { kind: 'days', count: 5 }), 'tablet')).toBe(3);
    expect(suggestedQuantity(line(pattern(1.5, 0, 0), { kind: 'days', count: 3 }), 'capsule')).toBe(5);
  });

  it('when the duration is in weeks or months, then a week is 7 days and a month 30', () => {
    expect(suggestedQuantity(line(pattern(1, 0, 0), { kind: 'weeks', count: 2 }), 'capsule')).toBe(14);
    expect(suggestedQuantity(line(pattern(1, 1, 1), { kind: 'months', count: 1 }), 'tablet')).toBe(90);
  });

  it('when the medicine is to continue, then a month of 30 days is suggested', () => {
    expect(suggestedQuantity(line(pattern(0, 0, 1), { kind: 'continue' }), 'tablet')).toBe(30);
  });

  it('when the form is not counted one by one (a syrup, an inhaler) or unknown, then one pack is suggested', () => {
    expect(suggestedQuantity(line(pattern(1, 1, 1), { kind: 'days', count: 7 }), 'syrup')).toBe(1);
    expect(suggestedQuantity(line(pattern(1, 0, 1), { kind: 'days', count: 7 }), 'inhaler')).toBe(1);
    expect(suggestedQuantity(line(pattern(1, 0, 1), { kind: 'days', count: 7 }), null)).toBe(1);
  });

  it('when the dose is written as text, then one pack is suggested', () => {
    const dose: Dose = { kind: 'text', text: '1 puff when needed' };
    expect(suggestedQuantity(line(dose, { kind: 'days', count: 7 }), 'tablet')).toBe(1);
  });

  it('when the count would pass 1000, then 1000 is suggested', () => {
    expect(suggestedQuantity(line(pattern(10, 10, 10), { kind: 'months', count: 12 }), 'tablet')).toBe(1000);
  });
});

describe('money', () => {
  it('when taka is typed with up to 2 decimals, in English or Bengali digits, then it is read as poisha', () => {
    expect(takaToPoisha('12.5')).toBe(1250);
    expect(takaToPoisha('12.35')).toBe(1235);
    expect(takaToPoisha(' ১২.৫০ ')).toBe(1250);
    expect(takaToPoisha('০')).toBe(0);
    expect(takaToPoisha(7)).toBe(700);
    expect(takaToPoisha(0.1)).toBe(10);
  });

  it('when the text is not an amount, is negative or splits a poisha, then it is not read', () => {
    for (const bad of ['', 'abc', '12,50', '1e3', '12.345', '-1', '৳12'])
      expect(takaToPoisha(bad), bad).toBeUndefined();
    expect(takaToPoisha(12.345)).toBeUndefined();
    expect(takaToPoisha(Number.NaN)).toBeUndefined();
  });

  it('when a bill is totalled, then the subtotal is rounded to whole taka, half up', () => {
    expect(billTotalTaka(1250)).toBe(13);
    expect(billTotalTaka(1249)).toBe(12);
    expect(billTotalTaka(1200)).toBe(12);
    expect(billTotalTaka(0)).toBe(0);
    expect(billRoundingPoisha(1250)).toBe(50);
    expect(billRoundingPoisha(1249)).toBe(-49);
  });

  it('when poisha are shown, then as taka with 2 decimals, grouped the Bangladeshi way, Bangla in Bengali digits', () => {
    expect(formatPoisha(1250, 'en')).toBe('৳ 12.50');
    expect(formatPoisha(1250, 'bn')).toBe('৳ ১২.৫০');
    expect(formatPoisha(15_000_005, 'en')).toBe('৳ 1,50,000.05');
    expect(formatPoisha(-49, 'en')).toBe('-৳ 0.49');
  });

  it('when the stock form sends a unit price in taka, then the body carries it in poisha', () => {
    const body = {
      medicineId: LINE_A,
      batchNo: 'B-77',
      expiryDate: '2027-06-30',
      quantity: '১০০',
      unitPrice: '৪.৫',
    };
    expect(receiveStockSchema.parse(body)).toEqual({
      medicineId: LINE_A,
      batchNo: 'B-77',
      expiryDate: '2027-06-30',
      quantity: 100,
      unitPricePoisha: 450,
    });
    for (const unitPrice of ['4.555', '-1', '100001', 'four'])
      expect(messagesOf(receiveStockSchema.safeParse({ ...body, unitPrice })), unitPrice).toEqual([UNIT_PRICE_MESSAGE]);
  });
});

describe('the order body', () => {
  it('when a delivery order is complete, then it is accepted with the landmark optional', () => {
    const { landmark: _, ...withoutLandmark } = delivery;
    const parsed = createOrderSchema.parse(order({ fulfilment: withoutLandmark }));
    expect(parsed.fulfilment).toMatchObject({ kind: 'delivery', area: 'dhanmondi', landmark: '' });
    expect(createOrderSchema.parse(order({ fulfilment: { kind: 'pickup' } })).fulfilment).toEqual({ kind: 'pickup' });
  });

  it('when no line is chosen, then "Choose at least one medicine to order."', () => {
    expect(messagesOf(createOrderSchema.safeParse(order({ lines: [] })))).toEqual([ORDER_LINES_EMPTY_MESSAGE]);
  });

  it('when a line is chosen twice, then it is refused', () => {
    const lines = [
      { lineId: LINE_A, quantity: 1 },
      { lineId: LINE_B, quantity: 2 },
      { lineId: LINE_A, quantity: 3 },
    ];
    expect(messagesOf(createOrderSchema.safeParse(order({ lines })))).toEqual([ORDER_LINE_TWICE_MESSAGE]);
  });

  it('when a quantity is 0, over 1000 or a fraction, then "A quantity is 1 to 1000."; Bengali digits are read', () => {
    for (const quantity of [0, 1001, 2.5, 'two'])
      expect(messagesOf(createOrderSchema.safeParse(order({ lines: [{ lineId: LINE_A, quantity }] })))).toEqual([
        ORDER_QUANTITY_MESSAGE,
      ]);
    expect(createOrderSchema.parse(order({ lines: [{ lineId: LINE_A, quantity: '১৪' }] })).lines[0]!.quantity).toBe(14);
  });

  it('when the area is not on the list, then "Choose an area of Dhaka from the list."', () => {
    const result = createOrderSchema.safeParse(order({ fulfilment: { ...delivery, area: 'Narayanganj' } }));
    expect(messagesOf(result)).toEqual([DHAKA_AREA_MESSAGE]);
  });

  it('when the address is too short or the landmark too long, then their sentences', () => {
    expect(messagesOf(createOrderSchema.safeParse(order({ fulfilment: { ...delivery, address: ' Dh ' } })))).toEqual([
      ADDRESS_MESSAGE,
    ]);
    const landmark = 'x'.repeat(121);
    expect(messagesOf(createOrderSchema.safeParse(order({ fulfilment: { ...delivery, landmark } })))).toEqual([
      LANDMARK_MESSAGE,
    ]);
  });

  it('when the contact is written the international way, then it is stored in its 11-digit form', () => {
    const parsed = createOrderSchema.parse(order({ fulfilment: { ...delivery, contact: '+880 1712-345678' } }));
    expect(parsed.fulfilment).toMatchObject({ contact: '01712345678' });
  });
});

describe('the fill body', () => {
  it('when lines are filled, substituted and missing, then each keeps its shape', () => {
    const parsed = fillOrderSchema.parse({
      lines: [
        { lineId: LINE_A, medicineId: PRESCRIPTION, quantity: '১০', substitutionReason: '' },
        { lineId: LINE_B, missing: 'Out of stock' },
      ],
    });
    expect(parsed.lines).toEqual([
      { lineId: LINE_A, medicineId: PRESCRIPTION, quantity: 10, substitutionReason: null },
      { lineId: LINE_B, missing: 'Out of stock' },
    ]);
  });

  it('when every line is missing, then "Fill at least one line, or refuse the order."', () => {
    const result = fillOrderSchema.safeParse({ lines: [{ lineId: LINE_A, missing: 'Out of stock' }] });
    expect(messagesOf(result)).toEqual([FILL_NOTHING_MESSAGE]);
  });

  it('when a missing reason is too short, then its sentence', () => {
    const result = fillOrderSchema.safeParse({
      lines: [
        { lineId: LINE_A, medicineId: PRESCRIPTION, quantity: 1 },
        { lineId: LINE_B, missing: 'no' },
      ],
    });
    expect(messagesOf(result)).toEqual([MISSING_REASON_MESSAGE]);
  });
});

describe('names and sentences', () => {
  it('when an order number is shown, then it reads M- and the number', () => {
    expect(orderNumber(1042)).toBe('M-1042');
  });

  it('when the handover code is typed in Bengali digits, then it is read', () => {
    expect(deliveredSchema.parse({ code: '৪৮২১', cashTaka: '৫৫০' })).toEqual({ code: '4821', cashTaka: 550 });
    expect(deliveredSchema.safeParse({ code: '482', cashTaka: 0 }).success).toBe(false);
  });

  it('when the sentences with values are made, then they say the values', () => {
    expect(notEnoughStockMessage('Napa', 12)).toBe('Not enough stock of Napa: 12 on hand.');
    expect(collectCashMessage(550)).toBe('Collect 550 taka from the patient.');
  });

  it('when the areas are listed, then each key is unique and each has a Bangla name', () => {
    expect(new Set(DHAKA_AREAS.map((area) => area.key)).size).toBe(DHAKA_AREAS.length);
    for (const area of DHAKA_AREAS) expect(area.bn).toMatch(/^[\u0980-\u09FF ]+$/);
  });
});
