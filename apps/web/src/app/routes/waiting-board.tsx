import { useParams } from 'react-router';
import { WaitingBoard } from '@/features/waiting-board/components/waiting-board';
import { usePageHead } from '@/lib/page-head';

/** /board/{token}: the waiting-room board for a TV, outside the site's layout (no navigation, full screen). */
export function WaitingBoardRoute() {
  // No login: the link's token is the key; boards stay out of search results.
  usePageHead('head.waitingRoom');
  const { token = '' } = useParams();
  return <WaitingBoard token={token} />;
}
