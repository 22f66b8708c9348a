import { siteConfig } from '@/config/site';
import { PrivacyPolicy } from '@/features/static-pages/components/privacy-policy';
import { useDocumentHead } from '@/lib/head';
import { noServerQueries } from '../server-queries';

/** Rendered on the server: it needs no data. */
export const serverQueries = noServerQueries;

export function PrivacyPolicyRoute() {
  useDocumentHead({
    title: `Privacy Policy | ${siteConfig.name}`,
    description: `What personal and health information ${siteConfig.name} collects, why, and who can see it.`,
  });
  return <PrivacyPolicy />;
}
