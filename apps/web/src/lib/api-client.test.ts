import { configureStore, createReducer } from '@reduxjs/toolkit';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refused } from '@/test/http';
import { jsonResponse } from '@/test/tokens';
import { API_BASE_URL, baseApi } from './api-client';
import { NOT_FOUND_FALLBACK, TRANSPORT_MESSAGES } from './api-errors';
import { loggedOut, tokenRefreshed } from './session';

// A stand-in for the auth feature's slice: the client must work with any reducer that answers to the
// shared session actions, and shared code is tested without importing a feature.
type TestAuth = { token: string | null; loggedOutCount: number };
const testAuthReducer = createReducer<TestAuth>({ token: null, loggedOutCount: 0 }, (builder) => {
  builder
    .addCase(tokenRefreshed, (state, action) => ({ ...state, token: action.payload }))
    .addCase(loggedOut, (state) => ({ token: null, loggedOutCount: state.loggedOutCount + 1 }));
});

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (id) => `/probe/${id}` }),
    quietProbe: build.query<unknown, string>({ query: (id) => `/probe/${id}`, extraOptions: { toastErrors: false } }),
  }),
});

function makeTestStore(token: string | null = 'old-token') {
  return configureStore({
    reducer: { auth: testAuthReducer, [baseApi.reducerPath]: baseApi.reducer },
    preloadedState: { auth: { token, loggedOutCount: 0 } },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

type Handler = (request: Request) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

function serve(handler: Handler) {
  fetchMock = vi.fn(async (request: Request) => handler(request));
  vi.stubGlobal('fetch', fetchMock);
}

const path = (request: Request) => request.url.slice(API_BASE_URL.length);
const calls = (suffix: string) => fetchMock.mock.calls.filter(([request]) => path(request) === suffix);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('baseQueryWithReauth', () => {
  it('when a call gets 401 and the refresh succeeds, then it stores the new token and retries the call once', async () => {
    serve((request) => {
      if (path(request) === '/auth/refresh-token')
        return jsonResponse(200, { success: true, data: { accessToken: 'new-token' } });
      return request.headers.get('authorization') === 'new-token'
        ? jsonResponse(200, { success: true, data: 'fresh' })
        : jsonResponse(401, { success: false, message: 'Token expired', errorSources: [] });
    });
    const store = makeTestStore();

    const result = await store.dispatch(testApi.endpoints.probe.initiate('a'));

    expect(result.data).toEqual({ success: true, data: 'fresh' });
    expect(store.getState().auth.token).toBe('new-token');
    expect(calls('/auth/refresh-token')).toHaveLength(1);
    expect(calls('/probe/a').map(([request]) => request.headers.get('authorization'))).toEqual([
      'old-token',
      'new-token',
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('when the refresh fails, then the session is logged out and the call is not retried', async () => {
    serve(() => jsonResponse(401, { success: false, message: 'Please log in again.', errorSources: [] }));
    const store = makeTestStore();

    const result = await store.dispatch(testApi.endpoints.probe.initiate('a'));

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toEqual({ token: null, loggedOutCount: 1 });
    expect(calls('/probe/a')).toHaveLength(1);
    expect(calls('/auth/refresh-token')).toHaveLength(1);
  });

  it('when two calls get 401 at the same time, then one refresh serves both', async () => {
    const refresh = deferred<Response>();
    serve((request) => {
      if (path(request) === '/auth/refresh-token') return refresh.promise;
      return request.headers.get('authorization') === 'new-token'
        ? jsonResponse(200, { success: true, data: path(request) })
        : jsonResponse(401, { success: false, message: 'Token expired', errorSources: [] });
    });
    const store = makeTestStore();

    const both = Promise.all([
      store.dispatch(testApi.endpoints.probe.initiate('a')),
      store.dispatch(testApi.endpoints.probe.initiate('b')),
    ]);
    await vi.waitFor(() => expect(calls('/auth/refresh-token')).toHaveLength(1));
    refresh.resolve(jsonResponse(200, { success: true, data: { accessToken: 'new-token' } }));
    const [a, b] = await both;

    expect(a.data).toEqual({ success: true, data: '/probe/a' });
    expect(b.data).toEqual({ success: true, data: '/probe/b' });
    expect(calls('/auth/refresh-token')).toHaveLength(1);
  });

  it('when a 401 for the old token arrives after another call already refreshed, then it retries without refreshing again', async () => {
    const lateAnswer = deferred<Response>();
    serve((request) => {
      if (path(request) === '/auth/refresh-token')
        return jsonResponse(200, { success: true, data: { accessToken: 'new-token' } });
      if (request.headers.get('authorization') === 'new-token')
        return jsonResponse(200, { success: true, data: path(request) });
      if (path(request) === '/probe/late') return lateAnswer.promise;
      return jsonResponse(401, { success: false, message: 'Token expired', errorSources: [] });
    });
    const store = makeTestStore();

    const late = store.dispatch(testApi.endpoints.probe.initiate('late'));
    await store.dispatch(testApi.endpoints.probe.initiate('early'));
    lateAnswer.resolve(jsonResponse(401, { success: false, message: 'Token expired', errorSources: [] }));

    expect((await late).data).toEqual({ success: true, data: '/probe/late' });
    expect(calls('/auth/refresh-token')).toHaveLength(1);
  });

  it('when the login call itself gets 401, then no refresh is tried', async () => {
    serve(() => jsonResponse(401, { success: false, message: 'Invalid email or password', errorSources: [] }));
    const store = makeTestStore(null);
    const authProbe = baseApi.injectEndpoints({
      endpoints: (build) => ({
        fakeLogin: build.mutation<unknown, void>({ query: () => ({ url: '/auth/login', method: 'POST' }) }),
      }),
    });

    await store.dispatch(authProbe.endpoints.fakeLogin.initiate());

    expect(calls('/auth/refresh-token')).toHaveLength(0);
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password', expect.anything());
  });
});

describe('error toasts (docs/product-spec.md §8)', () => {
  it('when the server sends errorSources, then each message is its own 2-second error toast', async () => {
    serve(() =>
      refused(400, 'Validation failed', [
        { path: 'contact', message: 'Contact number must be 11 digits long' },
        { path: 'email', message: 'Invalid email' },
      ]),
    );

    await makeTestStore().dispatch(testApi.endpoints.probe.initiate('a'));

    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenNthCalledWith(
      1,
      'Contact number must be 11 digits long',
      expect.objectContaining({ duration: 6000 }),
    );
    expect(toast.error).toHaveBeenNthCalledWith(2, 'Invalid email', expect.objectContaining({ duration: 6000 }));
  });

  it('when there are no errorSources, then the server message is toasted', async () => {
    serve(() => refused(409, 'This email is already registered.'));

    await makeTestStore().dispatch(testApi.endpoints.probe.initiate('a'));

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      'This email is already registered.',
      expect.objectContaining({ duration: 6000 }),
    );
  });

  it("when a 404 carries no message, then 'Thank You...' is toasted", async () => {
    serve(() => new Response(null, { status: 404 }));

    await makeTestStore().dispatch(testApi.endpoints.probe.initiate('a'));

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(NOT_FOUND_FALLBACK, expect.anything());
    expect(NOT_FOUND_FALLBACK).toBe('Thank You...');
  });

  it('when a 404 carries a message, then that message is toasted', async () => {
    serve(() => refused(404, 'Doctor not found'));

    await makeTestStore().dispatch(testApi.endpoints.probe.initiate('a'));

    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Doctor not found', expect.anything());
  });

  it('when the server cannot be reached, then a readable message is toasted', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));

    await makeTestStore().dispatch(testApi.endpoints.probe.initiate('a'));

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(TRANSPORT_MESSAGES.FETCH_ERROR, expect.anything());
  });

  it('when the answer is not JSON, then the parsing message is toasted', async () => {
    serve(
      () => new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'application/json' } }),
    );

    await makeTestStore().dispatch(testApi.endpoints.probe.initiate('a'));

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(TRANSPORT_MESSAGES.PARSING_ERROR, expect.anything());
  });

  it('when an endpoint opts out with toastErrors: false, then nothing is toasted', async () => {
    serve(() => refused(400, 'Nope'));

    const result = await makeTestStore().dispatch(testApi.endpoints.quietProbe.initiate('a'));

    expect(result.error).toMatchObject({ status: 400 });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
