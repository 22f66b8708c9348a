import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** pgbench: PGBENCH, else the newest Debian PostgreSQL's, else whatever is on the PATH. */
export function pgbenchBinary() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : [];
  for (const version of versions.reverse()) {
    const bin = `/usr/lib/postgresql/${version}/bin/pgbench`;
    if (existsSync(bin)) return bin;
  }
  return 'pgbench';
}

/** The id pgbench's doctor number `n` has (24 hex characters, as the schema wants; never a newId()). */
const doctorIdSql = (variable) => `lpad(to_hex(${variable}), 24, '0')`;
const PGBENCH_PATIENT = 'ffffffffffffffffffffffff';

/**
 * The doctors and the patient pgbench books for, in the app's own tables (so the inserts pay for the same
 * indexes, checks and foreign keys as the app's): doctors 1..count and one patient.
 */
export async function seedPgbench(run, count) {
  await run(
    `insert into doctors (id, full_name, title, photo, speciality, about, consultation_fee, available_for, designation, department, workstation, degrees, tags)
     select ${doctorIdSql('n')}, 'pgbench doctor ' || n, 'Dr.', '/media/doctors/doctor-01.svg', 'Medicine', 'pgbench', 1000, array['hospital visit'],
            'Consultant', 'Internal Medicine', 'pgbench', array['MBBS'], array['Fever']
     from generate_series(1, $1::int) n on conflict (id) do nothing`,
    [count],
  );
  await run(
    `insert into patients (id, patient_id, name, age, contact) values ($1, 'PGBENCH', 'pgbench', 30, '01800000000') on conflict (id) do nothing`,
    [PGBENCH_PATIENT],
  );
}

/**
 * The minimal booking transaction the app's bookings are compared with: take the next serial of a doctor's day
 * on its counter row, insert the appointment with it, commit (docs/decisions/0003).
 */
function script(date) {
  return `\\set d random(1, :doctors)
BEGIN;
INSERT INTO appointment_serials (doctor_id, selected_date, last_serial) VALUES (${doctorIdSql(':d')}, '${date}', 1)
  ON CONFLICT (doctor_id, selected_date) DO UPDATE SET last_serial = appointment_serials.last_serial + 1 RETURNING last_serial \\gset
INSERT INTO appointments (id, doctor_id, patient_ref, selected_date, serial_no, consultation_fee, consultation_method, consultation_for, source)
  VALUES (substr(md5(random()::text), 1, 24), ${doctorIdSql(':d')}, '${PGBENCH_PATIENT}', '${date}', :last_serial, 1000, 'hospital visit', 'For Me', 'online');
END;
`;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Runs the minimal booking transaction with `clients` connections for `seconds` over `doctors` doctors on
 * `date`, and answers its throughput (without connection set-up, as pgbench reports it) and latency
 * percentiles in ms from its per-transaction log. Checks afterwards that its serials have no duplicate and no gap.
 */
export async function runPgbench(run, { url, clients, seconds, doctors, date }) {
  await seedPgbench(run, doctors);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pgbench-'));
  try {
    writeFileSync(path.join(dir, 'book.sql'), script(date));
    const args = [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      path.join(dir, 'book.sql'),
      '-D',
      `doctors=${doctors}`,
      '-l',
      '--log-prefix',
      path.join(dir, 'log'),
      url,
    ];
    const output = await new Promise((resolve, reject) =>
      execFile(pgbenchBinary(), args, { maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) =>
        err ? reject(new Error(`pgbench failed: ${stderr || err.message}`)) : resolve(stdout),
      ),
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
    const latenciesMs = readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const { rows } = await run(
      `select count(*)::int as stored, (count(*) - count(distinct (doctor_id, serial_no)))::int as duplicates,
              (select count(*)::int from (select doctor_id from appointments where patient_ref = $1 and selected_date = $2
                 group by doctor_id having max(serial_no) <> count(*)) g) as doctors_with_gaps
       from appointments where patient_ref = $1 and selected_date = $2`,
      [PGBENCH_PATIENT, date],
    );
    return {
      tps: Math.round(tps),
      p50: Math.round(percentile(latenciesMs, 50)),
      p99: Math.round(percentile(latenciesMs, 99)),
      transactions: latenciesMs.length,
      latenciesMs,
      ...rows[0],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
