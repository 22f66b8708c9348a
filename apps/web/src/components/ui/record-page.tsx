import type { ReactNode } from 'react';
import { RecordStates, type RecordQuery } from './record-states';

type RecordPageProps<Data> = {
  /** The record's query: `currentData` is the record of the current argument only, never an earlier one's. */
  query: RecordQuery & { currentData?: Data };
  /** What screen readers hear while it loads, and the page's shape in grey bars (see SkeletonBars). */
  loading: { label: string; bars: readonly string[] };
  /** What failed to load, as the sentence's subject: "The order". */
  what: string;
  /** The page once its record is there. */
  children: (record: Data) => ReactNode;
};

/** A one-record page: the record once it is there, and until then its loading, not-found or failed state. */
export function RecordPage<Data>({ query, loading, what, children }: RecordPageProps<Data>) {
  if (query.currentData === undefined) return <RecordStates query={query} loading={loading} what={what} />;
  return children(query.currentData);
}
