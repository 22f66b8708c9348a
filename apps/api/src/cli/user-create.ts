import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { registerSchema } from '@hospital/contract/auth';
import { ROLES } from '@hospital/contract/lists';
import { AppError } from '../lib/app-error.js';
import { createAccount } from '../modules/users/users.service.js';
import { withDatabase } from './with-database.js';

/**
 * `npm run user:create -- --role attendant --email ... --name ... --contact ... [--doctor <_id>] [--age N]`
 * Asks for the password on a terminal, or generates one (printed once) when there is none.
 */
const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    contact: { type: 'string' },
    age: { type: 'string', default: '30' },
    doctor: { type: 'string' },
    password: { type: 'string' },
  },
});

const argsSchema = z.object({
  role: z.enum(ROLES, { error: `--role must be one of: ${ROLES.join(', ')}` }),
  doctor: z
    .string()
    .regex(/^[0-9a-f]{24}$/, '--doctor must be a doctor _id (24 hex characters)')
    .optional(),
});

async function askPassword(): Promise<string> {
  if (values.password) return values.password;
  if (!process.stdin.isTTY) return `${randomBytes(6).toString('base64url')}#7`;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Password (6 to 15 characters, empty to generate one): ');
  rl.close();
  return answer || `${randomBytes(6).toString('base64url')}#7`;
}

async function main() {
  const args = argsSchema.safeParse(values);
  if (!args.success) throw new Error(args.error.issues.map((i) => i.message).join('\n'));
  if (args.data.role === 'doctor' && !args.data.doctor)
    throw new Error('A doctor account needs --doctor <doctor _id>.');
  const password = await askPassword();
  const input = registerSchema.safeParse({
    name: values.name,
    age: Number(values.age),
    contact: values.contact,
    email: values.email,
    password,
  });
  if (!input.success) throw new Error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));

  await withDatabase(async (database) => {
    const { user, patient } = await createAccount(database.db, {
      ...input.data,
      role: args.data.role,
      doctorRef: args.data.doctor,
    });
    console.log(`Created ${user.role} ${user.email} (Holder ID ${patient.patientId}).`);
    if (!values.password && password.endsWith('#7')) console.log(`Generated password: ${password}`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof AppError || error instanceof Error ? error.message : error);
  process.exit(1);
});
