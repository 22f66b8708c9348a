import { dhakaDateString } from '@hospital/contract/format';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { insertOutboxMessage } from '../outbox/outbox.repository.js';
import { quietHoursEnd } from './quiet-hours.js';
import { MOBILE_NUMBER } from './sms-gateway.js';
import { composeSms, type SmsKind } from './sms-texts.js';
import { selectSmsRecipients } from './sms.repository.js';

/** An SMS as the outbox holds it until the worker sends it. */
export type SmsPayload = { to: string; text: string; kind: SmsKind; appointmentId: string; quietHours: boolean };

/**
 * Queues the appointment SMS in the caller's transaction, so a message exists exactly when the change that causes
 * it does (docs/decisions/0014, 0021). Each is in the patient's language; nothing goes to a patient who opted out or
 * has no mobile number; outside the turn alert, a message written in quiet hours waits for 08:00.
 */
export class SmsNotifier {
  constructor(private readonly deps: { config: Config; clock: () => Date }) {}

  /** Queues `kind` for each pending appointment; `ahead` gives the turn alert its count. Answers how many were queued. */
  async queue(db: DbOrTx, kind: SmsKind, appointmentIds: string[], ahead?: ReadonlyMap<string, number>): Promise<number> {
    if (this.deps.config.sms.gateway === 'none' || appointmentIds.length === 0) return 0;
    const quietHours = kind !== 'turn';
    const notBefore = quietHours ? quietHoursEnd(this.deps.clock()) : undefined;
    let queued = 0;
    for (const row of await selectSmsRecipients(db, appointmentIds)) {
      if (row.status !== 'pending' || row.opted_out || !MOBILE_NUMBER.test(row.contact)) continue;
      // Deferred past the visit's own day (a walk-in booked at 23:00 for tonight), it would only confuse: not sent.
      if (notBefore && dhakaDateString(notBefore) > row.selected_date) continue;
      const text = composeSms(kind, row.language, {
        serialNo: row.serial_no,
        doctor: row.doctor,
        date: row.selected_date,
        hours: row.hours_start && row.hours_end ? { start: row.hours_start, end: row.hours_end } : null,
        holderId: row.holder_id,
        hotline: this.deps.config.hotline,
        ahead: ahead?.get(row.appointment_id),
      });
      const payload: SmsPayload = { to: row.contact, text, kind, appointmentId: row.appointment_id, quietHours };
      await insertOutboxMessage(db, 'sms', payload, notBefore);
      queued += 1;
    }
    return queued;
  }
}
