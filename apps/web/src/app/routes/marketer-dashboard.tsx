import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { MarketerDashboard } from '@/features/marketer/components/marketer-dashboard';
import { usePageHead } from '@/lib/page-head';

export function MarketerDashboardRoute() {
  usePageHead('head.marketerDashboard');
  // The app layer joins the two features (STYLE: no imports between features): the marketer's work is theirs alone.
  const isMarketer = useSelector(selectCurrentUser)?.role === 'marketer';
  return <MarketerDashboard isMarketer={isMarketer} />;
}
