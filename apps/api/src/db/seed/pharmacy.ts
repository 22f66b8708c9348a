import { addDaysToDateString } from '@hospital/contract/format';
import type { Database } from '../client.js';
import { formularyByName } from './demo-medicines.js';
import { receiveStock, setReorderLevel } from '../../modules/pharmacy/stock.service.js';

type Batch = {
  batchNo: string;
  /** Days from today to the batch's expiry; negative: already expired. */
  expiresIn: number;
  quantity: number;
  /** Taka per unit. */
  price: number;
};

/*
 * The demo pharmacy's shelves, by medicine: the demo prescription's medicines (Napa, Seclo, Fexo) and brands of the
 * same generic and strength to substitute, so a demo day shows every case: Napa has an expired batch to write off and
 * one expiring within 90 days (taken first); Seclo has too few capsules for the prescription's two weeks (low, and the
 * pharmacist substitutes Losectil); the rest is ordinary stock.
 */
const SHELVES: Record<string, Batch[]> = {
  'Napa 500 mg tablet': [
    { batchNo: 'NP2411A', expiresIn: -12, quantity: 40, price: 1.2 },
    { batchNo: 'NP2502C', expiresIn: 60, quantity: 120, price: 1.2 },
    { batchNo: 'NP2609F', expiresIn: 640, quantity: 500, price: 1.2 },
  ],
  'Ace 500 mg tablet': [{ batchNo: 'AC2607B', expiresIn: 520, quantity: 300, price: 1.2 }],
  'Seclo 20 mg capsule': [{ batchNo: 'SC2601K', expiresIn: 300, quantity: 6, price: 7 }],
  'Losectil 20 mg capsule': [{ batchNo: 'LS2604D', expiresIn: 410, quantity: 150, price: 6 }],
  'Fexo 120 mg tablet': [{ batchNo: 'FX2603A', expiresIn: 380, quantity: 100, price: 9 }],
  'Telfast 120 mg tablet': [{ batchNo: 'TF2512Q', expiresIn: 75, quantity: 30, price: 12 }],
  'Fenadin 120 mg tablet': [{ batchNo: 'FN2608M', expiresIn: 560, quantity: 80, price: 8.5 }],
  'Alatrol 10 mg tablet': [{ batchNo: 'AL2606R', expiresIn: 470, quantity: 200, price: 3 }],
  'Monas 10 mg tablet': [{ batchNo: 'MN2605T', expiresIn: 450, quantity: 90, price: 16 }],
  'Azithrocin 500 mg tablet': [{ batchNo: 'AZ2604P', expiresIn: 400, quantity: 12, price: 35 }],
  'Maxpro 20 mg tablet': [{ batchNo: 'MX2607L', expiresIn: 500, quantity: 140, price: 7 }],
  'Sergel 20 mg capsule': [{ batchNo: 'SG2606H', expiresIn: 480, quantity: 110, price: 7 }],
};

/** Seclo runs short on purpose; its reorder level says so on the alerts page. */
const REORDER_LEVELS: Record<string, number> = { 'Seclo 20 mg capsule': 30 };

/**
 * The demo pharmacy's stock, received by the demo pharmacist through the same service the stock page uses, each batch
 * received a year before its expiry (so an expired one can be there to write off).
 */
export async function seedPharmacy(database: Database, who: { pharmacistId: string; today: string }): Promise<void> {
  const { db } = database;
  const formulary = await formularyByName(db);
  for (const [name, batches] of Object.entries(SHELVES)) {
    const medicine = formulary.get(name);
    if (!medicine) continue;
    for (const batch of batches) {
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
  }
  for (const [name, level] of Object.entries(REORDER_LEVELS)) {
    const medicine = formulary.get(name);
    if (medicine) await setReorderLevel(db, medicine.id, level, who.today);
  }
}
