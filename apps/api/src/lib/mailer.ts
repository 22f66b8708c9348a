import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string };

/** A header as RFC 2047 wants it: ASCII as it is, anything else (a Bangla subject) as UTF-8 in base64. */
function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Hands one mail to the outside world. Only the outbox worker calls it; requests queue mail in the outbox. */
export type MailTransport = { deliver(mail: Mail): Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise a dev outbox folder under DATA_DIR/outbox, so a reset link works on a fresh
 * machine with no mail server. The log line names the file, never the link or the address.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    // Short timeouts: a stuck server delays the outbox worker, never a request, but the worker has others to send.
    const url = new URL(options.smtpUrl);
    for (const [name, ms] of [
      ['connectionTimeout', '10000'],
      ['greetingTimeout', '10000'],
      ['socketTimeout', '20000'],
    ] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
    }
    const transport = nodemailer.createTransport(url.toString());
    return {
      async deliver(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ subject: mail.subject }, 'mail sent over SMTP');
      },
    };
  }
  return {
    async deliver(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      const body = [
        `From: ${options.from}`,
        `To: ${mail.to}`,
        `Subject: ${headerText(mail.subject)}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeFile(file, body, { mode: 0o600 });
      options.log.info(`mail written to ${file}`);
    },
  };
}
