import type { MarketerDashboard } from '@hospital/contract/marketing';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { marketerFigures } from '../marketing/marketing.service.js';
import { ownSlotRequests } from '../slot-requests/slot-requests.service.js';

/**
 * The marketer's dashboard puts two modules side by side: marketing's figures by week and by station, and the
 * emergency slot requests the marketer filed over the same weeks. It lives apart from both so that neither imports
 * the other (a slot request asks marketing which stations are active).
 */
export async function marketerDashboard(ctx: AppContext, caller: AuthUser, weeks: number): Promise<MarketerDashboard> {
  const { since, ...figures } = await marketerFigures(ctx, caller, weeks);
  return { ...figures, slotRequests: await ownSlotRequests(ctx.db, caller.id, since) };
}
