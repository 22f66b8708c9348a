import { isIP } from 'node:net';

/**
 * Which proxies may tell the API who the client is (`X-Forwarded-For`, `X-Forwarded-Proto`), as Fastify's
 * `trustProxy` takes it: a hop count, or the proxies' addresses and CIDR ranges. Behind nginx on the same machine
 * that is `127.0.0.1`; a request arriving from any other address keeps its own socket address, so a client cannot
 * pick its rate-limit bucket by sending the header itself (docs/deploy.md).
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_HELP =
  "TRUST_PROXY must be a hop count (1 to 9) or a comma-separated list of the proxies' addresses or CIDR ranges, e.g. 127.0.0.1 or 10.0.0.0/8";

/** Named ranges proxy-addr (Fastify's parser) knows. */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses `TRUST_PROXY`; unset or empty means no proxy is trusted. Throws a sentence naming the variable. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 9) throw new Error(`${TRUST_PROXY_HELP}; ${text} is not.`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0)
    throw new Error(`${TRUST_PROXY_HELP}; "${wrong[0] ?? text}" is neither.`);
  return entries;
}

/** Fastify's option: its types leave out the hop count its runtime takes, so a count becomes the same function. */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
