import type { Location } from 'react-router';

/** Router state the guard leaves behind when it sends a logged-out visitor to '/'. */
export type RedirectState = { from: Pick<Location, 'pathname' | 'search' | 'hash'> };

export function redirectState(location: Location): RedirectState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The path to return to after login, if the current history entry carries one. */
export function fromLocation(state: unknown): string | undefined {
  const from = (state as Partial<RedirectState> | null)?.from;
  if (!from || typeof from.pathname !== 'string') return undefined;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
