import { siteConfig } from '@/config/site';
import { TermsAndConditions } from '@/features/static-pages/components/terms-and-conditions';
import { useDocumentHead } from '@/lib/head';

export function TermsAndConditionRoute() {
  useDocumentHead({
    title: `Terms and Conditions | ${siteConfig.name}`,
    description: `The terms for booking appointments, online consultations and payments at ${siteConfig.name}, Dhaka.`,
  });
  return <TermsAndConditions />;
}
