import { siteConfig } from '@/config/site';
import { RefundPolicy } from '@/features/static-pages/components/refund-policy';
import { useDocumentHead } from '@/lib/head';
import { noServerQueries } from '../server-queries';

/** Rendered on the server: it needs no data. */
export const serverQueries = noServerQueries;

export function RefundPolicyRoute() {
  useDocumentHead({
    title: `Return and Refund Policy | ${siteConfig.name}`,
    description: `When and how ${siteConfig.name} refunds payments: within 7 days of verification, to the account that paid.`,
  });
  return <RefundPolicy />;
}
