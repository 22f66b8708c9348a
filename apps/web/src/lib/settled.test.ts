import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_AFTER_MS, whenSettled } from './settled';

describe('whenSettled (the extras wait until the page has settled)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when the page has loaded, then nothing starts before SETTLE_AFTER_MS from its opening, and it starts once then', () => {
    const start = vi.fn();
    vi.advanceTimersByTime(1000);
    whenSettled(start);
    vi.advanceTimersByTime(SETTLE_AFTER_MS - 1000 - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(start).toHaveBeenCalledOnce();
  });

  it('when the page is opened long after it loaded (a tab kept open), then it starts at once', () => {
    vi.advanceTimersByTime(SETTLE_AFTER_MS + 1);
    const start = vi.fn();
    whenSettled(start);
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledOnce();
  });

  it('when the page is still loading, then it waits for the load event first', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const start = vi.fn();
    whenSettled(start);
    vi.advanceTimersByTime(SETTLE_AFTER_MS * 2);
    expect(start).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledOnce();
  });

  it('when it is cancelled (the page left), then it never starts', () => {
    const start = vi.fn();
    const cancel = whenSettled(start);
    cancel();
    vi.advanceTimersByTime(SETTLE_AFTER_MS * 2);
    expect(start).not.toHaveBeenCalled();
  });
});
