import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

/** One SQL statement with positional parameters; `pg.Client#query` and `PGlite#query` both fit. */
export type RunSql = (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

export type Role = 'patient' | 'doctor' | 'attendant' | 'admin';
export type Account = {
  userId: string;
  sid: string;
  patientRef: string;
  patientId: string;
  email: string;
  name: string;
  role: Role;
  token: string;
};

/** argon2id (m=19456, t=2, p=1) of 'Xq7#kLm2', computed once: nobody logs in here, tokens are minted. */
const PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$ivWkSRGgCZDWpWkEFg0zWg$Jwgh4JoGB6UZ+oZOWD1sVLNpmyFh/d9QQ5060lk/t5g';

/** A 24-hex `_id` shaped like the app's (creation second first). */
export function newId(): string {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(Math.floor(Date.now() / 1000) >>> 0);
  return head.toString('hex') + randomBytes(8).toString('hex');
}

/** The access token the API would issue at login: HS256, claims sub, userName, role, patientId, email, sid, iat, exp. */
export function mintToken(
  secret: string,
  account: Omit<Account, 'token' | 'patientRef'>,
  lifetimeSeconds = 3600,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({
    userName: account.name,
    role: account.role,
    patientId: account.patientId,
    email: account.email,
    sid: account.sid,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(new TextEncoder().encode(secret));
}

const EVERY_DAY = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '00:00', end: '23:59' }));

/**
 * A doctor who works every day (00:00-23:59), fee 1000, hospital visit and video, then the cache version
 * bump and NOTIFY every running API process watches, so cached doctor lists drop at once.
 */
export async function seedDoctor(run: RunSql, fullName = 'System Test Doctor'): Promise<string> {
  const id = newId();
  await run(
    `insert into doctors (id, full_name, title, photo, speciality, about, consultation_fee, available_for, designation, department, workstation, degrees, tags)
     values ($1, $2, 'Dr.', '/media/doctors/doctor-01.svg', 'Medicine', 'Sees patients.', 1000, array['hospital visit','video'],
             'Consultant', 'Internal Medicine', 'Nirmoy Specialized Hospital', array['MBBS'], array['Fever'])`,
    [id, fullName],
  );
  for (const day of EVERY_DAY) {
    await run(
      `insert into doctor_schedule_days (doctor_id, weekday, active, start, "end") values ($1, $2, true, $3, $4)`,
      [id, day.weekday, day.start, day.end],
    );
  }
  // What the app's announceDoctorsChanged() does: bump the cache version, then NOTIFY.
  await run(
    `insert into cache_versions (name, version) values ('doctors_changed', 1) on conflict (name) do update set version = cache_versions.version + 1`,
  );
  await run(`select pg_notify('doctors_changed', '')`);
  return id;
}

/**
 * `count` accounts of one role, each with its patient record (Holder IDs taken from the app's own counter so
 * later registrations do not collide), in two multi-row inserts, with tokens minted with the JWT secret.
 */
export async function seedAccounts(
  run: RunSql,
  secret: string,
  count: number,
  role: Role = 'patient',
  label = role,
): Promise<Account[]> {
  const year = Number(new Date(Date.now() + 6 * 3_600_000).toISOString().slice(2, 4));
  const { rows } = await run(
    `insert into holder_id_counters (year, last_value) values ($1, $2)
     on conflict (year) do update set last_value = holder_id_counters.last_value + $2 returning last_value`,
    [year, count],
  );
  const last = Number(rows[0]!.last_value);
  const accounts: Array<Omit<Account, 'token'>> = Array.from({ length: count }, (_, i) => {
    const userId = newId();
    return {
      userId,
      sid: newId(),
      patientRef: newId(),
      patientId: `P${String(year).padStart(2, '0')}${String(last - count + 1 + i).padStart(5, '0')}`,
      email: `${label}${i}.${userId.slice(-6)}@system.test`,
      name: `${label[0]!.toUpperCase()}${label.slice(1)} ${i}`,
      role,
    };
  });
  for (let from = 0; from < accounts.length; from += 100) {
    const chunk = accounts.slice(from, from + 100);
    const patientValues = chunk
      .map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}, 30, '01800000000')`)
      .join(', ');
    await run(
      `insert into patients (id, patient_id, name, age, contact) values ${patientValues}`,
      chunk.flatMap((a) => [a.patientRef, a.patientId, a.name]),
    );
    const userValues = chunk
      .map((_, i) => `($${i * 5 + 2}, $${i * 5 + 3}, $1, $${i * 5 + 4}, $${i * 5 + 5}, $${i * 5 + 6})`)
      .join(', ');
    await run(`insert into users (id, email, password_hash, role, name, patient_ref) values ${userValues}`, [
      PASSWORD_HASH,
      ...chunk.flatMap((a) => [a.userId, a.email, a.role, a.name, a.patientRef]),
    ]);
    // A live session per account, as a login leaves it: the API checks the token's session on every request.
    const sessionValues = chunk
      .map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 1}, $${i * 3 + 3}, now() + interval '30 days')`)
      .join(', ');
    await run(
      `insert into refresh_tokens (id, user_id, family, token_hash, expires_at) values ${sessionValues}`,
      chunk.flatMap((a) => [a.sid, a.userId, createHash('sha256').update(a.sid).digest('hex')]),
    );
  }
  return Promise.all(accounts.map(async (a) => ({ ...a, token: await mintToken(secret, a) })));
}
