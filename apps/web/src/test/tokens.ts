import type { AccessTokenClaims } from '@hospital/contract/auth';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned token with our claims: the browser never verifies signatures, so tests need none. */
export function fakeAccessToken(claims: Partial<AccessTokenClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: AccessTokenClaims = {
    sub: '0123456789abcdef01234567',
    sid: 'f0f0f0f0f0f0f0f0f0f0f0f0',
    userName: 'Rahima Akter',
    role: 'patient',
    patientId: 'P2600123',
    email: 'rahima@example.com',
    iat: now,
    exp: now + 900,
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
