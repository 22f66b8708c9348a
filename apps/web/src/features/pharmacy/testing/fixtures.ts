import type { MedicineHit } from '@hospital/contract/medicines';
import type { PharmacyOrder, PharmacyOrderSummary, StockItem } from '@hospital/contract/pharmacy';
import type { Prescription } from '@hospital/contract/prescriptions';
import { UNHANDLED_ORDER } from '@/test/factories';

// Test data for the pharmacist's screens: one order of three prescription lines, its prescription, the formulary's
// paracetamols (one of another strength) and an unrelated medicine.

export const ORDER_ID = '65f1e0000000000000000001';
export const PRESCRIPTION_ID = '65f1c0000000000000000001';
export const LINE_NAPA = '65f1f0000000000000000001';
export const LINE_SECLO = '65f1f0000000000000000002';
export const LINE_FEXO = '65f1f0000000000000000003';

const medicine = (id: string, brand: string, generic: string, strength: string): MedicineHit => ({
  _id: id,
  brand,
  generic,
  strength,
  form: 'tablet',
  manufacturer: 'Beximco',
});
export const NAPA = medicine('65f1a0000000000000000001', 'Napa', 'Paracetamol', '500 mg');
export const ACE = medicine('65f1a0000000000000000002', 'Ace', 'paracetamol ', '500 MG');
export const NAPA_EXTEND = medicine('65f1a0000000000000000003', 'Napa Extend', 'Paracetamol', '665 mg');
export const FEXO = medicine('65f1a0000000000000000004', 'Fexo', 'Fexofenadine', '120 mg');
export const SECLO = medicine('65f1a0000000000000000005', 'Seclo', 'Omeprazole', '20 mg');
export const FORMULARY = [NAPA, ACE, NAPA_EXTEND, FEXO, SECLO];

const pending = (lineId: string, name: string, quantity: number) => ({
  lineId,
  name,
  quantity,
  fillState: 'pending' as const,
  filled: null,
  missingReason: null,
});

export const RECEIVED: PharmacyOrder = {
  _id: ORDER_ID,
  orderNo: 1042,
  state: 'received',
  version: 1,
  createdAt: '2026-11-28T04:00:00.000Z',
  prescription: { _id: PRESCRIPTION_ID, doctorName: 'Farhana Islam', signedAt: '2026-11-27T10:00:00.000Z' },
  patient: { _id: '65f1b0000000000000000001', name: 'Rina Akter' },
  fulfilment: { kind: 'pickup' },
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  paidVia: null,
  lines: [
    pending(LINE_NAPA, 'Napa 500 mg', 10),
    pending(LINE_SECLO, 'Seclo 20 mg', 14),
    pending(LINE_FEXO, 'Fexo 120 mg', 10),
  ],
  ...UNHANDLED_ORDER,
  canCancel: false,
  canPayOnline: false,
};

const pharmacyMedicine = ({ manufacturer: _, ...rest }: MedicineHit) => rest;

/** The same order once filled: Ace for Napa, Seclo missing, Fexo part-filled (6 of 10). */
export const FILLED: PharmacyOrder = {
  ...RECEIVED,
  state: 'filled',
  version: 2,
  lines: [
    {
      ...pending(LINE_NAPA, 'Napa 500 mg', 10),
      fillState: 'substituted',
      filled: {
        medicine: pharmacyMedicine(ACE),
        quantity: 10,
        amountPoisha: 1200,
        unitPricePoisha: 120,
        substitutionReason: 'Napa is out of stock',
      },
    },
    { ...pending(LINE_SECLO, 'Seclo 20 mg', 14), fillState: 'missing', missingReason: 'Out of stock' },
    {
      ...pending(LINE_FEXO, 'Fexo 120 mg', 10),
      fillState: 'filled',
      filled: {
        medicine: pharmacyMedicine(FEXO),
        quantity: 6,
        amountPoisha: 5025,
        unitPricePoisha: null,
        substitutionReason: null,
      },
    },
  ],
  bill: { subtotalPoisha: 6225, totalTaka: 62 },
};

const prescribed = (lineId: string, hit: MedicineHit, morning: number, night: number) => ({
  lineId,
  medicineId: hit._id,
  name: `${hit.brand} ${hit.strength}`,
  generic: hit.generic,
  freeText: false,
  dose: { kind: 'pattern' as const, morning, noon: 0, night },
  food: 'after' as const,
  duration: { kind: 'days' as const, count: 5 },
  instruction: '',
});

export const PRESCRIPTION = {
  _id: PRESCRIPTION_ID,
  status: 'signed',
  patient: { _id: '65f1b0000000000000000001', name: 'Rina Akter', age: 34, gender: 'female', patientId: 'P-1001' },
  medicines: [
    prescribed(LINE_NAPA, NAPA, 1, 1),
    prescribed(LINE_SECLO, SECLO, 1, 1),
    prescribed(LINE_FEXO, FEXO, 1, 1),
  ],
  signedAt: '2026-11-27T10:00:00.000Z',
} as unknown as Prescription;

export const summary = (overrides: Partial<PharmacyOrderSummary>): PharmacyOrderSummary => ({
  _id: ORDER_ID,
  orderNo: 1042,
  state: 'received',
  version: 1,
  createdAt: '2026-11-28T04:00:00.000Z',
  patient: { _id: '65f1b0000000000000000001', name: 'Rina Akter' },
  fulfilment: 'pickup',
  area: null,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  items: 3,
  totalTaka: null,
  rider: null,
  ...overrides,
});

export const STOCK: StockItem[] = [
  {
    medicine: pharmacyMedicine(NAPA),
    onHand: 4,
    reorderLevel: 20,
    low: true,
    batches: [
      {
        _id: '65f1d0000000000000000001',
        batchNo: 'NP-2211',
        expiryDate: '2026-10-01',
        quantity: 30,
        unitPricePoisha: 120,
        expired: true,
      },
      {
        _id: '65f1d0000000000000000002',
        batchNo: 'NP-2301',
        expiryDate: '2027-06-30',
        quantity: 4,
        unitPricePoisha: 125,
        expired: false,
      },
    ],
  },
];
