import {
  DOCTOR_LINK_MESSAGE,
  INVITE_LINK_HOURS,
  type InviteUserInput,
  type StaffAccount,
  type UpdateUserInput,
  type UsersQuery,
} from '@hospital/contract/admin';
import type { Language } from '@hospital/contract/format-bn';
import { AppError } from '../../lib/app-error.js';
import type { DbOrTx } from '../../db/client.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { diff, recordAudit } from '../audit/audit.js';
import { isDoctor } from '../doctors/doctors.service.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import { invitationMail } from './invitation.mail.js';
import { assertNotDemoAddress, DUPLICATE_EMAIL_MESSAGE, insertAccount } from './users.service.js';
import {
  emailTaken,
  findAccount,
  findUserById,
  INVITED_PASSWORD_HASH,
  lockActiveAdmins,
  lockUser,
  selectAccounts,
  updateUser,
  type AccountRow,
  type UserRow,
} from './users.repository.js';

const MAX_ACCOUNTS = 200;
export const USER_NOT_FOUND = 'Account not found.';
export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be deactivated or given another role.';
export const ALREADY_JOINED_MESSAGE = 'This account has already chosen its password.';
export const INVITE_DEACTIVATED_MESSAGE =
  'This account is deactivated. Reactivate it before sending the invitation again.';
/** Invitations one mailbox may get an hour: as many as the forgotten-password mails (a link to choose a password). */
const INVITATIONS_PER_HOUR = 3;
export const TOO_MANY_INVITATIONS = 'Too many invitations to this email address. Please try again in an hour.';

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

/**
 * A set-password link good for INVITE_LINK_HOURS, mailed (through the outbox, in `tx`) in `language`. Any older link
 * of the account stops working: only the newest mail's link sets the password.
 */
async function mailInvitation(
  ctx: AppContext,
  tx: DbOrTx,
  actor: AuthUser,
  invitee: { id: string; name: string; email: string; role: StaffAccount['role'] },
  language: Language,
) {
  const link = await ctx.auth.setPasswordLink(tx, invitee, INVITE_LINK_HOURS * 60);
  await ctx.mailer.send(
    invitationMail(language, {
      inviter: actor.name,
      name: invitee.name,
      email: invitee.email,
      role: invitee.role,
      link,
      linkHours: INVITE_LINK_HOURS,
    }),
    tx,
  );
}

/**
 * Creates the account with no usable password, and mails a link to choose one (the reset mechanism, valid 48
 * hours). The account, its link, its mail (queued in the outbox) and its audit entry are one transaction. The mail
 * is in `language`, the admin's (the request's).
 */
export async function inviteUser(
  ctx: AppContext,
  actor: AuthUser,
  input: InviteUserInput,
  language: Language,
): Promise<StaffAccount> {
  assertNotDemoAddress(ctx.config.appEnv, input.email);
  if (input.role === 'doctor' && !input.doctor) throw AppError.badRequest(DOCTOR_LINK_MESSAGE, 'doctor');
  if (input.doctor && !(await isDoctor(ctx.db, input.doctor))) throw AppError.notFound(DOCTOR_NOT_FOUND);
  if (await emailTaken(ctx.db, input.email)) throw AppError.conflict(DUPLICATE_EMAIL_MESSAGE, 'email');
  // Every account has a patient record (its Holder ID); staff give their age when they book for themselves.
  const { user } = await insertAccount(
    ctx.db,
    {
      name: input.name,
      email: input.email,
      contact: input.contact,
      role: input.role,
      age: 0,
      doctorRef: input.role === 'doctor' ? input.doctor : undefined,
    },
    INVITED_PASSWORD_HASH,
    async (tx, created) => {
      await mailInvitation(
        ctx,
        tx,
        actor,
        { id: created.id, name: input.name, email: input.email, role: input.role },
        language,
      );
      const changes = diff(null, {
        name: input.name,
        email: input.email,
        contact: input.contact,
        role: input.role,
        doctor: created.doctorRef,
      });
      await recordAudit(
        tx,
        actor,
        'user.invite',
        { type: 'user', id: created.id, label: `${input.name} (${input.role})` },
        changes,
      );
    },
  );
  return account(ctx, user.id);
}

/**
 * The invitation again, for an invitee whose mail was lost or whose link ran out: a new link (the old ones stop
 * working), mailed in `language`, and an audit entry. Only for an active account that has not chosen a password yet.
 */
export async function resendInvitation(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  language: Language,
): Promise<StaffAccount> {
  const invitee = (locked: UserRow | undefined): UserRow => {
    if (!locked) throw AppError.notFound(USER_NOT_FOUND);
    if (locked.passwordHash !== INVITED_PASSWORD_HASH) throw AppError.conflict(ALREADY_JOINED_MESSAGE);
    if (!locked.active) throw AppError.conflict(INVITE_DEACTIVATED_MESSAGE);
    return locked;
  };
  // Counted per mailbox, so a double tap or a stuck script cannot fill someone's inbox; counted before the
  // transaction, since the counters are rows the limiter writes on its own connection.
  const { email } = invitee((await findUserById(ctx.db, id))?.user);
  await ctx.limiter.hit(
    `invite-email:${email.toLowerCase()}`,
    { limit: INVITATIONS_PER_HOUR, windowSeconds: 3600 },
    TOO_MANY_INVITATIONS,
  );
  await ctx.db.transaction(async (tx) => {
    // Checked again under the lock: the invitee may have chosen a password, or an admin deactivated them, meanwhile.
    const user = invitee(await lockUser(tx, id));
    const role = user.role as StaffAccount['role'];
    await mailInvitation(ctx, tx, actor, { id, name: user.name, email: user.email, role }, language);
    await recordAudit(tx, actor, 'user.reinvite', { type: 'user', id, label: `${user.name} (${role})` }, {});
  });
  return account(ctx, id);
}

/**
 * Role, active and the linked doctor. Deactivating or changing the role ends every session of the account at once
 * (its access tokens carry the old role). The active admins are locked before the check, so two admins demoting
 * each other at the same moment cannot leave the hospital without one.
 */
export async function updateAccount(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: UpdateUserInput,
): Promise<StaffAccount> {
  if (input.doctor && !(await isDoctor(ctx.db, input.doctor))) throw AppError.notFound(DOCTOR_NOT_FOUND);
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
    if (admins.includes(id) && !staysAdmin && admins.length <= 1)
      throw AppError.conflict(LAST_ADMIN_MESSAGE, input.role ? 'role' : 'active');
    const changes = diff(
      { role: before.role, active: before.active, doctor: before.doctorRef },
      { role, active, doctor: doctorRef },
    );
    if (Object.keys(changes).length === 0) return [];
    await updateUser(tx, id, { role, active, doctorRef });
    await recordAudit(
      tx,
      actor,
      'user.update',
      { type: 'user', id, label: `${before.name} (${before.role})` },
      changes,
    );
    return role !== before.role || !active ? ctx.auth.endSessions(tx, id) : [];
  });
  for (const family of ended) ctx.sessions.ended(family);
  return account(ctx, id);
}
