import type { FastifyBaseLogger } from 'fastify';
import { PHARMACY_STREAM_EVENTS, type PharmacyEvent } from '@hospital/contract/pharmacy';
import type { Database } from '../../db/client.js';
import { roleMay } from '../../lib/permissions.js';
import type { AuthUser } from '../../plugins/authentication.js';
import type { Feed } from '../../platform/streams/event-stream.js';
import { sseEvent } from '../../platform/streams/server-sent-events.js';
import { StreamHub, type HubStream } from '../../platform/streams/stream-hub.js';
import { PHARMACY_ORDERS_CHANNEL, type OrderChange } from './order-events.js';

// A few tabs per person: the pharmacist's orders page and an order open beside it, say.
const STREAMS_PER_USER = 5;

/** One open stream: whose, and which orders' changes it carries. */
type PharmacyListener = HubStream & {
  userId: string;
  /** `pharmacy`: every order (pharmacist, admin); `rider`: those assigned to them and their own; `own`: their own. */
  sees: 'pharmacy' | 'rider' | 'own';
};

function mayHear(listener: PharmacyListener, change: OrderChange): boolean {
  if (listener.sees === 'pharmacy') return true;
  if (listener.sees === 'rider' && change.riderId === listener.userId) return true;
  return change.accountIds.includes(listener.userId);
}

/**
 * The pharmacy's live events (a StreamHub): each process LISTENs on `pharmacy_orders` and writes `order` events
 * `{orderId, state, version}` to its own open streams that may see that order: the pharmacy's every order, a rider's
 * the orders assigned to them, any other account's the orders it placed or holds (a family member's). The event
 * carries no more than that: the pages read the order again through the routes, which check who may read what.
 */
export class PharmacyEvents extends StreamHub<PharmacyListener> {
  constructor(private readonly options: { database: Database; log: FastifyBaseLogger }) {
    super(options.database);
  }

  protected channels() {
    return { [PHARMACY_ORDERS_CHANNEL]: (payload: string) => this.changed(payload) };
  }

  /** The caller's stream of the changes of the orders they may see. */
  feed(caller: AuthUser): Feed {
    const sees = roleMay(caller.role, 'pharmacy') ? 'pharmacy' : caller.role === 'deliveryboy' ? 'rider' : 'own';
    return (sink) => this.subscribe({ owner: `user:${caller.id}`, sink, userId: caller.id, sees }, STREAMS_PER_USER);
  }

  private changed(payload: string): void {
    let change: OrderChange;
    try {
      change = JSON.parse(payload) as OrderChange;
    } catch (err) {
      this.options.log.warn({ err }, 'unreadable pharmacy order change');
      return;
    }
    if (!Array.isArray(change.accountIds)) return;
    const event: PharmacyEvent = {
      orderId: change.orderId,
      state: change.state as PharmacyEvent['state'],
      version: change.version,
    };
    const chunk = sseEvent(PHARMACY_STREAM_EVENTS.order, event);
    for (const listener of this.listeners) if (mayHear(listener, change)) listener.sink.write(chunk);
  }
}
