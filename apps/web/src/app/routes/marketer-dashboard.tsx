import { MarketerDashboard } from '@/features/marketer/components/marketer-dashboard';
import { usePageHead } from '@/lib/page-head';

export function MarketerDashboardRoute() {
  usePageHead('head.marketerDashboard');
  return <MarketerDashboard />;
}
