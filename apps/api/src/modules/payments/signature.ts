import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The callback signature of SSLCommerz (docs/architecture.md §9). `verify_sign`: take the keys named in `verify_key`
 * that are present in the post (raw values, empty strings kept), add `store_passwd = md5hex(password)`,
 * sort the keys by byte order, join `k=v` with `&`, md5 it. `verify_sign_sha2` is the same with sha256.
 */
type Algorithm = 'md5' | 'sha256';

const hex = (algorithm: Algorithm, text: string) => createHash(algorithm).update(text, 'utf8').digest('hex');

const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

export function signatureOf(
  fields: Readonly<Record<string, string>>,
  verifyKey: string,
  storePassword: string,
  algorithm: Algorithm,
): string {
  const data = new Map<string, string>();
  for (const key of verifyKey.split(',')) {
    if (Object.hasOwn(fields, key)) data.set(key, fields[key]!);
  }
  data.set('store_passwd', hex(algorithm, storePassword));
  const joined = [...data.keys()]
    .sort(byteOrder)
    .map((key) => `${key}=${data.get(key)}`)
    .join('&');
  return hex(algorithm, joined);
}

function sameHex(expected: string, received: string | undefined): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * True when `verify_sign` matches, and `verify_sign_sha2` too when the gateway sent one. A good signature
 * only proves who sent the fields; the validation API still decides whether anything was paid.
 */
export function hasValidSignature(fields: Readonly<Record<string, string>>, storePassword: string): boolean {
  const verifyKey = fields.verify_key;
  if (!verifyKey || !fields.verify_sign) return false;
  if (!sameHex(signatureOf(fields, verifyKey, storePassword, 'md5'), fields.verify_sign)) return false;
  const sha2 = fields.verify_sign_sha2;
  return sha2 === undefined || sha2 === ''
    ? true
    : sameHex(signatureOf(fields, verifyKey, storePassword, 'sha256'), sha2);
}

/** Signs callback fields the way the gateway does (the sandbox gateway posts back like SSLCommerz). */
export function signFields(fields: Readonly<Record<string, string>>, storePassword: string): Record<string, string> {
  const verifyKey = Object.keys(fields).sort(byteOrder).join(',');
  return {
    ...fields,
    verify_key: verifyKey,
    verify_sign: signatureOf(fields, verifyKey, storePassword, 'md5'),
    verify_sign_sha2: signatureOf(fields, verifyKey, storePassword, 'sha256'),
  };
}
