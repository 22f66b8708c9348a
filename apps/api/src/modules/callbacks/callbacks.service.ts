import type { Callback, CreateCallbackInput } from '@hospital/contract/callbacks';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { findCallback, insertCallback, listCallbacks, recordAnswer, type CallbackRow } from './callbacks.repository.js';

export const CALLBACK_NOT_FOUND = 'Callback request not found.';
// The desk reads the whole list at once (docs/product-spec.md §2, callback screen); the cap bounds the response (docs/architecture.md §12).
export const MAX_CALLBACKS = 500;

/** The request's own fields (name, contact, message, remarks) pass as stored. */
export function toCallbackDto({ id, answeredByName, answeredAt, createdAt, ...fields }: CallbackRow): Callback {
  return {
    _id: id,
    ...fields,
    answeredBy: answeredByName === null ? null : { name: answeredByName },
    answeredAt: answeredAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

export async function allCallbacks(db: DbOrTx): Promise<Callback[]> {
  return (await listCallbacks(db, MAX_CALLBACKS)).map(toCallbackDto);
}

/**
 * Records the caller's remarks on a callback (docs/architecture.md §15). A second answer overwrites the remarks,
 * the answerer and the time: the card shows the latest conversation, and the spec keeps no history of calls.
 */
export async function answerCallback(db: DbOrTx, caller: AuthUser, id: string, remarks: string): Promise<Callback> {
  if (!(await recordAnswer(db, id, { remarks, answeredBy: caller.id }))) throw AppError.notFound(CALLBACK_NOT_FOUND);
  const row = await findCallback(db, id);
  if (!row) throw AppError.notFound(CALLBACK_NOT_FOUND);
  return toCallbackDto(row);
}

/** A visitor asks to be called back; the request and the desk's notification exist together or not at all. */
export async function requestCallback(
  ctx: AppContext,
  input: CreateCallbackInput,
  userId: string | null,
): Promise<void> {
  const notice = await ctx.db.transaction(async (tx) => {
    await insertCallback(tx, { ...input, userId });
    return ctx.notifier.write(
      { message: `New callback request from ${input.name}.`, link: '/attendant/callback-requests' },
      tx,
    );
  });
  ctx.notifier.announce(notice);
}
