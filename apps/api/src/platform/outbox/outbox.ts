import type { Database, DbOrTx } from '../../db/client.js';
import type { Mail } from '../../lib/mailer.js';
import { insertOutboxMessage } from './outbox.repository.js';

/**
 * Queues mail. Pass the transaction of the change that causes the mail, so the mail exists exactly when the change
 * does; the outbox worker sends it after the commit, with retries.
 */
export type Mailer = { send(mail: Mail, db?: DbOrTx): Promise<void> };

export function outboxMailer(database: Database): Mailer {
  return { send: (mail, db = database.db) => insertOutboxMessage(db, 'mail', mail) };
}
