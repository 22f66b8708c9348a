import { sql } from 'drizzle-orm';
import { queryRow, queryRows, type DbOrTx } from '../../db/client.js';
import { APPOINTMENT_DOCTOR_PATIENT } from '../../db/joins.js';

export type SmsRecipientRow = {
  appointment_id: string;
  serial_no: number;
  selected_date: string;
  status: string;
  doctor: string;
  contact: string;
  holder_id: string;
  opted_out: boolean;
  language: 'en' | 'bn';
  hours_start: string | null;
  hours_end: string | null;
  /** The consultation method: a video, voice or chat appointment's turn alert carries its room's address. */
  method: string;
};

/**
 * What an appointment's SMS needs, in one query: the number and language of whoever looks after the booking (the
 * patient's own account, or the account holder of a family member), whether either opted out, the doctor, and the
 * chamber hours of that weekday (an active day with its hours set).
 */
export function selectSmsRecipients(db: DbOrTx, appointmentIds: string[]): Promise<SmsRecipientRow[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return queryRows<SmsRecipientRow>(
    db,
    sql`select a.id as appointment_id, a.serial_no, a.selected_date::text as selected_date, a.status,
          trim(d.title || ' ' || d.full_name) as doctor,
          coalesce(holder.contact, p.contact) as contact,
          p.patient_id as holder_id,
          (p.sms_opt_out or coalesce(holder.sms_opt_out, false)) as opted_out,
          coalesce(own.language, owner.language, p.sms_language, 'en') as language,
          case when s.active and s.start < s."end" then s.start end as hours_start,
          case when s.active and s.start < s."end" then s."end" end as hours_end,
          a.consultation_method as method
        from ${APPOINTMENT_DOCTOR_PATIENT}
        left join users own on own.patient_ref = p.id
        left join users owner on owner.id = p.owner_user_id
        left join patients holder on holder.id = owner.patient_ref
        left join doctor_schedule_days s on s.doctor_id = a.doctor_id and s.weekday = extract(dow from a.selected_date)::int
        where a.id in (${sql.join(
          appointmentIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

/**
 * Claims up to `limit` pending appointments on `date` that have had no reminder and were booked before `bookedBefore`
 * (later bookings have just had their confirmation): marks them reminded and answers their ids. SKIP LOCKED and the
 * `reminder_at is null` condition make each appointment's reminder go out once, whichever process runs the job.
 */
export async function claimReminders(db: DbOrTx, date: string, bookedBefore: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update appointments set reminder_at = now()
        where id in (
          select id from appointments
          where selected_date = ${date} and status = 'pending' and reminder_at is null and created_at < ${bookedBefore.toISOString()}
          order by id limit ${limit}
          for update skip locked)
        and reminder_at is null
        returning id`,
  );
  return rows.map((r) => r.id);
}

export type AccountSmsRecipientRow = { contact: string; opted_out: boolean; language: 'en' | 'bn' };

/**
 * Who an account's own SMS goes to (a medicine order's): its own patient record's number, as the account's other SMS,
 * in the account's language, and whether it opted out.
 */
export async function selectAccountSmsRecipient(
  db: DbOrTx,
  accountId: string,
): Promise<AccountSmsRecipientRow | undefined> {
  return queryRow<AccountSmsRecipientRow>(
    db,
    sql`select p.contact, p.sms_opt_out as opted_out, u.language
        from users u join patients p on p.id = u.patient_ref
        where u.id = ${accountId}`,
  );
}
