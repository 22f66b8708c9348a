import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseQueryWithReauth } from './api-client';

/** A dispatch that runs thunks. */
export type AttachmentDispatch = ThunkDispatch<never, unknown, UnknownAction>;

const API_PREFIX = /^\/api\/v1(?=\/)/;

/**
 * The bytes of a consultation's chat file, read with the session like every other call (the same refresh on an
 * expired token), as an object URL for an <img> or a download link. The caller revokes it. Null when it cannot be
 * read. Shared by the consultation room's chat and the doctor's records of earlier visits.
 */
export function fetchAttachmentUrl(url: string, signal: AbortSignal) {
  return async (dispatch: AttachmentDispatch, getState: () => unknown): Promise<string | null> => {
    const api: BaseQueryApi = {
      signal,
      abort: () => undefined,
      dispatch,
      getState,
      extra: undefined,
      endpoint: 'chatAttachment',
      type: 'query',
    };
    const result = await baseQueryWithReauth(
      { url: url.replace(API_PREFIX, ''), responseHandler: (response) => response.blob() },
      api,
      { toastErrors: false },
    );
    return result.error ? null : URL.createObjectURL(result.data as Blob);
  };
}
