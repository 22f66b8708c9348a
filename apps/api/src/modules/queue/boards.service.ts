import { dhakaDateString } from '@hospital/contract/format';
import {
  BOARD_LINK_INVALID_MESSAGE,
  BOARD_LINK_REVOKED_MESSAGE,
  BOARD_NOT_FOUND_MESSAGE,
  type Board,
  type BoardDoctor,
  type BoardLink,
  type BoardLinkInput,
} from '@hospital/contract/queue';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { diff, recordAudit } from '../audit/audit.js';
import { onLeave } from '../doctors/doctors.dates.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import type { DoctorRecord } from '../doctors/doctors.service.js';
import type { BoardTokens } from './board-tokens.js';
import {
  findBoardLink,
  insertBoardLink,
  revokeBoardLink,
  selectBoardLinks,
  type BoardLinkRow,
} from './boards.repository.js';
import { toBoardQueue, type QueueState } from './queue-state.js';
import { loadQueueState } from './queue.service.js';

const MAX_LISTED = 200;

async function doctorsOf(ctx: AppContext, ids: readonly string[]): Promise<DoctorRecord[]> {
  const found = await Promise.all(ids.map((id) => ctx.doctors.findAny(id)));
  return found.filter((d): d is DoctorRecord => d !== undefined);
}

async function toBoardLinkDto(ctx: AppContext, tokens: BoardTokens, row: BoardLinkRow): Promise<BoardLink> {
  const token = tokens.tokenFor(row.id);
  return {
    _id: row.id,
    label: row.label,
    doctors: (await doctorsOf(ctx, row.doctorIds)).map((d) => ({ _id: d.id, title: d.title, fullName: d.fullName })),
    token,
    path: `/board/${token}`,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName ? { name: row.createdByName } : null,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}

/** An admin creates a board link for active doctors; the link and its audit entry are one transaction. */
export async function createBoardLink(
  ctx: AppContext,
  tokens: BoardTokens,
  caller: AuthUser,
  input: BoardLinkInput,
): Promise<BoardLink> {
  const doctors = await Promise.all(input.doctorIds.map((id) => ctx.doctors.find(id)));
  const missing = input.doctorIds.findIndex((_, i) => !doctors[i]);
  if (missing !== -1)
    throw new AppError(404, DOCTOR_NOT_FOUND, [{ path: `doctorIds.${missing}`, message: DOCTOR_NOT_FOUND }]);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertBoardLink(tx, { label: input.label, doctorIds: input.doctorIds, createdBy: caller.id });
    const names = doctors.map((d) => `${d!.title} ${d!.fullName}`);
    await recordAudit(
      tx,
      caller,
      'board.create',
      { type: 'board', id: created, label: input.label },
      diff(null, { label: input.label, doctors: names }),
    );
    return created;
  });
  return toBoardLinkDto(ctx, tokens, (await findBoardLink(ctx.db, id))!);
}

export async function listBoardLinks(ctx: AppContext, tokens: BoardTokens): Promise<BoardLink[]> {
  return Promise.all((await selectBoardLinks(ctx.db, MAX_LISTED)).map((row) => toBoardLinkDto(ctx, tokens, row)));
}

/** Revoking ends the link's open boards in every process; revoking a revoked link changes nothing. */
export async function revokeBoard(
  ctx: AppContext,
  tokens: BoardTokens,
  caller: AuthUser,
  id: string,
): Promise<BoardLink> {
  await ctx.db.transaction(async (tx) => {
    const row = await findBoardLink(tx, id);
    if (!row) throw AppError.notFound(BOARD_NOT_FOUND_MESSAGE);
    if (await revokeBoardLink(tx, id, caller.id)) {
      await recordAudit(
        tx,
        caller,
        'board.revoke',
        { type: 'board', id, label: row.label },
        { revoked: { before: false, after: true } },
      );
    }
  });
  return toBoardLinkDto(ctx, tokens, (await findBoardLink(ctx.db, id))!);
}

/** The link a board's token names: a forged or altered token is a 404, a revoked link a 410. */
export async function resolveBoardLink(ctx: AppContext, tokens: BoardTokens, token: string): Promise<BoardLinkRow> {
  const id = tokens.read(token);
  const row = id ? await findBoardLink(ctx.db, id) : undefined;
  if (!row) throw AppError.notFound(BOARD_LINK_INVALID_MESSAGE);
  if (row.revokedAt) throw new AppError(410, BOARD_LINK_REVOKED_MESSAGE);
  return row;
}

/** One doctor on the board: who they are and the serial numbers of their queue today, nothing about patients. */
export function toBoardDoctor(doctor: DoctorRecord, state: QueueState): BoardDoctor {
  return {
    _id: doctor.id,
    title: doctor.title,
    fullName: doctor.fullName,
    photo: doctor.photo,
    speciality: doctor.speciality,
    onLeave: onLeave(doctor.leaves, state.date),
    ...toBoardQueue(state),
  };
}

export async function boardDoctors(
  ctx: AppContext,
  link: BoardLinkRow,
): Promise<{ date: string; doctors: Array<{ doctor: DoctorRecord; state: QueueState }> }> {
  const date = dhakaDateString(ctx.clock());
  const doctors = await doctorsOf(ctx, link.doctorIds);
  return {
    date,
    doctors: await Promise.all(
      doctors.map(async (doctor) => ({ doctor, state: await loadQueueState(ctx, ctx.db, doctor.id, date) })),
    ),
  };
}

export async function readBoard(ctx: AppContext, link: BoardLinkRow): Promise<Board> {
  const { date, doctors } = await boardDoctors(ctx, link);
  return { label: link.label, date, doctors: doctors.map(({ doctor, state }) => toBoardDoctor(doctor, state)) };
}
