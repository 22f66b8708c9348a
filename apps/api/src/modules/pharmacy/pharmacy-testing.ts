import { beforeAll } from 'vitest';
import type { MedicineForm } from '@hospital/contract/medicines';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import type { PrescribedMedicineInput, Prescription } from '@hospital/contract/prescriptions';
import { formularyLine } from '@hospital/contract/testing/prescription-fixtures';
import { changeStoredRows, sql } from '../../db/testing.js';
import { newId } from '../../lib/ids.js';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { apiCaller, signedIn, useTestApp, type Caller, type SignedIn, type TestContext } from '../../test/test-app.js';
import { medicineKey } from '../medicines/medicine-import.js';
import { insertMedicine } from '../medicines/medicines.repository.js';

// The pharmacy tests' set-up: a formulary medicine, a signed prescription made the way a doctor makes one (a done
// visit, the editor's save, the sign), stock received, and an order placed and filled through the API (or, for the
// stock functions, written straight to the table).

/**
 * The test app of a pharmacy test file, with the people who run the pharmacy (a pharmacist, an admin) and those its
 * staff routes refuse (a patient, a doctor, a rider) signed in.
 */
export const usePharmacyTestApp = () =>
  useTestApp({ signedIn: ['pharmacist', 'admin', 'patient', 'doctor', 'deliveryboy'] });

export type TestMedicine = { id: string; brand: string; generic: string; strength: string; form: MedicineForm };

let medicineCount = 0;

/** A formulary medicine; each call makes a new one (a unique brand unless given). */
export async function formularyMedicine(
  ctx: Pick<TestContext, 'database'>,
  fields: Partial<Omit<TestMedicine, 'id'>> & { manufacturer?: string } = {},
): Promise<TestMedicine> {
  medicineCount += 1;
  const medicine = {
    brand: fields.brand ?? `Testamol ${medicineCount}`,
    generic: fields.generic ?? 'Paracetamol',
    strength: fields.strength ?? '500 mg',
    form: fields.form ?? 'tablet',
    manufacturer: fields.manufacturer ?? `Test Pharma ${medicineCount}`,
  };
  const row = await insertMedicine(ctx.database.db, { id: newId(), ...medicine, matchKey: medicineKey(medicine) });
  return { id: row.id, brand: row.brand, generic: row.generic, strength: row.strength, form: row.form as MedicineForm };
}

/** A prescription line naming a formulary medicine: one tablet morning and night for 5 days (10) unless changed. */
export const medicineLine = formularyLine;

/** A line typed by the doctor, not from the formulary. */
export function freeTextLine(name: string, generic: string | null): PrescribedMedicineInput {
  return {
    medicineId: null,
    name,
    generic,
    freeText: true,
    dose: { kind: 'pattern', morning: 1, noon: 0, night: 0 },
    food: 'after',
    duration: { kind: 'days', count: 3 },
    instruction: '',
  };
}

export type SignedPrescription = { prescription: Prescription; doctor: SignedIn; appointmentId: string };

/**
 * A signed prescription for `patient` (their own record, or `patientRef`: a family member of theirs), written by
 * `doctor` (a new doctor unless given) at a done visit, through the prescription routes as the editor does it.
 */
export async function signedPrescriptionFor(
  ctx: TestContext,
  options: {
    patient: SignedIn;
    patientRef?: string;
    doctor?: { account: SignedIn; doctorId: string };
    lines: PrescribedMedicineInput[];
  },
): Promise<SignedPrescription> {
  const call = apiCaller(ctx.app);
  let doctor = options.doctor;
  if (!doctor) {
    const record = await createDoctor(ctx.database);
    doctor = { account: await signedIn(ctx, 'doctor', { doctorRef: record.id }), doctorId: record.id };
  }
  const visit = await createAppointment(ctx.database, {
    doctorId: doctor.doctorId,
    patientRef: options.patientRef ?? options.patient.patient.id,
    status: 'done',
    paymentStatus: 'paid',
    createdBy: options.patient.user.id,
  });
  const opened = await call(doctor.account, 'POST', '/prescriptions', { appointmentId: visit.id });
  const draft = expectData<Prescription>(opened, 'open the prescription');
  const saved = await call(doctor.account, 'PUT', `/prescriptions/${draft._id}`, {
    chiefComplaints: 'Fever for three days',
    diagnosis: 'Viral fever',
    medicines: options.lines,
    advice: '',
    revision: draft.revision,
  });
  expectData(saved, 'save the prescription');
  const signed = await call(doctor.account, 'POST', `/prescriptions/${draft._id}/sign`);
  return {
    prescription: expectData<Prescription>(signed, 'sign the prescription'),
    doctor: doctor.account,
    appointmentId: visit.id,
  };
}

/** A signed prescription of the lines for `patient`, a new patient unless given, as signedPrescriptionFor makes it. */
export async function prescribedPatient(
  ctx: TestContext,
  lines: PrescribedMedicineInput[],
  patient?: SignedIn,
): Promise<SignedPrescription & { patient: SignedIn }> {
  const who = patient ?? (await signedIn(ctx, 'patient'));
  return { ...(await signedPrescriptionFor(ctx, { patient: who, lines })), patient: who };
}

/**
 * A batch of stock as it arrives at the pharmacy (with its `received` movement): `quantity` units at
 * `unitPricePoisha` each, expiring a year after today unless `expiryDate` says otherwise.
 */
export async function receiveStock(
  ctx: Pick<TestContext, 'database'>,
  batch: {
    medicineId: string;
    quantity: number;
    unitPricePoisha: number;
    expiryDate?: string;
    batchNo?: string;
    receivedBy?: string;
  },
): Promise<{ batchId: string }> {
  const id = newId();
  const expiry = batch.expiryDate ?? addDaysToDateString(dhakaDateString(), 365);
  const by = batch.receivedBy ?? null;
  await changeStoredRows(
    ctx.database.db,
    sql`with batch as (
          insert into stock_batches (id, medicine_id, batch_no, expiry_date, quantity_received, quantity,
                                     unit_price_poisha, received_by)
          values (${id}, ${batch.medicineId}, ${batch.batchNo ?? `B-${id.slice(-8)}`}, ${expiry}, ${batch.quantity},
                  ${batch.quantity}, ${batch.unitPricePoisha}, ${by})
          returning id, medicine_id, quantity)
        insert into stock_movements (id, batch_id, medicine_id, kind, quantity, by_user)
        select ${newId()}, id, medicine_id, 'received', quantity, ${by} from batch`,
  );
  return { batchId: id };
}

/** A batch as stockedMedicine receives it: expiring `expiresInDays` after today (a year unless given). */
export type TestBatch = { quantity: number; unitPricePoisha: number; expiresInDays?: number };

/**
 * A formulary medicine (as formularyMedicine makes it, of the given `fields`) with its batches received in the order
 * given: the medicine, then its batches' ids in that order.
 */
export async function stockedMedicine<const B extends readonly TestBatch[]>(
  ctx: Pick<TestContext, 'database'>,
  batches: B,
  fields: Parameters<typeof formularyMedicine>[1] = {},
): Promise<[TestMedicine, ...{ [K in keyof B]: string }]> {
  const medicine = await formularyMedicine(ctx, fields);
  const batchIds: string[] = [];
  for (const { quantity, unitPricePoisha, expiresInDays = 365 } of batches) {
    const expiryDate = addDaysToDateString(dhakaDateString(), expiresInDays);
    batchIds.push(
      (await receiveStock(ctx, { medicineId: medicine.id, quantity, unitPricePoisha, expiryDate })).batchId,
    );
  }
  return [medicine, ...(batchIds as { [K in keyof B]: string })];
}

/** What the tests read of an order answered by the API (the contract's PharmacyOrder has it all). */
export type PlacedOrder = {
  _id: string;
  orderNo: number;
  state: string;
  version: number;
  lines: Array<{ lineId: string; name: string; quantity: number; fillState: string }>;
  bill: { subtotalPoisha: number; totalTaka: number } | null;
};

type OrderOptions = {
  lines?: Array<{ lineId: string; quantity: number }>;
  fulfilment?: object;
  paymentMethod?: 'online' | 'cash';
};

/**
 * `who` asks to order lines of the prescription (every line, with a quantity of 1, unless `lines` names them): pickup
 * and cash unless told otherwise. The response as it is, for the test to check.
 */
export function postOrder(
  ctx: TestContext,
  who: Caller,
  prescription: Pick<Prescription, '_id' | 'medicines'>,
  options: OrderOptions = {},
) {
  return apiCaller(ctx.app)(who, 'POST', '/pharmacy/orders', {
    prescriptionId: prescription._id,
    lines: options.lines ?? prescription.medicines.map((line) => ({ lineId: line.lineId, quantity: 1 })),
    fulfilment: options.fulfilment ?? { kind: 'pickup' },
    paymentMethod: options.paymentMethod ?? 'cash',
  });
}

/** `who` orders lines of the prescription as postOrder does. Throws unless the order is placed (201). */
export async function placeOrder(
  ctx: TestContext,
  who: Caller,
  prescription: Pick<Prescription, '_id' | 'medicines'>,
  options: OrderOptions = {},
): Promise<PlacedOrder> {
  const res = await postOrder(ctx, who, prescription, options);
  if (res.statusCode !== 201) throw new Error(`placing the order failed (${res.statusCode}): ${res.body}`);
  return (res.json() as { data: PlacedOrder }).data;
}

/**
 * The pharmacist fills every line of the order with the medicine the prescription names, in full (the stock must be
 * there). The filled order, or a thrown error.
 */
export async function fillInFull(
  ctx: TestContext,
  pharmacist: Caller,
  order: PlacedOrder,
  prescription: Pick<Prescription, 'medicines'>,
): Promise<PlacedOrder> {
  const prescribed = new Map(prescription.medicines.map((line) => [line.lineId, line.medicineId]));
  const res = await apiCaller(ctx.app)(pharmacist, 'POST', `/pharmacy/orders/${order._id}/fill`, {
    lines: order.lines.map((line) => ({
      lineId: line.lineId,
      medicineId: prescribed.get(line.lineId),
      quantity: line.quantity,
    })),
  });
  return expectData<PlacedOrder>(res, 'fill the order');
}

/**
 * A filled order of a new patient (each account may place only a few orders a day, unless `patient` is given): a
 * signed prescription of `quantity` (10 unless given) of the medicine, ordered (pickup and cash unless told otherwise)
 * and filled in full by `pharmacist` (the stock must be there).
 */
export async function filledOrder(
  ctx: TestContext,
  pharmacist: Caller,
  medicine: TestMedicine,
  options: Omit<OrderOptions, 'lines'> & { patient?: SignedIn; quantity?: number } = {},
): Promise<PlacedOrder & { patient: SignedIn; prescription: Prescription }> {
  const { patient: given, quantity = 10, ...orderOptions } = options;
  const { patient, prescription } = await prescribedPatient(ctx, [medicineLine(medicine)], given);
  const placed = await placeOrder(ctx, patient, prescription, {
    lines: prescription.medicines.map((line) => ({ lineId: line.lineId, quantity })),
    ...orderOptions,
  });
  return { ...(await fillInFull(ctx, pharmacist, placed, prescription)), patient, prescription };
}

/**
 * For the tests of the stock functions, which need an order's id: a signed prescription of a new medicine for
 * `patient`, made before the file's tests. The function answered writes a received pickup order of it straight to the
 * table and answers its id.
 */
export function useOrderRows(ctx: TestContext, patient: SignedIn): () => Promise<string> {
  let prescription: Prescription | undefined;
  beforeAll(async () => {
    const medicine = await formularyMedicine(ctx);
    ({ prescription } = await signedPrescriptionFor(ctx, { patient, lines: [medicineLine(medicine)] }));
  });
  return () => receivedOrderRow(ctx, prescription!, patient);
}

async function receivedOrderRow(
  ctx: Pick<TestContext, 'database'>,
  prescription: Pick<Prescription, '_id'>,
  patient: SignedIn,
): Promise<string> {
  const id = newId();
  await changeStoredRows(
    ctx.database.db,
    sql`insert into pharmacy_orders (id, prescription_id, patient_ref, account_id, fulfilment, payment_method)
        values (${id}, ${prescription._id}, ${patient.patient.id}, ${patient.user.id}, 'pickup', 'cash')`,
  );
  return id;
}

function expectData<T>(res: { statusCode: number; body: string; json(): unknown }, what: string): T {
  if (res.statusCode >= 300) throw new Error(`could not ${what} (${res.statusCode}): ${res.body}`);
  return (res.json() as { data: T }).data;
}
