import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

/**
 * Seeding by SQL for the database scenarios (the same statements as system/src/lib/seed.ts): doctors who
 * work every day, accounts with patient records and minted tokens, and a day full of appointments.
 * `run(text, params)` is `pg.Client#query` or `PGlite#query`.
 */
const PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$ivWkSRGgCZDWpWkEFg0zWg$Jwgh4JoGB6UZ+oZOWD1sVLNpmyFh/d9QQ5060lk/t5g';

export function newId() {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(Math.floor(Date.now() / 1000) >>> 0);
  return head.toString('hex') + randomBytes(8).toString('hex');
}

export const dhakaDate = (offsetDays = 0) =>
  new Date(Date.now() + 6 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

export function mintToken(secret, a) {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ userName: a.name, role: a.role, patientId: a.patientId, email: a.email, sid: a.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(a.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(new TextEncoder().encode(secret));
}

export async function seedDoctors(run, count) {
  const ids = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    ids.push(id);
    await run(
      `insert into doctors (id, full_name, title, photo, speciality, about, consultation_fee, available_for, designation, department, workstation, degrees, tags)
       values ($1, $2, 'Dr.', '/media/doctors/doctor-01.svg', 'Medicine', 'Sees patients.', 1000, array['hospital visit','video'],
               'Consultant', 'Internal Medicine', 'Nirmoy Specialized Hospital', array['MBBS'], array['Fever'])`,
      [id, `Bench Doctor ${String(i + 1).padStart(3, '0')}`],
    );
    await run(
      `insert into doctor_schedule_days (doctor_id, weekday, active, start, "end") select $1, d, true, '00:00', '23:59' from generate_series(0, 6) d`,
      [id],
    );
  }
  await run(
    `insert into cache_versions (name, version) values ('doctors_changed', 1) on conflict (name) do update set version = cache_versions.version + 1`,
  );
  await run(`select pg_notify('doctors_changed', '')`);
  return ids;
}

export async function seedAccounts(run, secret, count, role = 'patient') {
  const year = Number(dhakaDate().slice(2, 4));
  const { rows } = await run(
    `insert into holder_id_counters (year, last_value) values ($1, $2)
     on conflict (year) do update set last_value = holder_id_counters.last_value + $2 returning last_value`,
    [year, count],
  );
  const first = Number(rows[0].last_value) - count + 1;
  const accounts = Array.from({ length: count }, (_, i) => {
    const userId = newId();
    return {
      userId,
      sid: newId(),
      patientRef: newId(),
      patientId: `P${year}${String(first + i).padStart(5, '0')}`,
      email: `${role}${i}.${userId.slice(-6)}@bench.test`,
      name: `Bench ${role} ${i}`,
      role,
    };
  });
  for (let from = 0; from < count; from += 200) {
    const chunk = accounts.slice(from, from + 200);
    await run(
      `insert into patients (id, patient_id, name, age, contact) select * , 30, '01800000000' from unnest($1::text[], $2::text[], $3::text[])`,
      [chunk.map((a) => a.patientRef), chunk.map((a) => a.patientId), chunk.map((a) => a.name)],
    );
    await run(
      `insert into users (id, email, password_hash, role, name, patient_ref) select u.id, u.email, $1, u.role, u.name, u.ref
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) as u(id, email, role, name, ref)`,
      [
        PASSWORD_HASH,
        chunk.map((a) => a.userId),
        chunk.map((a) => a.email),
        chunk.map((a) => a.role),
        chunk.map((a) => a.name),
        chunk.map((a) => a.patientRef),
      ],
    );
    // A live session per account, as a login leaves it: the API checks the token's session on every request.
    await run(
      `insert into refresh_tokens (id, user_id, family, token_hash, expires_at)
       select s.sid, s.uid, s.sid, encode(sha256(convert_to(s.sid, 'UTF8')), 'hex'), now() + interval '30 days' from unnest($1::text[], $2::text[]) as s(sid, uid)`,
      [chunk.map((a) => a.sid), chunk.map((a) => a.userId)],
    );
  }
  return Promise.all(accounts.map(async (a) => ({ ...a, token: await mintToken(secret, a) })));
}

/** `perDoctor` appointments for each doctor on `date`, serials 1..n, one patient each, as the desk would see them. */
export async function seedDay(run, doctorIds, patients, date, perDoctor) {
  let p = 0;
  for (const doctorId of doctorIds) {
    const mine = patients.slice(p, p + perDoctor);
    p += perDoctor;
    await run(
      `insert into appointments (id, doctor_id, patient_ref, created_by, selected_date, serial_no, consultation_fee, consultation_method, consultation_for, source, payment_status, status)
       select a.id, $1, a.ref, a.uid, $2, a.serial, 1000, 'hospital visit', 'For Me', 'online',
              case when a.serial % 3 = 0 then 'paid' else 'unpaid' end, case when a.serial % 5 = 0 then 'done' else 'pending' end
       from unnest($3::text[], $4::text[], $5::text[], $6::int[]) as a(id, ref, uid, serial)`,
      [
        doctorId,
        date,
        mine.map(() => newId()),
        mine.map((m) => m.patientRef),
        mine.map((m) => m.userId),
        mine.map((_, i) => i + 1),
      ],
    );
    await run(`insert into appointment_serials (doctor_id, selected_date, last_serial) values ($1, $2, $3)`, [
      doctorId,
      date,
      mine.length,
    ]);
  }
}
