/**
 * Reads a JWT's payload without verifying it. The browser cannot verify (it has no secret) and does not need to:
 * the server checks the token on every call; the app only reads the name and role to draw the right screens.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    // Through bytes and TextDecoder, not atob alone: names may be written in Bengali (multi-byte UTF-8).
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
