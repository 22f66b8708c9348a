import { siteConfig } from '@/config/site';
import { MarketerDashboard } from '@/features/marketer/components/marketer-dashboard';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function MarketerDashboardRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.marketerDashboard', { name: siteConfig.name }), robots: 'noindex' });
  return <MarketerDashboard />;
}
