import type { DoctorListItem } from '@hospital/contract/doctors';
import { DESIGNATIONS } from '@hospital/contract/lists';
import type { FastifyBaseLogger } from 'fastify';
import { isObjectId } from '@hospital/contract/ids';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { cachedBody, type CachedBody } from '../../lib/cached-reply.js';
import { readCacheVersion } from '../../lib/cache-version.js';
import { SharedRead } from '../../lib/shared-read.js';
import { DOCTOR_NOT_FOUND } from './doctors.messages.js';
import { doctorExists, loadAllDoctors, type DoctorRecord } from './doctors.repository.js';
import { DOCTORS_CHANNEL, readDoctorsCacheVersion } from '../../platform/changes/changes.repository.js';

export const ONLINE_WINDOW_MS = 5 * 60_000;
// isOnline decays with time, not with a write, so a snapshot is also refreshed after this long.
const SNAPSHOT_TTL_MS = 60_000;
const MAX_CACHED_RESPONSES = 500;
export const MAX_LIST_LIMIT = 500;

function designationRank(designation: string): number {
  const index = (DESIGNATIONS as readonly string[]).indexOf(designation);
  return index === -1 ? DESIGNATIONS.length : index;
}

export function toDoctorListItem(d: DoctorRecord, now: number): DoctorListItem {
  return {
    _id: d.id,
    fullName: d.fullName,
    title: d.title,
    photo: d.photo,
    speciality: d.speciality,
    about: d.about,
    consultationFee: d.consultationFee,
    availableFor: d.availableFor as DoctorListItem['availableFor'],
    isOnline: d.lastSeenAt !== null && now - d.lastSeenAt.getTime() < ONLINE_WINDOW_MS,
    schedule: d.schedule,
    currentWorkDesignation: d.designation,
    currentWorkDepartment: d.department,
    currentWorkStation: d.workstation,
    degrees: d.degrees,
    tags: d.tags.map((name) => ({ name })),
    averageRating: d.averageRating,
    reviewCount: d.reviewCount,
  };
}

export function matches(d: DoctorRecord, term: string): boolean {
  return (
    d.speciality.toLowerCase().includes(term) ||
    d.fullName.toLowerCase().includes(term) ||
    d.tags.some((tag) => tag.toLowerCase().includes(term))
  );
}

/** `doctors` are the public ones (active), in the list's order; `all` adds the inactive ones, for the admin screens. */
type Snapshot = { doctors: DoctorRecord[]; all: DoctorRecord[]; byId: Map<string, DoctorRecord>; loadedAt: number };

/**
 * The public doctor list, the hottest read, held in memory as ready-to-send JSON per (limit, searchTerm).
 * Every write that changes doctors, schedules, reviews or presence bumps the `doctors_changed` cache version
 * and NOTIFYs it; each process LISTENs and drops its copy at once, and on PostgreSQL also compares the version
 * before answering from memory, so a change made through one process is served by all on the next request.
 * A generation counter keeps a load that raced an invalidation from being stored.
 */
export class DoctorDirectory {
  private snapshot: Promise<Snapshot> | undefined;
  /** The snapshot once loaded, for the hot reads to take without waiting on a promise. */
  private settled: Snapshot | undefined;
  private readonly responses = new Map<string, CachedBody>();
  private generation = 0;
  private stopListening: (() => Promise<void>) | undefined;
  private seenVersion: number | undefined;
  private readonly versionCheck = new SharedRead(() => this.compareVersion());

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(DOCTORS_CHANNEL, () => this.invalidate());
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  /**
   * On PostgreSQL other processes may write, and their NOTIFY can arrive just after a request that follows
   * the change (or never, while the LISTEN connection is down): before answering from memory, compare the
   * cache version with the database's, one query at a time per process (SharedRead). PGlite is one process,
   * which invalidates itself synchronously: nothing to wait for (undefined, so the hot reads skip an await).
   */
  private fresh(): Promise<void> | undefined {
    return this.database.kind === 'postgres' ? this.versionCheck.get() : undefined;
  }

  private async compareVersion(): Promise<void> {
    const version = await readCacheVersion(() => readDoctorsCacheVersion(this.database.db), this.log, 'doctor');
    if (version !== undefined && version !== this.seenVersion) {
      this.seenVersion = version;
      this.invalidate();
    }
  }

  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
    this.settled = undefined;
    this.responses.clear();
  }

  private load(): Promise<Snapshot> {
    const now = this.clock();
    const current = this.snapshot;
    if (current) {
      return current.then((s) => {
        if (now - s.loadedAt < SNAPSHOT_TTL_MS) return s;
        this.invalidate();
        return this.load();
      });
    }
    const generation = this.generation;
    const loading = loadAllDoctors(this.database.db).then((rows) => {
      rows.sort(
        (a, b) =>
          designationRank(a.designation) - designationRank(b.designation) || a.fullName.localeCompare(b.fullName),
      );
      return {
        doctors: rows.filter((r) => r.active),
        all: rows,
        byId: new Map(rows.map((r) => [r.id, r])),
        loadedAt: now,
      };
    });
    this.snapshot = loading;
    loading.catch((err: unknown) => {
      this.log.error({ err }, 'could not load doctors');
      if (this.snapshot === loading) this.snapshot = undefined;
    });
    // Only the generation that started this load may keep it.
    return loading.then((s) => {
      if (generation !== this.generation && this.snapshot === loading) this.snapshot = undefined;
      else if (generation === this.generation) this.settled = s;
      return s;
    });
  }

  /**
   * An active doctor by id: what the public pages, booking and reviews may use. An inactive doctor is not found.
   */
  async find(id: string): Promise<DoctorRecord | undefined> {
    const found = await this.findAny(id);
    return found?.active ? found : undefined;
  }

  /** An active doctor by id, or the 404 every route answers for an unknown, inactive or malformed id. */
  async get(id: string): Promise<DoctorRecord> {
    const doctor = isObjectId(id) ? await this.find(id) : undefined;
    if (!doctor) throw AppError.notFound(DOCTOR_NOT_FOUND);
    return doctor;
  }

  /**
   * A doctor by id, active or not (the staff's screens and leave). An id missing from the snapshot but present in
   * the database means another process added it and its NOTIFY has not arrived yet: reload rather than answer 404.
   * Unknown ids cost one indexed read.
   */
  async findAny(id: string): Promise<DoctorRecord | undefined> {
    const check = this.fresh();
    if (check) await check;
    const settled = this.settled;
    const found = (settled && this.clock() - settled.loadedAt < SNAPSHOT_TTL_MS ? settled : await this.load()).byId.get(
      id,
    );
    if (found || !(await doctorExists(this.database.db, id))) return found;
    this.invalidate();
    return (await this.load()).byId.get(id);
  }

  /** Every doctor, inactive ones included, in the public list's order (the admin's doctor list). */
  async everyDoctor(): Promise<DoctorRecord[]> {
    await this.fresh();
    return (await this.load()).all;
  }

  /**
   * A response body kept until the next change (or the snapshot TTL): produced once per key and generation,
   * then sent as-is with its ETag. Bodies produced while an invalidation raced them are not kept.
   */
  async remember(
    key: string,
    produce: () => Promise<string>,
    options: { checked?: boolean } = {},
  ): Promise<CachedBody> {
    // `checked`: the caller has just called find(), which compared the version for this request.
    const check = options.checked ? undefined : this.fresh();
    if (check) await check;
    const now = this.clock();
    const cached = this.responses.get(key);
    if (cached && now - cached.producedAt < SNAPSHOT_TTL_MS) return cached;
    const generation = this.generation;
    const body = await produce();
    const entry = cachedBody(body, now);
    if (generation === this.generation) {
      if (this.responses.size >= MAX_CACHED_RESPONSES) this.responses.delete(this.responses.keys().next().value!);
      this.responses.set(key, entry);
    }
    return entry;
  }

  /** The envelope for GET /doctors/consultants (docs/architecture.md §15: limit 0 = all, capped at 500). */
  listBody(limit: number, searchTerm: string | undefined): Promise<CachedBody> {
    const term = (searchTerm ?? '').trim().toLowerCase();
    return this.remember(`list|${limit}|${term}`, async () => {
      const snapshot = await this.load();
      const now = this.clock();
      const matching = term ? snapshot.doctors.filter((d) => matches(d, term)) : snapshot.doctors;
      const picked = matching.slice(0, limit === 0 ? MAX_LIST_LIMIT : Math.min(limit, MAX_LIST_LIMIT));
      return JSON.stringify({
        success: true,
        statusCode: 200,
        message: 'Doctors retrieved successfully.',
        data: picked.map((d) => toDoctorListItem(d, now)),
      });
    });
  }
}
