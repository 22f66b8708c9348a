import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The mails the dev mailer wrote to `DATA_DIR/outbox`, oldest first (none yet: an empty list). */
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

/** The set-password link of the newest mail addressed to `email`: the reset mail and the staff invitation alike. */
export function newestResetLink(dataDir: string, email: string): URL {
  const mail = outboxMails(dataDir)
    .filter((text) => text.includes(email))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  return new URL(mail.match(/http\S+reset-password\?\S+/)![0]);
}
