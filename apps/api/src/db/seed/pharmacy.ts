import { sql } from 'drizzle-orm';
import { addDaysToDateString } from '@hospital/contract/format';
import { queryRows, type Database } from '../client.js';
import { receiveStock, setReorderLevel } from '../../modules/pharmacy/stock.service.js';

type Batch = {
  brand: string;
  strength: string;
  form: string;
  batchNo: string;
  /** Days from today to the batch's expiry; negative: already expired. */
  expiresIn: number;
  quantity: number;
  /** Taka per unit. */
  price: number;
};

/*
 * The demo pharmacy's shelves: the demo prescription's medicines (Napa, Seclo, Fexo) and brands of the same generic and
 * strength to substitute, so a demo day shows every case: Napa has an expired batch to write off and one expiring
 * within 90 days (taken first); Seclo has too few capsules for the prescription's two weeks (low, and the pharmacist
 * substitutes Losectil); the rest is ordinary stock.
 */
const BATCHES: Batch[] = [
  { brand: 'Napa', strength: '500 mg', form: 'tablet', batchNo: 'NP2411A', expiresIn: -12, quantity: 40, price: 1.2 },
  { brand: 'Napa', strength: '500 mg', form: 'tablet', batchNo: 'NP2502C', expiresIn: 60, quantity: 120, price: 1.2 },
  { brand: 'Napa', strength: '500 mg', form: 'tablet', batchNo: 'NP2609F', expiresIn: 640, quantity: 500, price: 1.2 },
  { brand: 'Ace', strength: '500 mg', form: 'tablet', batchNo: 'AC2607B', expiresIn: 520, quantity: 300, price: 1.2 },
  { brand: 'Seclo', strength: '20 mg', form: 'capsule', batchNo: 'SC2601K', expiresIn: 300, quantity: 6, price: 7 },
  {
    brand: 'Losectil',
    strength: '20 mg',
    form: 'capsule',
    batchNo: 'LS2604D',
    expiresIn: 410,
    quantity: 150,
    price: 6,
  },
  { brand: 'Fexo', strength: '120 mg', form: 'tablet', batchNo: 'FX2603A', expiresIn: 380, quantity: 100, price: 9 },
  { brand: 'Telfast', strength: '120 mg', form: 'tablet', batchNo: 'TF2512Q', expiresIn: 75, quantity: 30, price: 12 },
  {
    brand: 'Fenadin',
    strength: '120 mg',
    form: 'tablet',
    batchNo: 'FN2608M',
    expiresIn: 560,
    quantity: 80,
    price: 8.5,
  },
  { brand: 'Alatrol', strength: '10 mg', form: 'tablet', batchNo: 'AL2606R', expiresIn: 470, quantity: 200, price: 3 },
  { brand: 'Monas', strength: '10 mg', form: 'tablet', batchNo: 'MN2605T', expiresIn: 450, quantity: 90, price: 16 },
  {
    brand: 'Azithrocin',
    strength: '500 mg',
    form: 'tablet',
    batchNo: 'AZ2604P',
    expiresIn: 400,
    quantity: 12,
    price: 35,
  },
  { brand: 'Maxpro', strength: '20 mg', form: 'tablet', batchNo: 'MX2607L', expiresIn: 500, quantity: 140, price: 7 },
  { brand: 'Sergel', strength: '20 mg', form: 'capsule', batchNo: 'SG2606H', expiresIn: 480, quantity: 110, price: 7 },
];

/** Seclo runs short on purpose; its reorder level says so on the alerts page. */
const REORDER_LEVELS: Array<{ brand: string; strength: string; form: string; level: number }> = [
  { brand: 'Seclo', strength: '20 mg', form: 'capsule', level: 30 },
];

/**
 * The demo pharmacy's stock, received by the demo pharmacist through the same service the stock page uses, each batch
 * received a year before its expiry (so an expired one can be there to write off).
 */
export async function seedPharmacy(database: Database, who: { pharmacistId: string; today: string }): Promise<void> {
  const { db } = database;
  const medicines = await queryRows<{ id: string; brand: string; strength: string; form: string }>(
    db,
    sql`select id, brand, strength, form from medicines where retired_at is null`,
  );
  const find = (m: { brand: string; strength: string; form: string }) =>
    medicines.find((row) => row.brand === m.brand && row.strength === m.strength && row.form === m.form);
  for (const batch of BATCHES) {
    const medicine = find(batch);
    if (!medicine) continue;
    const expiryDate = addDaysToDateString(who.today, batch.expiresIn);
    await receiveStock(
      db,
      { id: who.pharmacistId },
      {
        medicineId: medicine.id,
        batchNo: batch.batchNo,
        expiryDate,
        quantity: batch.quantity,
        unitPricePoisha: Math.round(batch.price * 100),
      },
      addDaysToDateString(expiryDate, -365),
    );
  }
  for (const level of REORDER_LEVELS) {
    const medicine = find(level);
    if (medicine) await setReorderLevel(db, medicine.id, level.level, who.today);
  }
}
