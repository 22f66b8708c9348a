import { DOCTOR_LINK_MESSAGE, type InviteUserInput, type StaffAccount, type UpdateUserInput, type UsersQuery } from '@hospital/contract/admin';
import type { Language } from '@hospital/contract/format-bn';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { diff, recordAudit } from '../audit/audit.js';
import { insertResetToken, revokeAllForUser } from '../auth/auth.repository.js';
import { hashToken, newOpaqueToken } from '../auth/tokens.js';
import { doctorExists } from '../doctors/doctors.repository.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import { invitationMail } from './invitation.mail.js';
import { DUPLICATE_EMAIL_MESSAGE, insertAccount } from './users.service.js';
import {
  emailTaken,
  findAccount,
  INVITED_PASSWORD_HASH,
  lockActiveAdmins,
  lockUser,
  selectAccounts,
  updateUser,
  type AccountRow,
} from './users.repository.js';

/** An invitation link is good for two days: long enough for a weekend, short enough to die in an old mailbox. */
export const INVITE_LINK_HOURS = 48;
const MAX_ACCOUNTS = 200;
export const USER_NOT_FOUND = 'Account not found.';
export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be deactivated or given another role.';

export function toStaffAccount(row: AccountRow): StaffAccount {
  return {
    _id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    role: row.user.role as StaffAccount['role'],
    contact: row.contact,
    active: row.user.active,
    invited: row.user.passwordHash === INVITED_PASSWORD_HASH,
    doctor: row.doctor ? { _id: row.doctor.id, title: row.doctor.title, fullName: row.doctor.fullName } : null,
    lastLoginAt: row.user.lastLoginAt?.toISOString() ?? null,
    createdAt: row.user.createdAt.toISOString(),
  };
}

export async function listAccounts(ctx: AppContext, query: UsersQuery): Promise<StaffAccount[]> {
  return (await selectAccounts(ctx.db, { ...query, limit: MAX_ACCOUNTS })).map(toStaffAccount);
}

async function account(ctx: AppContext, id: string): Promise<StaffAccount> {
  const row = await findAccount(ctx.db, id);
  if (!row) throw AppError.notFound(USER_NOT_FOUND);
  return toStaffAccount(row);
}

function invitationLink(email: string, token: string, publicUrl: string): string {
  return `${publicUrl}/auth/reset-password?${new URLSearchParams({ email, token })}`;
}

/**
 * Creates the account with no usable password, and mails a link to choose one (the reset mechanism, valid 48
 * hours). The account, its link, its mail (queued in the outbox) and its audit entry are one transaction. The mail
 * is in `language`, the admin's (the request's).
 */
export async function inviteUser(ctx: AppContext, actor: AuthUser, input: InviteUserInput, language: Language): Promise<StaffAccount> {
  if (input.role === 'doctor' && !input.doctor) throw AppError.badRequest(DOCTOR_LINK_MESSAGE, 'doctor');
  if (input.doctor && !(await doctorExists(ctx.db, input.doctor))) throw AppError.notFound(DOCTOR_NOT_FOUND);
  if (await emailTaken(ctx.db, input.email)) throw AppError.conflict(DUPLICATE_EMAIL_MESSAGE, 'email');
  const token = newOpaqueToken();
  // Every account has a patient record (its Holder ID); staff give their age when they book for themselves.
  const { user } = await insertAccount(
    ctx.db,
    { name: input.name, email: input.email, contact: input.contact, role: input.role, age: 0, doctorRef: input.role === 'doctor' ? input.doctor : undefined },
    INVITED_PASSWORD_HASH,
    async (tx, created) => {
      await insertResetToken(tx, { userId: created.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITE_LINK_HOURS * 3_600_000) });
      const link = invitationLink(input.email, token, ctx.config.publicUrl);
      await ctx.mailer.send(invitationMail(language, { inviter: actor.name, name: input.name, email: input.email, role: input.role, link, linkHours: INVITE_LINK_HOURS }), tx);
      const changes = diff(null, { name: input.name, email: input.email, contact: input.contact, role: input.role, doctor: created.doctorRef });
      await recordAudit(tx, actor, 'user.invite', { type: 'user', id: created.id, label: `${input.name} (${input.role})` }, changes);
    },
  );
  return account(ctx, user.id);
}

/**
 * Role, active and the linked doctor. Deactivating or changing the role ends every session of the account at once
 * (its access tokens carry the old role). The active admins are locked before the check, so two admins demoting
 * each other at the same moment cannot leave the hospital without one.
 */
export async function updateAccount(ctx: AppContext, actor: AuthUser, id: string, input: UpdateUserInput): Promise<StaffAccount> {
  if (input.doctor && !(await doctorExists(ctx.db, input.doctor))) throw AppError.notFound(DOCTOR_NOT_FOUND);
  const ended = await ctx.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const before = await lockUser(tx, id);
    if (!before) throw AppError.notFound(USER_NOT_FOUND);
    const role = input.role ?? (before.role as StaffAccount['role']);
    const active = input.active ?? before.active;
    // Only a doctor account links to a doctor; another role drops the link.
    const doctorRef = role === 'doctor' ? (input.doctor === undefined ? before.doctorRef : input.doctor) : null;
    if (role === 'doctor' && !doctorRef) throw AppError.badRequest(DOCTOR_LINK_MESSAGE, 'doctor');
    const staysAdmin = role === 'admin' && active;
    if (admins.includes(id) && !staysAdmin && admins.length <= 1) throw AppError.conflict(LAST_ADMIN_MESSAGE, input.role ? 'role' : 'active');
    const changes = diff({ role: before.role, active: before.active, doctor: before.doctorRef }, { role, active, doctor: doctorRef });
    if (Object.keys(changes).length === 0) return [];
    await updateUser(tx, id, { role, active, doctorRef });
    await recordAudit(tx, actor, 'user.update', { type: 'user', id, label: `${before.name} (${before.role})` }, changes);
    return role !== before.role || !active ? revokeAllForUser(tx, id) : [];
  });
  for (const family of ended) ctx.sessions.ended(family);
  return account(ctx, id);
}
