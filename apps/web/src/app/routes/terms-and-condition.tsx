import { siteConfig } from '@/config/site';
import { TermsAndConditions } from '@/features/static-pages/components/terms-and-conditions';
import { useDocumentHead } from '@/lib/head';
import { noServerQueries } from '../server-queries';

/** Rendered on the server: it needs no data. */
export const serverQueries = noServerQueries;

export function TermsAndConditionRoute() {
  useDocumentHead({
    title: `Terms and Conditions | ${siteConfig.name}`,
    description: `The terms for booking appointments, online consultations and payments at ${siteConfig.name}, Dhaka.`,
  });
  return <TermsAndConditions />;
}
