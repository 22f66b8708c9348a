import { FamilyMembers } from '@/features/family-members/components/family-members';
import { usePageHead } from '@/lib/page-head';

export function PatientAddFamilyRoute() {
  usePageHead('head.addFamily');
  return <FamilyMembers />;
}
