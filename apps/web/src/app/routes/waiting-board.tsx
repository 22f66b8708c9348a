import { useParams } from 'react-router';
import { siteConfig } from '@/config/site';
import { WaitingBoard } from '@/features/waiting-board/components/waiting-board';
import { useDocumentHead } from '@/lib/head';

// No login: the link's token is the key; boards stay out of search results.
const HEAD = { title: `Waiting room | ${siteConfig.name}`, robots: 'noindex' };

/** /board/{token}: the waiting-room board for a TV (issue 14), outside the site's layout (no navigation, full screen). */
export function WaitingBoardRoute() {
  useDocumentHead(HEAD);
  const { token = '' } = useParams();
  return <WaitingBoard token={token} />;
}
