import { siteConfig } from '@/config/site';
import { FamilyMembers } from '@/features/family-members/components/family-members';
import { useDocumentHead } from '@/lib/head';

export function PatientAddFamilyRoute() {
  useDocumentHead({ title: `Add Family | ${siteConfig.name}`, robots: 'noindex' });
  return <FamilyMembers />;
}
