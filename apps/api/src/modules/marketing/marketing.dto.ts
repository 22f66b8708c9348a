import type { StationRef } from '@hospital/contract/marketing';
import type { StationRow } from './marketing.repository.js';

/** A timestamp column as the contract's ISO string (null stays null). */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const stationRef = (row: StationRow): StationRef => ({ _id: row.id, name: row.name });
