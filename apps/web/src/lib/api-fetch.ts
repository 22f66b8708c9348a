/**
 * The fetch the API client sends its requests through. The browser's own, except when the server renders a page:
 * then the renderer hands in one that answers from the API in the same process (src/entry-server.tsx), before any
 * request is made.
 */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(fetchFn: typeof fetch): void {
  apiFetch = fetchFn;
}

export const fetchForApi: typeof fetch = (input, init) => apiFetch(input, init);
