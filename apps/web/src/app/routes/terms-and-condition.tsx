import { TermsAndConditions } from '@/features/static-pages/components/terms-and-conditions';
import { usePageHead } from '@/lib/page-head';
import { noServerQueries } from '../server-queries';

/** Rendered on the server: it needs no data. */
export const serverQueries = noServerQueries;

export function TermsAndConditionRoute() {
  usePageHead('head.terms', 'head.termsDescription');
  return <TermsAndConditions />;
}
