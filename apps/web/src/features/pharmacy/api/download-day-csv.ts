import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ReportSection } from '@hospital/contract/pharmacy';
import { baseQueryWithReauth } from '@/lib/api-client';

export type CsvDispatch = ThunkDispatch<never, unknown, UnknownAction>;

/**
 * GET /pharmacy/reports/day.csv?date=&section=, read with the session like every other call (the same refresh on an
 * expired token): the file's bytes, or null when it could not be had (the API client has toasted why).
 */
export function fetchDayCsv(date: string, section: ReportSection) {
  return async (dispatch: CsvDispatch, getState: () => unknown): Promise<Blob | null> => {
    const api: BaseQueryApi = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch,
      getState,
      extra: undefined,
      endpoint: 'pharmacyDayCsv',
      type: 'query',
    };
    const result = await baseQueryWithReauth(
      {
        url: '/pharmacy/reports/day.csv',
        params: { date, section },
        responseHandler: (response) => response.blob(),
      },
      api,
      {},
    );
    return result.error ? null : (result.data as Blob);
  };
}
