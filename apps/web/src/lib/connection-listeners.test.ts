import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionListeners, RECONNECT_SETTLE_MS } from './connection-listeners';

let dispatched: string[];
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  dispatched = [];
  const dispatch = ((action: UnknownAction) => {
    dispatched.push(action.type);
    return action;
  }) as ThunkDispatch<unknown, unknown, UnknownAction>;
  stop = setupListeners(dispatch, connectionListeners);
});

afterEach(() => stop());

describe('refetching when the connection comes back', () => {
  it('when the device comes back online, then queries are told a moment later, once the network has settled', () => {
    window.dispatchEvent(new Event('online'));
    expect(dispatched).toEqual([]);
    vi.advanceTimersByTime(RECONNECT_SETTLE_MS);
    expect(dispatched).toEqual(['__rtkq/online']);
  });

  it('when the connection drops again before it settles, then no refetch is started', () => {
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(RECONNECT_SETTLE_MS * 2);
    expect(dispatched).toEqual(['__rtkq/offline']);
  });

  it('when the window regains focus, then queries are told at once, as before', () => {
    window.dispatchEvent(new Event('focus'));
    expect(dispatched).toEqual(['__rtkq/focused']);
  });
});
