import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Notification } from '@hospital/contract/notifications';
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { API_BASE_URL } from '@/lib/api-client';
import { selectToken } from '@/lib/session';
import { notificationsApi } from '../api/get-notifications';
import { runNotificationStream } from '../utils/notification-stream';

// `never` as the state: this hook dispatches only the API's own thunks, whichever root state holds the API slice.
type AppThunkDispatch = ThunkDispatch<never, unknown, UnknownAction>;

const STREAM_URL = `${API_BASE_URL}/notification/stream`;

/**
 * Keeps the live stream open while mounted, so the bell's count follows new notifications without a reload.
 * The staff navigation that calls it unmounts on logout or a change of role, which aborts the stream
 * (docs/product-spec.md §6: attendants and admins only).
 */
export function useNotificationStream() {
  const dispatch = useDispatch<AppThunkDispatch>();
  const store = useStore();

  useEffect(() => {
    const controller = new AbortController();
    const refetch = () =>
      dispatch(
        notificationsApi.endpoints.getNotifications.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );

    const addNotification = (notification: Notification) => {
      let cached = false;
      dispatch(
        notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
          cached = true;
          if (!draft.some((item) => item._id === notification._id)) draft.unshift(notification);
        }),
      );
      // Before the first load has landed there is no list to add to, and that load may have been answered just
      // before this notification was written: fetch again rather than risk missing it.
      if (!cached) void refetch();
    };

    void runNotificationStream({
      url: STREAM_URL,
      getToken: () => selectToken(store.getState()),
      onReady: () => void refetch(),
      onNotification: addNotification,
      // GET /notification goes through the base query, whose 401 handling refreshes the access token.
      refreshSession: refetch,
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [dispatch, store]);
}
