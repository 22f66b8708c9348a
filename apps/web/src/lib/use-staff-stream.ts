import { useEffect, useEffectEvent } from 'react';
import { useStore } from 'react-redux';
import { runEventStream } from './event-stream';
import { selectToken } from './session';

type StaffStreamOptions<T> = {
  url: string;
  /** The stream is followed while this is not null, and opened again when it changes (another doctor or day). */
  follow: string | null;
  /** The one event type the caller reads; the others are passed over. */
  eventName: string;
  /** Reads the shown data again: on (re)connection, since changes while disconnected were not sent, and after a session refresh. */
  refetch: () => PromiseLike<unknown>;
  /** Each event of `eventName`, its JSON data parsed. */
  onData: (data: T) => void;
};

/** A signed-in staff member's server-sent event stream, with the session's token, kept open while mounted. */
export function useStaffStream<T>({ url, follow, eventName, refetch, onData }: StaffStreamOptions<T>) {
  const store = useStore();
  const reload = useEffectEvent(refetch);
  const receive = useEffectEvent(onData);

  useEffect(() => {
    if (follow === null) return;
    const controller = new AbortController();
    void runEventStream({
      url,
      getToken: () => selectToken(store.getState()),
      onReady: () => void reload(),
      onEvent: (event, data) => {
        if (event === eventName) receive(JSON.parse(data) as T);
      },
      refreshSession: () => reload(),
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [store, url, follow, eventName]);
}
