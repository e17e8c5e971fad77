// The dry run of a services catalogue import (/business-services/import): each row's name and
// price checked with the catalogue form's rules (a price as people write it: "R$ 1.234,50",
// "$80", "80,00"), and duplicates found by name against the catalogue and the rows above.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import { parsePrice } from '../services/service-item';
import type { ServicesApi } from '../services/services.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { checkText } from '../validation/field.rules';
import { DuplicateIndex, inSlices, textKey, type CheckedRow, type DryRunPacing, type DryRunReport, type DuplicateOf, type RowProblem } from './dry-run';
import { cellOf, type ColumnMapping, type SheetRow } from './import-fields';

export interface ServiceImportRecord {
  readonly name: string;
  readonly price: number;
}

export interface ServiceImportRequest {
  readonly rows: readonly SheetRow[];
  readonly mapping: ColumnMapping<'services'>;
}

/**
 * A price cell as the catalogue's rule reads it: currency signs and spaces left out, and of a dot
 * and a comma both present the last one is the decimal mark ("1.234,50" and "1,234.50").
 */
export function priceText(cell: string): string {
  const bare = cell.replace(/[\s\u00a0]|R\$|US\$|MX\$|\$|€|EUR|BRL|USD|MXN/gi, '');
  const lastDot = bare.lastIndexOf('.');
  const lastComma = bare.lastIndexOf(',');
  if (lastDot === -1 || lastComma === -1) return bare;
  const decimal = Math.max(lastDot, lastComma);
  return `${bare.slice(0, decimal).replace(/[.,]/g, '')}.${bare.slice(decimal + 1)}`;
}

export class DryRunServiceImport {
  constructor(
    private readonly services: Pick<ServicesApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(request: ServiceImportRequest, pacing: DryRunPacing = {}): Promise<Result<DryRunReport<ServiceImportRecord>, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const catalogue = await this.services.list(credentials, ownerId);
      if (!catalogue.ok) return catalogue;
      const existing = new DuplicateIndex<DuplicateOf>();
      for (const item of catalogue.value) existing.add([['name', textKey(item.name)]], { kind: 'existing', id: item.id, name: item.name });
      const earlier = new DuplicateIndex<DuplicateOf>();
      const checked: CheckedRow<ServiceImportRecord>[] = [];
      await inSlices(request.rows, pacing, (row) => {
        const name = cellOf(row, request.mapping, 'name');
        const price = priceText(cellOf(row, request.mapping, 'price'));
        const problems: RowProblem[] = [];
        const nameCheck = checkText(name);
        if (nameCheck) problems.push({ field: 'name', code: nameCheck });
        const value = parsePrice(price);
        if (value === null) problems.push({ field: 'price', code: 'PRICE_INVALID' });
        if (problems.length > 0) {
          checked.push({ line: row.line, cells: row.cells, verdict: { kind: 'fix', problems } });
          return;
        }
        const record: ServiceImportRecord = { name: name.trim(), price: value! };
        const keys = [['name', textKey(record.name)]] as const;
        const duplicate = earlier.find(keys) ?? existing.find(keys);
        earlier.add(keys, { kind: 'row', line: row.line });
        checked.push({
          line: row.line,
          cells: row.cells,
          verdict: duplicate ? { kind: 'duplicate', record, of: duplicate.value, by: duplicate.by, notes: [] } : { kind: 'import', record, notes: [] },
        });
      });
      return ok({ kind: 'services', rows: checked });
    });
  }
}
