import { siteConfig } from '@/config/site';
import { PrivacyPolicy } from '@/features/static-pages/components/privacy-policy';
import { useDocumentHead } from '@/lib/head';

export function PrivacyPolicyRoute() {
  useDocumentHead({
    title: `Privacy Policy | ${siteConfig.name}`,
    description: `What personal and health information ${siteConfig.name} collects, why, and who can see it.`,
  });
  return <PrivacyPolicy />;
}
