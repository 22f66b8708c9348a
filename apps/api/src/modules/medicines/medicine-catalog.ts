import type { FastifyBaseLogger } from 'fastify';
import type { MedicineHit } from '@hospital/contract/medicines';
import type { Database } from '../../db/client.js';
import { readCacheVersion } from '../../lib/cache-version.js';
import { SharedRead } from '../../lib/shared-read.js';
import { MEDICINES_CHANNEL, readMedicinesCacheVersion } from '../../platform/changes/changes.repository.js';
import { FormularyIndex } from './medicine-search.js';
import { loadActiveMedicines } from './medicines.repository.js';

/**
 * The search index of each API process, built from every active medicine on the first search and rebuilt after a
 * change. Every write bumps the `medicines_changed` cache version and NOTIFYs (changes.repository.ts): each process
 * LISTENs and drops its index at once, and on PostgreSQL also compares the version before answering, so a change
 * made through one process is searched by all on the next request. A generation counter keeps a build that raced
 * a change from being kept.
 */
export class MedicineCatalog {
  private index: Promise<FormularyIndex> | undefined;
  private generation = 0;
  private seenVersion: number | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly versionCheck = new SharedRead(() => this.compareVersion());

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(MEDICINES_CHANNEL, () => this.invalidate());
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  invalidate(): void {
    this.generation += 1;
    this.index = undefined;
  }

  private async compareVersion(): Promise<void> {
    const version = await readCacheVersion(() => readMedicinesCacheVersion(this.database.db), this.log, 'medicine');
    if (version !== undefined && version !== this.seenVersion) {
      if (this.seenVersion !== undefined) this.invalidate();
      this.seenVersion = version;
    }
  }

  private load(): Promise<FormularyIndex> {
    if (this.index) return this.index;
    const generation = this.generation;
    const building = loadActiveMedicines(this.database.db).then((rows) => new FormularyIndex(rows));
    this.index = building;
    building.then(
      () => undefined,
      () => {
        if (this.generation === generation && this.index === building) this.index = undefined;
      },
    );
    return building.then((index) => {
      if (this.generation !== generation && this.index === building) this.index = undefined;
      return index;
    });
  }

  async search(query: string, limit: number): Promise<MedicineHit[]> {
    // On PGlite this process is the only writer and invalidates itself; on PostgreSQL another may have written.
    if (this.database.kind === 'postgres') await this.versionCheck.get();
    return (await this.load()).search(query, limit);
  }
}
