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
  ['a full Bangladeshi phone number', /(?<!\d)01\d{9}(?!\d)/],
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
  for (const [name, pattern] of found) console.error(`  ${name}: ${log.match(pattern)[0]}`);
  console.error(`The server's log of the browser run holds personal data or secrets (${file}).`);
  process.exit(1);
}
process.stdout.write(`${lines} log lines of the browser run scanned: no passwords, tokens, emails, phone numbers or reset links.\n`);
