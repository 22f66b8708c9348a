import type { Preferences, UpdatePreferencesInput } from '@hospital/contract/patients';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { findPatientById, holderOfAccount, setAccountLanguage, setSmsOptOut } from './patients.repository.js';

/** The caller's SMS language (on the account) and opt-out (on their patient record, covering their family's bookings). */
export async function preferencesOf(ctx: AppContext, caller: AuthUser): Promise<Preferences> {
  const account = await holderOfAccount(ctx.db, caller.id);
  const patient = account ? await findPatientById(ctx.db, account.patientRef) : undefined;
  if (!account || !patient) throw AppError.unauthorized();
  return { language: account.language as Preferences['language'], smsOptOut: patient.smsOptOut };
}

export async function updatePreferences(
  ctx: AppContext,
  caller: AuthUser,
  input: UpdatePreferencesInput,
): Promise<Preferences> {
  const account = await holderOfAccount(ctx.db, caller.id);
  if (!account) throw AppError.unauthorized();
  await ctx.db.transaction(async (tx) => {
    if (input.language !== undefined) await setAccountLanguage(tx, caller.id, input.language);
    if (input.smsOptOut !== undefined) await setSmsOptOut(tx, account.patientRef, input.smsOptOut);
  });
  return preferencesOf(ctx, caller);
}
