import { NotFoundPanel } from '@/components/ui/not-found-panel';

/**
 * The same 404 as a missing appointment's: a room that is not this account's is not acknowledged to exist (another
 * patient, an attendant, a doctor of another appointment all read this).
 */
export function RoomNotFound() {
  return <NotFoundPanel />;
}
