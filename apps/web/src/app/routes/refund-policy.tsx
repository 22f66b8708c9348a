import { RefundPolicy } from '@/features/static-pages/components/refund-policy';
import { usePageHead } from '@/lib/page-head';
import { noServerQueries } from '../server-queries';

/** Rendered on the server: it needs no data. */
export const serverQueries = noServerQueries;

export function RefundPolicyRoute() {
  usePageHead('head.refund', 'head.refundDescription');
  return <RefundPolicy />;
}
