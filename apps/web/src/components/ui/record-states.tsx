import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { LoadFailed } from './list-states';
import { NotFoundPanel } from './not-found-panel';
import { SkeletonBars } from './skeleton-bars';

/** What a query hook for one record answers while the record is not there (an RTK Query result fits). */
export type RecordQuery = {
  error?: FetchBaseQueryError | SerializedError;
  isFetching: boolean;
  refetch: () => unknown;
};

type RecordStatesProps = {
  query: RecordQuery;
  /** What screen readers hear while it loads, and the page's shape in grey bars (see SkeletonBars). */
  loading: { label: string; bars: readonly string[] };
  /** What failed to load, as the sentence's subject: "The order". */
  what: string;
};

/**
 * A one-record page before its record is there: loading; not found when the server says 404 (or 400, for an id that
 * cannot be one), which also covers a record the reader may not see; or failed, with a retry.
 */
export function RecordStates({ query, loading, what }: RecordStatesProps) {
  const { error, isFetching, refetch } = query;
  if (isFetching || !error)
    return (
      <div className="mx-auto max-w-3xl px-4 py-6" role="status" aria-label={loading.label}>
        <SkeletonBars bars={loading.bars} />
      </div>
    );
  const status = 'status' in error ? error.status : undefined;
  if (status === 404 || status === 400) return <NotFoundPanel />;
  return <LoadFailed what={what} onRetry={() => void refetch()} className="py-16" />;
}
