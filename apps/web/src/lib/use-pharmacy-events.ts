import { PHARMACY_STREAM_EVENTS, type PharmacyEvent } from '@hospital/contract/pharmacy';
import { useDispatch } from 'react-redux';
import { API_BASE_URL, baseApi, type TagName } from './api-client';
import { useStaffStream } from './use-staff-stream';

const STREAM_URL = `${API_BASE_URL}/pharmacy/events`;

/** What to read again: the cache tags of the page's queries, or the page's own refetch. */
type Reload = readonly TagName[] | (() => unknown);

/**
 * GET /pharmacy/events while mounted and `enabled`: the server sends an `order` event after each change of an order
 * the caller may see (their own, a rider's assigned ones, every order for the pharmacy). The event carries only the
 * order's id, state and version, so the page reads what it shows again, on every event and on every (re)connection,
 * since changes made while disconnected were not sent. Tags are the safer choice: an RTK Query `refetch` throws when
 * its query has not started yet (a stream that opens before the first fetch, or outlives it).
 */
export function usePharmacyEvents(reload: Reload, enabled = true) {
  const dispatch = useDispatch();
  const readAgain = async () => {
    if (typeof reload === 'function') {
      await Promise.resolve()
        .then(reload)
        .catch(() => undefined);
    } else {
      dispatch(baseApi.util.invalidateTags([...reload]));
    }
  };
  useStaffStream<PharmacyEvent>({
    url: STREAM_URL,
    follow: enabled ? 'pharmacy orders' : null,
    eventName: PHARMACY_STREAM_EVENTS.order,
    refetch: readAgain,
    onData: () => void readAgain(),
  });
}
