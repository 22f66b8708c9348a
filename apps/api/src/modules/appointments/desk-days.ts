import type { AppointmentList } from '@hospital/contract/appointments';
import type { Db } from '../../db/client.js';
import { cachedBody, type CachedBody } from '../../lib/cached-reply.js';
import { ok, successBody } from '../../lib/reply.js';
import { SharedRead } from '../../lib/shared-read.js';
import { toAppointmentDto } from './appointments.dto.js';
import type { CheckInCodes } from './check-in-codes.js';
import { selectDay, selectDayMeta, selectDayVersion, type DayFilter } from './appointments.repository.js';

// Days (with or without a doctor) kept at once: today and the few the desk looks around, for every doctor.
const MAX_LISTS = 64;
// A body is rebuilt after this long even if its version has not moved: if a future write forgets its bump, the
// desk is that stale at worst, never for the rest of the day. An unchanged rebuild keeps its ETag (still a 304).
const REBUILD_AFTER_MS = 60_000;

type Kept = { version: string; body: CachedBody };

/**
 * The desk's day lists (and each doctor's own), the busiest staff read: 500 appointments are 350 KB of JSON that
 * the whole front desk reloads. Each list is built once per version of its day and kept ready to send (and
 * compressed once per encoding, cached-reply.ts); the version is read from the database before every answer, one
 * read at a time per day and process (SharedRead), so a change committed through any process is served by every
 * process on its next request, and a browser that has the list gets a 304 until then.
 */
export class DeskDays {
  private readonly versions = new Map<string, SharedRead<string>>();
  private readonly kept = new Map<string, Kept>();
  private readonly building = new Map<string, Promise<Kept>>();

  constructor(
    private readonly db: Db,
    /** Signs each pending card's QR code (the same code for the same appointment and day, so it keeps with the list). */
    private readonly codes: CheckInCodes,
    private readonly clock: () => number = Date.now,
  ) {}

  private version(date: string): Promise<string> {
    let read = this.versions.get(date);
    if (!read) {
      if (this.versions.size >= MAX_LISTS) this.versions.clear();
      read = new SharedRead(() => selectDayVersion(this.db, date));
      this.versions.set(date, read);
    }
    return read.get();
  }

  /** The list of `filter`'s day (one doctor's when it names one), as the success envelope ready to send. */
  async list(filter: DayFilter): Promise<CachedBody> {
    const version = await this.version(filter.date);
    const key = `${filter.date}|${filter.doctorId ?? ''}`;
    const kept = this.kept.get(key);
    if (kept && kept.version === version && this.clock() - kept.body.producedAt < REBUILD_AFTER_MS) return kept.body;
    // Requests that find the same version missing share one build.
    const buildKey = `${key}|${version}`;
    let build = this.building.get(buildKey);
    if (!build) {
      build = this.build(filter, version).finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, build);
    }
    const built = await build;
    if (this.kept.size >= MAX_LISTS && !this.kept.has(key)) this.kept.delete(this.kept.keys().next().value!);
    // Read after the version was, so it is at least that new: a later request that reads a newer version rebuilds.
    this.kept.set(key, built);
    return built.body;
  }

  private async build(filter: DayFilter, version: string): Promise<Kept> {
    const producedAt = this.clock();
    const [rows, meta] = await Promise.all([selectDay(this.db, filter), selectDayMeta(this.db, filter)]);
    const list: AppointmentList = {
      data: rows.map((row) => toAppointmentDto(row, { withContact: true, codes: this.codes })),
      meta: {
        totalAppointments: meta.total,
        totalPendingSerial: meta.pending,
        totalDoneSerial: meta.done,
        totalPaidAmount: meta.paid,
      },
    };
    return {
      version,
      body: cachedBody(JSON.stringify(successBody(ok('Appointments retrieved successfully.', list))), producedAt),
    };
  }
}
