// What a spreadsheet import brings in: clients, the services catalogue or collaborators,
// each with the fields a column can be mapped to, and the rows as the file gives them.

export const IMPORT_KINDS = ['clients', 'services', 'collaborators'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The fields of each kind, in the order the mapping shows them; the first ones are required. */
export const IMPORT_FIELDS = {
  clients: ['name', 'phone', 'email', 'address', 'birthday', 'docId', 'serviceDuration', 'team', 'recurrence', 'firstVisit'],
  services: ['name', 'price'],
  collaborators: ['name', 'surname', 'phone', 'address'],
} as const satisfies Record<ImportKind, readonly string[]>;

export type ImportField<K extends ImportKind = ImportKind> = (typeof IMPORT_FIELDS)[K][number];

/** The fields a file must map before its rows can be checked. */
export const REQUIRED_FIELDS: { readonly [K in ImportKind]: readonly ImportField<K>[] } = {
  clients: ['name', 'phone', 'email', 'address'],
  services: ['name', 'price'],
  collaborators: ['name', 'surname', 'phone', 'address'],
};

/** A line of the file: its number as a spreadsheet shows it (the header is line 1) and its cells. */
export interface SheetRow {
  readonly line: number;
  readonly cells: readonly string[];
}

/** For each column of the file, the field it fills, or null when it is left out. */
export type ColumnMapping<K extends ImportKind = ImportKind> = readonly (ImportField<K> | null)[];

/** The text of `field` in a row under `mapping` ('' when no column maps to it; the first column wins). */
export function cellOf<K extends ImportKind>(row: SheetRow, mapping: ColumnMapping<K>, field: ImportField<K>): string {
  const column = mapping.indexOf(field);
  return column === -1 ? '' : (row.cells[column] ?? '');
}

/** The required fields no column maps to. */
export function missingFields<K extends ImportKind>(kind: K, mapping: ColumnMapping<K>): ImportField<K>[] {
  return (REQUIRED_FIELDS[kind] as readonly ImportField<K>[]).filter((field) => !mapping.includes(field));
}

/**
 * Whether the rows need one team chosen for all of them before they are checked: every client
 * belongs to a team (the add-client rule), and no column of the file names one, so without it
 * every row would be refused for its team.
 */
export function needsTeamForAllRows(kind: ImportKind, mapping: ColumnMapping): boolean {
  return kind === 'clients' && !(mapping as ColumnMapping<'clients'>).includes('team');
}
