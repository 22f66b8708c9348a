import type { MedicineForm } from '@hospital/contract/medicines';
import type { PharmacyMedicine, StockAlerts, StockItem } from '@hospital/contract/pharmacy';
import type { ExpiringRow, StockRow } from './stock.repository.js';

/** A medicine as the pharmacy's answers name it. */
export const toPharmacyMedicine = (row: {
  id: string;
  brand: string;
  generic: string;
  strength: string;
  form: string;
}): PharmacyMedicine => ({
  _id: row.id,
  brand: row.brand,
  generic: row.generic,
  strength: row.strength,
  form: row.form as MedicineForm,
});

/** A batch is expired from its expiry date on: it is usable only while the date is after today. */
const isExpired = (expiryDate: string, today: string) => expiryDate <= today;

export function toStockItem(row: StockRow, today: string): StockItem {
  const onHand = Number(row.on_hand);
  const reorderLevel = Number(row.reorder_level);
  return {
    medicine: toPharmacyMedicine(row),
    onHand,
    reorderLevel,
    low: onHand < reorderLevel,
    batches: row.batches.map((batch) => ({
      _id: batch.id,
      batchNo: batch.batch_no,
      expiryDate: batch.expiry_date,
      quantity: batch.quantity,
      unitPricePoisha: batch.unit_price_poisha,
      expired: isExpired(batch.expiry_date, today),
    })),
  };
}

export function toExpiringAlert(row: ExpiringRow, today: string): StockAlerts['expiring'][number] {
  return {
    batch: { _id: row.batch_id, batchNo: row.batch_no },
    medicine: toPharmacyMedicine({ ...row, id: row.medicine_id }),
    expiryDate: row.expiry_date,
    quantity: row.quantity,
    expired: isExpired(row.expiry_date, today),
  };
}
