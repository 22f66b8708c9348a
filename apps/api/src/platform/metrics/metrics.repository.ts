import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';

export function paymentStatusCounts(db: DbOrTx): Promise<Array<{ status: string; n: number }>> {
  return queryRows(
    db,
    sql`select payment_status as status, count(*)::int as n from appointments group by payment_status`,
  );
}
