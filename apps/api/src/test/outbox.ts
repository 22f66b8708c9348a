import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The mails the dev transport wrote to `DATA_DIR/outbox`, oldest first (none yet: an empty list). */
export function outboxMails(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * The set-password link of the `nth` mail (1-based, oldest first) addressed to `email`: the reset mail and the
 * staff invitation alike. Mail goes out through the outbox worker after the request has answered, so this waits
 * for it (up to 5 s).
 */
export async function mailedResetLink(dataDir: string, email: string, nth = 1): Promise<URL> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = outboxMails(dataDir).filter((text) => text.includes(`To: ${email}`));
    const mail = mails[nth - 1];
    if (mail) return new URL(mail.match(/http\S+reset-password\?\S+/)![0]);
    if (Date.now() > deadline) throw new Error(`mail ${nth} to ${email} never reached the outbox folder`);
    await sleep(20);
  }
}
