import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseQueryWithReauth } from '@/lib/api-client';
import type { ReportPeriod } from './get-report';

export type CsvDispatch = ThunkDispatch<never, unknown, UnknownAction>;

/**
 * GET /marketing/report.csv?from=&to= (admin), read with the session like every other call (the same refresh on an
 * expired token): the file's bytes, or null when it could not be had (the API client has toasted why).
 */
export function fetchReportCsv(period: ReportPeriod) {
  return async (dispatch: CsvDispatch, getState: () => unknown): Promise<Blob | null> => {
    const api: BaseQueryApi = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch,
      getState,
      extra: undefined,
      endpoint: 'marketingReportCsv',
      type: 'query',
    };
    const result = await baseQueryWithReauth(
      { url: '/marketing/report.csv', params: period, responseHandler: (response) => response.blob() },
      api,
      {},
    );
    return result.error ? null : (result.data as Blob);
  };
}
