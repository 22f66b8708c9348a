import { siteConfig } from '@/config/site';
import { FamilyMembers } from '@/features/family-members/components/family-members';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function PatientAddFamilyRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.addFamily', { name: siteConfig.name }), robots: 'noindex' });
  return <FamilyMembers />;
}
