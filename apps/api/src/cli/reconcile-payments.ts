import { createGateway, PaymentService } from '../modules/payments/payment-service.js';
import type { PaymentLogger } from '../modules/payments/payment-service.types.js';
import { withDatabase } from './with-database.js';

/**
 * `npm run payments:reconcile`: one reconciliation pass now (docs/architecture.md §9), for cron or for an operator
 * who does not want to wait for the API's timer. Safe beside running API processes: payments are claimed
 * with `for update skip locked`, so no payment is reconciled by two processes at once.
 */
const line = (level: string) => (obj: object, msg: string) => console.log(`${level} ${msg} ${JSON.stringify(obj)}`);
const log: PaymentLogger = { info: line('info'), warn: line('warn'), error: line('error') };

await withDatabase(async (database, config) => {
  const payments = new PaymentService(createGateway(config, database.db), { db: database.db, log, config });
  const summary = await payments.reconcile();
  console.log(
    `Reconciled ${summary.checked} pending payment(s) through ${payments.gateway.name}: ${summary.paid} paid, ${summary.failed} ended unpaid, ` +
      `${summary.unchanged} unchanged, ${summary.errors} error(s); ${summary.refundsChecked} refund(s) checked.`,
  );
  if (summary.errors > 0) process.exitCode = 1;
});
