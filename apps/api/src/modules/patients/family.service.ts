import {
  FAMILY_LIMIT_MESSAGE,
  FAMILY_MEMBER_HAS_PENDING_MESSAGE,
  FAMILY_MEMBER_NOT_FOUND_MESSAGE,
  MAX_FAMILY_MEMBERS,
  type FamilyMember,
  type FamilyMemberInput,
} from '@hospital/contract/patients';
import type { Relation } from '@hospital/contract/lists';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import {
  holderOfAccount,
  findFamilyMember,
  findPatientById,
  insertPatient,
  lockAndCountFamily,
  lockAndCountVisits,
  removeFamilyMember,
  selectFamilyMembers,
  updateFamilyMember,
  type PatientRow,
} from './patients.repository.js';
import { toPatientDto } from './patients.dto.js';
import { bumpDaysOfPatient } from '../../platform/changes/changes.repository.js';

/** A family member is the patient without the contact, with how they are related and when they were added. */
export function toFamilyMemberDto(row: PatientRow): FamilyMember {
  return {
    ...toPatientDto(row, { withContact: false }),
    relation: (row.relation ?? 'other') as Relation,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => AppError.notFound(FAMILY_MEMBER_NOT_FOUND_MESSAGE);

export async function familyOf(ctx: AppContext, caller: AuthUser): Promise<FamilyMember[]> {
  return (await selectFamilyMembers(ctx.db, caller.id)).map(toFamilyMemberDto);
}

/**
 * Adds a family member: a patient record of its own with a Holder ID, the account holder's contact (SMS about it go
 * to the holder), owned by the account. At most MAX_FAMILY_MEMBERS, counted under a lock on the account.
 */
export async function addFamilyMember(
  ctx: AppContext,
  caller: AuthUser,
  input: FamilyMemberInput,
): Promise<FamilyMember> {
  return ctx.db.transaction(async (tx) => {
    if ((await lockAndCountFamily(tx, caller.id)) >= MAX_FAMILY_MEMBERS) throw AppError.conflict(FAMILY_LIMIT_MESSAGE);
    const account = await holderOfAccount(tx, caller.id);
    const holder = account ? await findPatientById(tx, account.patientRef) : undefined;
    if (!holder) throw AppError.unauthorized();
    const row = await insertPatient(tx, {
      name: input.name,
      age: input.age,
      gender: input.gender,
      weight: input.weight ?? null,
      contact: holder.contact,
      ownerUserId: caller.id,
      relation: input.relation,
    });
    return toFamilyMemberDto(row);
  });
}

/** Another account's member, or one removed, is a 404 (its existence is not revealed). */
export async function changeFamilyMember(
  ctx: AppContext,
  caller: AuthUser,
  memberId: string,
  input: FamilyMemberInput,
): Promise<FamilyMember> {
  if (!(await findFamilyMember(ctx.db, caller.id, memberId))) throw notFound();
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateFamilyMember(tx, memberId, {
      name: input.name,
      age: input.age,
      gender: input.gender,
      weight: input.weight ?? null,
      relation: input.relation,
    });
    // The desk's cards of the member's appointments show their name, age, gender and weight.
    await bumpDaysOfPatient(tx, memberId);
    return updated;
  });
  return toFamilyMemberDto(row);
}

/**
 * Removes a family member. Pending appointments must be cancelled first (a booking nobody looks after would
 * otherwise stay on the desk's list); a member with past visits leaves the list but keeps the record, so the
 * holder's history and the doctor's records still read; one who never had a visit is deleted.
 */
export async function deleteFamilyMember(ctx: AppContext, caller: AuthUser, memberId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findFamilyMember(tx, caller.id, memberId))) throw notFound();
    const visits = await lockAndCountVisits(tx, memberId);
    if (visits.pending > 0) throw AppError.conflict(FAMILY_MEMBER_HAS_PENDING_MESSAGE);
    await removeFamilyMember(tx, memberId, visits.total > 0);
  });
}
