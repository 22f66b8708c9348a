import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { currentLanguage } from '@/i18n/i18n';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { toastApiError } from './api-errors';
import { fetchForApi } from './api-fetch';
import { loggedOut, selectToken, tokenRefreshed } from './session';

/**
 * The spec's cache groups (docs/product-spec.md §3), one RTK Query tag each, then the administration screens' own.
 * `callgogs` is spelled as the spec spells it.
 */
export const TAG_TYPES = [
  'appointments',
  'currentUserAppointments',
  'currentDoctorAppointments',
  'doctors',
  'notifications',
  'callbacks',
  'emergencySlotRequests',
  'patientsWithContact',
  'callgogs',
  'singleDoctorData',
  'mfaStatus',
  'managedDoctors',
  'doctorLeave',
  'staffAccounts',
  'medicines',
  'auditTrail',
  'boardLinks',
  'familyMembers',
  'phoneProof',
  'marketerReferrals',
  'stations',
  'marketers',
  'pharmacyOrders',
  'deliveries',
  'pharmacyStock',
] as const;

export type TagName = (typeof TAG_TYPES)[number];

/**
 * A query whose screen wants the success envelope's `data` (docs/architecture.md §2), cached under `providesTags`.
 * `build.query<Result, Arg>(envelopeQuery(...))` infers both from the endpoint.
 */
export function envelopeQuery<Result, Arg>(query: (arg: Arg) => string | FetchArgs, providesTags: TagName[] = []) {
  return { query, transformResponse: (response: SuccessEnvelope<Result>) => response.data, providesTags };
}

/** A mutation that posts its argument as the JSON body; a success refetches `invalidatesTags`. */
export function jsonPost<Body>(url: string, invalidatesTags: TagName[] = []) {
  return { query: (body: Body) => ({ url, method: 'POST', body }), invalidatesTags };
}

/** A request to `url` with `method`, and the JSON `body` where the call has one. */
export function request(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): FetchArgs {
  return body === undefined ? { url, method } : { url, method, body };
}

/** Per-endpoint options. `toastErrors: false` lets a screen that shows its own errors opt out of the toasts. */
export type ApiExtraOptions = { toastErrors?: boolean };

// Absolute, built from location.origin: Node's Request (used under jsdom in tests) rejects relative URLs.
// Same origin in production (the API serves the app) and through Vite's proxy in development. A page rendered on the
// server has no location; its requests go to the API in the same process, which reads only the path.
export const API_BASE_URL = `${globalThis.location?.origin ?? 'http://localhost'}/api/v1`;

/** Rendering on the server: no toasts (nobody would see them), and the data travels to the browser with the page. */
const ON_SERVER = typeof window === 'undefined';

/** The action that hands the data a server-rendered page was built from to the browser's store (src/main.tsx). */
export const SERVER_DATA_RECEIVED = 'ssr/dataReceived';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  fetchFn: fetchForApi,
  credentials: 'include', // the refresh token is an httpOnly cookie scoped to /api/v1/auth
  timeout: 30_000,
  prepareHeaders: (headers, { getState }) => {
    const token = selectToken(getState());
    // The spec sends the raw token, without a "Bearer" prefix (the API accepts both).
    if (token) headers.set('authorization', token);
    // The API's sentences (messages, validation) come back in the language on screen (docs/decisions/0019).
    headers.set('accept-language', currentLanguage());
    return headers;
  },
});

type RefreshData = SuccessEnvelope<{ accessToken: string }>;

// The mutex: while one refresh is in flight every other 401 waits for it instead of starting its own.
// The refresh token rotates on every use (docs/architecture.md §6), so a second concurrent refresh would present an
// already-rotated token and make the server revoke the whole session.
let refreshInFlight: Promise<string | null> | null = null;

function refreshAccessToken(api: BaseQueryApi): Promise<string | null> {
  refreshInFlight ??= (async () => {
    try {
      // A signal of its own: aborting the request that happened to start the refresh must not abort it for the others.
      const refreshApi = { ...api, signal: new AbortController().signal };
      const result = await rawBaseQuery({ url: '/auth/refresh-token', method: 'POST' }, refreshApi, {});
      const token = (result.data as RefreshData | undefined)?.data?.accessToken;
      if (typeof token === 'string' && token !== '') {
        api.dispatch(tokenRefreshed(token));
        return token;
      }
      api.dispatch(loggedOut({ reason: 'expired' }));
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

// Calls under /auth/ answer 401 for wrong credentials or a dead refresh cookie: refreshing cannot help them. The
// two-step sign-in settings under /auth/mfa are ordinary signed-in calls and do refresh.
const isAuthCall = (args: string | FetchArgs) => /^auth\/(?!mfa)/.test(urlOf(args).replace(/^\//, ''));

/**
 * docs/product-spec.md §4: on a 401 try one refresh; if an access token comes back, store it and retry the request once,
 * otherwise log out (the UI slice opens the login dialog). Then docs/product-spec.md §8: toast whatever error remains.
 */
export const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions = {}) => {
  const tokenSent = selectToken(api.getState());
  let result = await rawBaseQuery(args, api, extraOptions);

  if (result.error?.status === 401 && !isAuthCall(args)) {
    const tokenNow = selectToken(api.getState());
    // If another request already refreshed (or logged out) since this one was sent, do not refresh again.
    const freshToken =
      refreshInFlight !== null
        ? await refreshInFlight
        : tokenNow !== tokenSent
          ? tokenNow
          : await refreshAccessToken(api);
    if (freshToken) result = await rawBaseQuery(args, api, extraOptions);
  }

  // An aborted request (component unmounted, superseded query) is not an error the user needs to see.
  if (result.error && extraOptions.toastErrors !== false && !api.signal.aborted && !ON_SERVER) {
    toastApiError(result.error);
  }
  return result;
};

type ServerDataAction = { type: typeof SERVER_DATA_RECEIVED; payload: Record<string, unknown> };

function isServerData(action: unknown): action is ServerDataAction {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === SERVER_DATA_RECEIVED;
}

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60, // docs/product-spec.md §9: unused data is kept 60 seconds
  // Back online after a drop, whatever is on screen asks again: a page that could not load its data fills in by
  // itself, and one that was shown from the offline copy is brought up to date (src/app/layouts/offline-notice.tsx).
  refetchOnReconnect: true,
  // A server-rendered page carries the answers it was built from; the browser's cache starts with them instead of
  // asking again (docs/decisions/0017-server-rendered-public-pages.md).
  extractRehydrationInfo: (action, { reducerPath }) =>
    isServerData(action) ? (action.payload[reducerPath] as never) : undefined,
  // Features add their endpoints with baseApi.injectEndpoints, one file per call.
  endpoints: () => ({}),
});
