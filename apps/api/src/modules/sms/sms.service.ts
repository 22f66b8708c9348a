import { dhakaDateString } from '@hospital/contract/format';
import type { Config } from '../../config.js';
import type { Language } from '@hospital/contract/lists';
import type { DbOrTx } from '../../db/client.js';
import { storableJson } from '../../lib/db-errors.js';
import type { BookingSms } from '../appointments/appointments.service.js';
import { insertOutboxMessage } from '../../platform/outbox/outbox.repository.js';
import { quietHoursEnd } from './quiet-hours.js';
import { MOBILE_NUMBER } from './sms-gateway.js';
import {
  bengaliNumber,
  composePharmacySms,
  composePrescriptionSms,
  composeSms,
  fitsWhole,
  type PharmacySmsKind,
  type SmsFacts,
  type SmsKind,
} from './sms-texts.js';
import { selectAccountSmsRecipient, selectSmsRecipients } from './sms.repository.js';
import { consultationLink, isRemoteMethod } from '@hospital/contract/consultations';
import { prescriptionLink } from '@hospital/contract/prescriptions';
import { orderNumber } from '@hospital/contract/pharmacy';

/**
 * An SMS as the outbox holds it until the worker sends it: an appointment's (`appointmentId`), a medicine order's
 * (`orderId`), or the one-time code that proves a number (`code`, modules/phone-proofs).
 */
export type SmsPayload = {
  to: string;
  text: string;
  kind: SmsKind | 'code' | 'prescription' | 'pharmacy';
  appointmentId?: string;
  orderId?: string;
  quietHours: boolean;
};

/** Who an appointment's SMS goes to, as `selectSmsRecipients` (or a booking's first statement) reads it. */
export type SmsRecipient = { contact: string; optedOut: boolean; language: Language; holderId: string };

// Two serial numbers of the same width, composed in turn: where the texts part is where the serial stands. Five
// digits: a doctor's day has tens of serials, a few hundred at most, so a real serial is never wider.
const PROBES = [11111, 22222] as const;
const WIDEST = 99999;

/**
 * Queues the appointment SMS in the caller's transaction, so a message exists exactly when the change that causes
 * it does (docs/decisions/0014, 0021). Each is in the patient's language; nothing goes to a patient who opted out or
 * has no mobile number; outside the turn alert, a message written in quiet hours waits for 08:00.
 */
export class SmsNotifier {
  constructor(private readonly deps: { config: Config; clock: () => Date }) {}

  /**
   * The confirmation SMS of a booking about to be made, whole but for its serial, which the booking's own statement
   * puts in (booking.repository.ts `insertCheckedBooking`): so the message exists exactly when the booking does,
   * with no round trip while the serial's lock is held (docs/decisions/0023). The same rules and the same text as
   * `queue`: undefined when nothing is to be sent. 'queue' when the text would have to be cut (rare: a doctor's
   * name in Bangla script in an English text), where the cut depends on the serial's width: the caller then queues it
   * the ordinary way, after the booking's statement.
   */
  bookingSms(
    to: SmsRecipient,
    visit: Omit<SmsFacts, 'serialNo' | 'holderId' | 'hotline' | 'ahead'>,
  ): BookingSms | 'queue' | undefined {
    if (this.deps.config.sms.gateway === 'none' || to.optedOut || !MOBILE_NUMBER.test(to.contact)) return undefined;
    const notBefore = quietHoursEnd(this.deps.clock());
    if (notBefore && dhakaDateString(notBefore) > visit.date) return undefined;
    const facts = { ...visit, holderId: to.holderId, hotline: this.deps.config.hotline };
    if (!fitsWhole('booking', to.language, { ...facts, serialNo: WIDEST })) return 'queue';
    const render = (serialNo: number) => (to.language === 'bn' ? bengaliNumber(serialNo) : String(serialNo));
    const [a, b] = PROBES.map((serialNo) => composeSms('booking', to.language, { ...facts, serialNo })) as [
      string,
      string,
    ];
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    const before = a.slice(0, at);
    const after = a.slice(at + render(PROBES[0]).length);
    if (a !== `${before}${render(PROBES[0])}${after}` || b !== `${before}${render(PROBES[1])}${after}`) return 'queue';
    const safe = storableJson({ before, after });
    return {
      to: to.contact,
      before: safe.before,
      after: safe.after,
      bengaliDigits: to.language === 'bn',
      kind: 'booking',
      quietHours: true,
      notBefore,
    };
  }

  /** Queues `kind` for each pending appointment; `ahead` gives the turn alert its count. Answers how many were queued. */
  async queue(
    db: DbOrTx,
    kind: SmsKind,
    appointmentIds: string[],
    ahead?: ReadonlyMap<string, number>,
  ): Promise<number> {
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
        room: isRemoteMethod(row.method) ? consultationLink(this.deps.config.publicUrl, row.appointment_id) : undefined,
      });
      const payload: SmsPayload = { to: row.contact, text, kind, appointmentId: row.appointment_id, quietHours };
      await insertOutboxMessage(db, 'sms', payload, notBefore);
      queued += 1;
    }
    return queued;
  }

  /**
   * Queues the SMS of a signed prescription in the caller's transaction: to whoever looks after the visit's booking,
   * in their language, with the link to read it and nothing of what it says. Like every message but the turn alert,
   * one written in quiet hours waits for 08:00. Answers whether one was queued.
   */
  async queuePrescription(db: DbOrTx, appointmentId: string, prescriptionId: string): Promise<boolean> {
    if (this.deps.config.sms.gateway === 'none') return false;
    const [row] = await selectSmsRecipients(db, [appointmentId]);
    if (!row || row.opted_out || !MOBILE_NUMBER.test(row.contact)) return false;
    const text = composePrescriptionSms(
      row.language,
      row.doctor,
      prescriptionLink(this.deps.config.publicUrl, prescriptionId),
    );
    const payload: SmsPayload = { to: row.contact, text, kind: 'prescription', appointmentId, quietHours: true };
    await insertOutboxMessage(db, 'sms', payload, quietHoursEnd(this.deps.clock()));
    return true;
  }

  /**
   * Queues a medicine order's SMS in the caller's transaction, to the account that placed the order, in its language:
   * `ready` (a pickup order waits at the counter) keeps quiet hours like other messages; `dispatch` (with the
   * handover `code`) does not, like the turn alert: the rider is on the way and the patient needs the code now.
   * Answers whether one was queued.
   */
  async queuePharmacy(
    db: DbOrTx,
    order: { orderId: string; orderNo: number; accountId: string; kind: PharmacySmsKind; code?: string | undefined },
  ): Promise<boolean> {
    if (this.deps.config.sms.gateway === 'none') return false;
    const row = await selectAccountSmsRecipient(db, order.accountId);
    if (!row || row.opted_out || !MOBILE_NUMBER.test(row.contact)) return false;
    const text = composePharmacySms(order.kind, row.language, {
      orderNo: orderNumber(order.orderNo),
      code: order.code,
    });
    const quietHours = order.kind === 'ready';
    const payload: SmsPayload = { to: row.contact, text, kind: 'pharmacy', orderId: order.orderId, quietHours };
    await insertOutboxMessage(db, 'sms', payload, quietHours ? quietHoursEnd(this.deps.clock()) : undefined);
    return true;
  }
}
