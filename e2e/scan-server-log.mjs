import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * docs/architecture.md §12: logs never hold passwords, tokens, full phone numbers, emails or reset links. The browser
 * journeys register, log in, reset passwords, book, pay and run the desk against a server logging every
 * request, so its log (written by src/global-setup.ts) is the widest sample there is. Exits 1 on a find.
 */
const file = process.argv[2] ?? fileURLToPath(new URL('../.e2e-artifacts/server-log.jsonl', import.meta.url));
const log = readFileSync(file, 'utf8');
const lines = log.split('\n').filter(Boolean).length;
const patterns = [
  ['a JWT', /eyJ[\w-]{10,}\.[\w-]{10,}\./],
  ['the demo password', /Demo@1234/],
  ['an email address', /[\w.+-]+@[\w-]+\.(test|com|org|net)\b/],
  // Not inside a word: ids and file names are hex, in which eleven digits can line up by chance.
  ['a full Bangladeshi phone number', /(?<![\w])01\d{9}(?![\w])/],
  // Page requests are logged with their query string replaced by [redacted]; anything else after '?' is a leak.
  ['a reset link or token', /reset-password\?(?!\[redacted\])|[?&]token=/],
  ['a refresh cookie', /refreshToken=/],
];
const found = patterns.filter(([, pattern]) => pattern.test(log));
if (lines < 100) {
  console.error(`${path.basename(file)} has only ${lines} log lines: the browser run did not log its requests.`);
  process.exit(1);
}
if (found.length > 0) {
  for (const [name, pattern] of found) {
    // Which line, by its message, so a reader of CI's output can tell where it came from.
    const line = log.split('\n').find((text) => pattern.test(text));
    const message = /"msg":"([^"]{0,160})/.exec(line)?.[1] ?? line.slice(0, 160);
    console.error(`  ${name}: ${log.match(pattern)[0]} (in the line "${message}")`);
  }
  console.error(`The server's log of the browser run holds personal data or secrets (${file}).`);
  process.exit(1);
}
process.stdout.write(
  `${lines} log lines of the browser run scanned: no passwords, tokens, emails, phone numbers or reset links.\n`,
);
