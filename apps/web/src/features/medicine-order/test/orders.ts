import type { OrderablePrescription, PharmacyOrder } from '@hospital/contract/pharmacy';
import { UNHANDLED_ORDER } from '@/test/factories';

export const PRESCRIPTION_ID = '65f1d0000000000000000001';
export const ORDER_ID = '65f1e0000000000000000001';
export const LINE_A = '65f1f0000000000000000001';
export const LINE_B = '65f1f0000000000000000002';
export const LINE_C = '65f1f0000000000000000003';

export const ORDERABLE: OrderablePrescription = {
  prescriptionId: PRESCRIPTION_ID,
  doctorName: 'Prof. Dr. Nasrin Sultana',
  signedAt: '2026-11-25T05:00:00.000Z',
  patientName: 'Rina Akter',
  lines: [
    {
      lineId: LINE_A,
      name: 'Napa 500 mg',
      generic: 'Paracetamol',
      medicineId: '65f100000000000000000011',
      form: 'tablet',
      doseText: '1+0+1, after food, 7 days',
      suggestedQuantity: 14,
      ordered: false,
    },
    {
      lineId: LINE_B,
      name: 'Seclo 20 mg',
      generic: 'Omeprazole',
      medicineId: '65f100000000000000000012',
      form: 'capsule',
      doseText: '1+0+0, before food, 14 days',
      suggestedQuantity: 14,
      ordered: true,
    },
    {
      lineId: LINE_C,
      name: 'Histacin syrup',
      generic: null,
      medicineId: null,
      form: null,
      doseText: '2 spoons at night, 5 days',
      suggestedQuantity: 1,
      ordered: false,
    },
  ],
  onlinePayment: true,
  contact: '01711000001',
};

/** The delivery the patient asks for in the order form: Mirpur, with a landmark and the account's number. */
export const DELIVERY_TO_MIRPUR: PharmacyOrder['fulfilment'] = {
  kind: 'delivery',
  area: 'mirpur',
  address: 'House 12, Road 3, Section 6',
  landmark: 'Near the mosque',
  contact: '01711000001',
};

export function makeOrder(overrides: Partial<PharmacyOrder> = {}): PharmacyOrder {
  return {
    _id: ORDER_ID,
    orderNo: 1042,
    state: 'received',
    version: 1,
    createdAt: '2026-11-27T05:00:00.000Z',
    prescription: {
      _id: PRESCRIPTION_ID,
      doctorName: 'Prof. Dr. Nasrin Sultana',
      signedAt: '2026-11-25T05:00:00.000Z',
    },
    patient: { _id: '65f1a0000000000000000009', name: 'Rina Akter' },
    fulfilment: DELIVERY_TO_MIRPUR,
    paymentMethod: 'online',
    paymentStatus: 'unpaid',
    paidVia: null,
    lines: [
      { lineId: LINE_A, name: 'Napa 500 mg', quantity: 14, fillState: 'pending', filled: null, missingReason: null },
      { lineId: LINE_C, name: 'Histacin syrup', quantity: 1, fillState: 'pending', filled: null, missingReason: null },
    ],
    ...UNHANDLED_ORDER,
    canCancel: true,
    canPayOnline: false,
    ...overrides,
  };
}

/** The order once filled: Napa given as prescribed, the syrup replaced by another brand of the same generic. */
export function filledOrder(overrides: Partial<PharmacyOrder> = {}): PharmacyOrder {
  return makeOrder({
    state: 'filled',
    version: 2,
    canCancel: false,
    canPayOnline: true,
    lines: [
      {
        lineId: LINE_A,
        name: 'Napa 500 mg',
        quantity: 14,
        fillState: 'filled',
        filled: {
          medicine: {
            _id: '65f100000000000000000011',
            brand: 'Napa',
            generic: 'Paracetamol',
            strength: '500 mg',
            form: 'tablet',
          },
          quantity: 14,
          amountPoisha: 1680,
          unitPricePoisha: 120,
          substitutionReason: null,
        },
        missingReason: null,
      },
      {
        lineId: LINE_C,
        name: 'Histacin syrup',
        quantity: 1,
        fillState: 'missing',
        filled: null,
        missingReason: 'Out of stock',
      },
    ],
    bill: { subtotalPoisha: 1680, totalTaka: 17 },
    ...overrides,
  });
}
