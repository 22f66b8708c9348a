import { useParams } from 'react-router';
import { siteConfig } from '@/config/site';
import { WaitingBoard } from '@/features/waiting-board/components/waiting-board';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

/** /board/{token}: the waiting-room board for a TV (issue 14), outside the site's layout (no navigation, full screen). */
export function WaitingBoardRoute() {
  const { t } = useLanguage();
  // No login: the link's token is the key; boards stay out of search results.
  useDocumentHead({ title: t('head.waitingRoom', { name: siteConfig.name }), robots: 'noindex' });
  const { token = '' } = useParams();
  return <WaitingBoard token={token} />;
}
