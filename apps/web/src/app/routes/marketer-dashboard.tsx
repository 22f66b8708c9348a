import { siteConfig } from '@/config/site';
import { MarketerDashboard } from '@/features/marketer/components/marketer-dashboard';
import { useDocumentHead } from '@/lib/head';

export function MarketerDashboardRoute() {
  useDocumentHead({ title: `Marketer Dashboard | ${siteConfig.name}`, robots: 'noindex' });
  return <MarketerDashboard />;
}
