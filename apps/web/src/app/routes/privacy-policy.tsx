import { PrivacyPolicy } from '@/features/static-pages/components/privacy-policy';
import { usePageHead } from '@/lib/page-head';
import { noServerQueries } from '../server-queries';

/** Rendered on the server: it needs no data. */
export const serverQueries = noServerQueries;

export function PrivacyPolicyRoute() {
  usePageHead('head.privacy', 'head.privacyDescription');
  return <PrivacyPolicy />;
}
