// What a dry run answers for each row of a file: to import, to fix (with every reason),
// or a duplicate of an existing record or of an earlier row, to skip or update; and the pieces the
// three dry runs share: the reasons, the duplicate index, the address look-up and the slices.
import type { Address } from '../account/user.entity';
import type { GeocodedPlace, MapsFailure, MapsService } from '../maps/maps.port';
import { err, ok, type Result } from '../shared/result';
import { checkAddress } from '../validation/field.rules';
import type { ValidationCode } from '../validation/validation-codes';
import { sameTextKey } from './cell-values.rules';
import type { ImportKind } from './import-fields';

/** The import's own reasons, beside the field rules' validation codes. */
export const IMPORT_PROBLEMS = [
  'ADDRESS_NOT_FOUND',
  'TEAM_UNKNOWN',
  'RECURRENCE_UNKNOWN',
  'FIRST_VISIT_INVALID',
  'NO_VISIT_DATES',
  'VISITS_CONFLICT',
  'PLAN_LIMIT',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];

export interface RowProblem {
  /** The field whose cell is wrong (an import field's name). */
  readonly field: string;
  readonly code: ValidationCode | ImportProblemCode;
  /** What the reason names: the team typed, the number of visits in conflict, the plan's limit... */
  readonly detail?: Readonly<Record<string, string | number>>;
}

/** A row that can be imported, but is not quite what it says: its address was placed roughly. */
export interface RowNote {
  readonly code: 'ADDRESS_ROUGH';
  readonly detail: Readonly<Record<string, string>>;
}

export type DuplicateKey = 'email' | 'phone' | 'nameAddress' | 'name';

export type DuplicateOf = { readonly kind: 'existing'; readonly id: string; readonly name: string } | { readonly kind: 'row'; readonly line: number };

export type RowVerdict<R> =
  | { readonly kind: 'import'; readonly record: R; readonly notes: readonly RowNote[] }
  | { readonly kind: 'fix'; readonly problems: readonly RowProblem[] }
  | { readonly kind: 'duplicate'; readonly record: R; readonly of: DuplicateOf; readonly by: DuplicateKey; readonly notes: readonly RowNote[] };

export interface CheckedRow<R> {
  readonly line: number;
  readonly cells: readonly string[];
  readonly verdict: RowVerdict<R>;
}

export interface DryRunReport<R> {
  readonly kind: ImportKind;
  readonly rows: readonly CheckedRow<R>[];
}

export interface VerdictCounts {
  readonly import: number;
  readonly fix: number;
  readonly duplicate: number;
}

export function countVerdicts(rows: readonly CheckedRow<unknown>[]): VerdictCounts {
  const counts = { import: 0, fix: 0, duplicate: 0 };
  for (const row of rows) counts[row.verdict.kind] += 1;
  return counts;
}

/** How a long dry run leaves the page free: a slice of work, then `breathe` (the web app yields to the browser). */
export interface DryRunPacing {
  /** Milliseconds from any origin, to measure slices. */
  readonly now?: () => number;
  /** Ends the slice: the browser paints and answers input. */
  readonly breathe?: () => Promise<void>;
  /** Rows checked so far, of how many. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** A slice of about 40 ms at most, well under the 50 ms of a long task. */
const SLICE_MS = 40;

/** Runs `work` on each item, ending a slice whenever one has run SLICE_MS. */
export async function inSlices<T>(items: readonly T[], pacing: DryRunPacing, work: (item: T, index: number) => void | Promise<void>): Promise<void> {
  const now = pacing.now;
  const breathe = pacing.breathe;
  let sliceStart = now?.() ?? 0;
  for (let i = 0; i < items.length; i++) {
    await work(items[i]!, i);
    if (now && breathe && now() - sliceStart >= SLICE_MS) {
      pacing.onProgress?.(i + 1, items.length);
      await breathe();
      sliceStart = now();
    }
  }
  pacing.onProgress?.(items.length, items.length);
}

/** The first record (or row) seen under each key: a map per kind of key, looked up once per key. */
export class DuplicateIndex<V> {
  private readonly seen = new Map<string, Map<string, V>>();

  /** What `keys` first found, and under which key; null when none was seen. */
  find<K extends string>(keys: readonly (readonly [K, string | null])[]): { readonly by: K; readonly value: V } | null {
    for (const [by, key] of keys) {
      if (key === null) continue;
      const value = this.seen.get(by)?.get(key);
      if (value !== undefined) return { by, value };
    }
    return null;
  }

  /** Keeps `value` under each key not taken yet. */
  add(keys: readonly (readonly [string, string | null])[], value: V): void {
    for (const [by, key] of keys) {
      if (key === null) continue;
      let kind = this.seen.get(by);
      if (!kind) this.seen.set(by, (kind = new Map()));
      if (!kind.has(key)) kind.set(key, value);
    }
  }
}

/** The duplicate keys of an address: its text with accents, case and punctuation left out. */
export const textKey = (text: string | null | undefined): string | null => {
  const key = sameTextKey(text ?? '');
  return key === '' ? null : key;
};

export type AddressLookup = Result<{ readonly address: Address; readonly rough: GeocodedPlace | null }, 'ADDRESS_INVALID' | 'ADDRESS_NOT_FOUND'>;

/**
 * Places each distinct address of a file once, through the maps port: the first suggestion for
 * the text, geocoded. The address keeps the text as typed with the place's
 * coordinates; a place the port marks approximate is answered as the rough match it is.
 */
export class AddressPlacer {
  private readonly placed = new Map<string, Promise<Result<AddressLookup, MapsFailure>>>();

  constructor(
    private readonly maps: Pick<MapsService, 'autocomplete' | 'geocode'>,
    private readonly language: string,
  ) {}

  place(text: string): Promise<Result<AddressLookup, MapsFailure>> {
    const typed = text.trim().replace(/\s+/g, ' ');
    const key = sameTextKey(typed);
    let placing = this.placed.get(key);
    if (!placing) {
      placing = this.lookUp(typed);
      this.placed.set(key, placing);
    }
    return placing;
  }

  private async lookUp(typed: string): Promise<Result<AddressLookup, MapsFailure>> {
    if (checkAddress(typed)) return ok(err('ADDRESS_INVALID'));
    const suggestions = await this.maps.autocomplete(typed, { language: this.language, limit: 1 });
    if (!suggestions.ok) return suggestions;
    const first = suggestions.value[0];
    if (!first) return ok(err('ADDRESS_NOT_FOUND'));
    // Geocoded with the text as typed: a service that finds the place by a name the text only partly
    // matches says so (approximate).
    const place = await this.maps.geocode({ id: first.id, description: typed });
    if (!place.ok) return place.error.code === 'MAPS_NOT_FOUND' ? ok(err('ADDRESS_NOT_FOUND')) : place;
    const address: Address = { description: typed, latitude: place.value.latitude, longitude: place.value.longitude, complement: null };
    return ok(ok({ address, rough: place.value.approximate ? place.value : null }));
  }
}
