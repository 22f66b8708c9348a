import type { MedicineHit } from '@hospital/contract/medicines';
import type { ActiveMedicine } from './medicines.repository.js';

/**
 * Search as the doctor types, over every active medicine held in memory (25,000 brands are a few MB). A query is
 * normalised like the names (lower case, letters and digits only, spaces collapsed), then ranked in tiers:
 *   0. the brand starts with it, 1. the generic starts with it (each followed by strength and form, so "napa 500"
 *   finds Napa 500 mg), 2. a later word of the brand or generic starts with it,
 *   3. the brand or generic contains it, 4. the brand or generic starts with something one typo away (two from 8
 *   letters on): a letter missing, extra, wrong, or two swapped ("nappa", "paracetmol").
 * Within a tier, by brand then strength. The first tiers come from sorted arrays by binary search; the scans of
 * the later tiers run only while fewer than `limit` medicines are found.
 */

/** Lower case, diacritics and punctuation gone, one space between words: how names and queries are compared. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type Entry = { hit: MedicineHit; brand: string; generic: string; order: number };
/** One name (a brand or a generic, normalised) and the entries that carry it: typos are looked for once per name. */
type NameGroup = { name: string; members: number[] };

function groupsOf(entries: readonly Entry[], nameOf: (hit: MedicineHit) => string): NameGroup[] {
  const groups = new Map<string, number[]>();
  for (const entry of entries) {
    const name = normaliseName(nameOf(entry.hit));
    const members = groups.get(name);
    if (members) members.push(entry.order);
    else groups.set(name, [entry.order]);
  }
  return [...groups].map(([name, members]) => ({ name, members }));
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether some prefix of `text` is at most `max` edits (insert, delete, substitute, swap two neighbours) from
 * `query`: the optimal-string-alignment distance with a free end in `text`, stopped as soon as every cell of a row
 * exceeds `max` (most names are dropped after two or three letters).
 */
export function prefixWithin(query: string, text: string, max: number): boolean {
  const n = query.length;
  const m = Math.min(text.length, n + max);
  if (m < n - max) return false;
  // rows over text positions; columns over query positions.
  let before = new Array<number>(n + 1);
  let previous = new Array<number>(n + 1);
  let current = new Array<number>(n + 1);
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  if (previous[n]! <= max) return true;
  for (let i = 1; i <= m; i += 1) {
    current[0] = i;
    let rowMin = i;
    const t = text.charCodeAt(i - 1);
    for (let j = 1; j <= n; j += 1) {
      const q = query.charCodeAt(j - 1);
      let cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (t === q ? 0 : 1));
      if (i > 1 && j > 1 && t === query.charCodeAt(j - 2) && text.charCodeAt(i - 2) === q)
        cell = Math.min(cell, before[j - 2]! + 1);
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (current[n]! <= max) return true;
    if (rowMin > max) return false;
    [before, previous, current] = [previous, current, before];
  }
  return false;
}

const typosAllowed = (length: number) => (length < 3 ? 0 : length < 8 ? 1 : 2);

export class FormularyIndex {
  private readonly entries: Entry[];
  /** Entry positions sorted by normalised brand, and the keys in that order (for binary search). */
  private readonly byBrand: number[];
  private readonly brandKeys: string[];
  private readonly byGeneric: number[];
  private readonly genericKeys: string[];

  private readonly brandNames: NameGroup[];
  private readonly genericNames: NameGroup[];

  constructor(medicines: readonly ActiveMedicine[]) {
    const keyed = medicines.map((m) => ({
      m,
      // What the doctor types after the name: "napa 500", "napa syrup", "paracetamol 500 tablet".
      brand: normaliseName(`${m.brand} ${m.strength} ${m.form}`),
      generic: normaliseName(`${m.generic} ${m.strength} ${m.form}`),
    }));
    // Brand order (then strength and form, as the key reads) is the order of every tier's answers.
    keyed.sort((a, b) => byText(a.brand, b.brand) || byText(a.m.manufacturer, b.m.manufacturer));
    this.entries = keyed.map(({ m, brand, generic }, order) => ({
      hit: {
        _id: m.id,
        brand: m.brand,
        generic: m.generic,
        strength: m.strength,
        form: m.form,
        manufacturer: m.manufacturer,
      },
      brand,
      generic,
      order,
    }));
    this.byBrand = this.entries.map((_, i) => i);
    this.brandKeys = this.entries.map((e) => e.brand);
    this.byGeneric = this.entries
      .map((_, i) => i)
      .sort((a, b) => byText(this.entries[a]!.generic, this.entries[b]!.generic) || a - b);
    this.genericKeys = this.byGeneric.map((i) => this.entries[i]!.generic);
    this.brandNames = groupsOf(this.entries, (hit) => hit.brand);
    this.genericNames = groupsOf(this.entries, (hit) => hit.generic);
  }

  get size(): number {
    return this.entries.length;
  }

  search(text: string, limit: number): MedicineHit[] {
    const query = normaliseName(text);
    if (!query) return [];
    const found: number[] = [];
    const taken = new Set<number>();
    const take = (i: number) => {
      if (found.length < limit && !taken.has(i)) {
        taken.add(i);
        found.push(i);
      }
    };
    // Tiers 0 and 1 by binary search; each in brand order (the brand index is in that order, the generic one is
    // sorted again within the prefix range when it is small enough to matter).
    this.prefixRange(this.byBrand, this.brandKeys, query, take, limit);
    if (found.length < limit) {
      const range: number[] = [];
      this.prefixRange(this.byGeneric, this.genericKeys, query, (i) => range.push(i), Infinity);
      range.sort((a, b) => a - b).forEach(take);
    }
    if (found.length >= limit) return found.map((i) => this.entries[i]!.hit);

    // The later tiers look at each distinct brand and generic name once (a generic has hundreds of brands).
    const wordStart = ` ${query}`;
    const max = typosAllowed(query.length);
    const tiers: number[][] = [[], [], []];
    for (const group of [...this.brandNames, ...this.genericNames]) {
      const { name } = group;
      const tier = name.includes(wordStart)
        ? 0
        : query.length >= 3 && name.includes(query)
          ? 1
          : max > 0 && prefixWithin(query, name, max)
            ? 2
            : -1;
      if (tier >= 0) for (const member of group.members) if (!taken.has(member)) tiers[tier]!.push(member);
    }
    for (const tier of tiers) {
      if (found.length >= limit) break;
      tier.sort((a, b) => a - b).forEach(take);
    }
    return found.map((i) => this.entries[i]!.hit);
  }

  private prefixRange(
    order: readonly number[],
    keys: readonly string[],
    prefix: string,
    take: (i: number) => void,
    limit: number,
  ): void {
    let seen = 0;
    for (let k = lowerBound(keys, prefix); k < keys.length && keys[k]!.startsWith(prefix) && seen < limit; k += 1) {
      take(order[k]!);
      seen += 1;
    }
  }
}
