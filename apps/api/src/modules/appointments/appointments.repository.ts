import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export type NewAppointment = Omit<typeof appointments.$inferInsert, 'id' | 'serialNo'>;

/**
 * Inserts an appointment with the next serial for its doctor and date (ARCHITECTURE §4). Must run inside
 * the booking transaction: the counter row's lock orders concurrent bookers and a rollback returns the number.
 */
export async function insertWithNextSerial(tx: Tx, values: NewAppointment) {
  const [bumped] = await queryRows<{ last_serial: number }>(tx, sql`
    insert into appointment_serials (doctor_id, selected_date, last_serial) values (${values.doctorId}, ${values.selectedDate}, 1)
    on conflict (doctor_id, selected_date) do update set last_serial = appointment_serials.last_serial + 1
    returning last_serial`);
  const serialNo = bumped!.last_serial;
  const [row] = await tx.insert(appointments).values({ id: newId(), serialNo, ...values }).returning();
  return row!;
}
