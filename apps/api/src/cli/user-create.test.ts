import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, storedRows } from '../db/testing.js';
import { describe, expect, it } from 'vitest';
import { migrate, openPglite } from '../db/client.js';
import { insertDoctor } from '../modules/doctors/doctors.repository.js';
import { EVERY_DAY } from '../test/factories.js';

const CLI = fileURLToPath(new URL('./user-create.ts', import.meta.url));

function runCli(dataDir: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--conditions', 'source', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run user:create', () => {
  it('when an admin creates a doctor account with --doctor and no password, then a password is generated and the account is linked', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'user-create-'));
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    await migrate(db);
    const doctor = await insertDoctor(
      db.db,
      {
        fullName: 'Cli Doctor',
        title: 'Dr.',
        photo: '/x.svg',
        speciality: 'Medicine',
        about: '',
        consultationFee: 500,
        availableFor: ['video'],
        designation: 'Consultant',
        department: 'Medicine',
        workstation: 'Here',
        degrees: [],
        tags: [],
      },
      EVERY_DAY,
    );
    await db.close();

    const account = ['--email', 'dr@h.test', '--name', 'Dr Cli', '--contact', '01711112222'];
    const missingLink = runCli(dataDir, ['--role', 'doctor', ...account]);
    expect(missingLink.status).toBe(1);
    expect(missingLink.stderr).toContain('A doctor account needs --doctor <doctor _id>.');

    const created = runCli(dataDir, ['--role', 'doctor', '--doctor', doctor.id, ...account]);
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Created doctor dr@h\.test \(Holder ID P\d{7}\)/);
    expect(created.stdout).toMatch(/Generated password: \S{6,15}/);

    const again = await openPglite(path.join(dataDir, 'pgdata'));
    const [row] = await storedRows<{ role: string; doctor_ref: string }>(
      again.db,
      sql`select role, doctor_ref from users where email = 'dr@h.test'`,
    );
    await again.close();
    expect(row).toEqual({ role: 'doctor', doctor_ref: doctor.id });
  }, 90_000);
});
