// The dry run of a collaborators import (/business-colaborators/import): name, surname, phone and
// address checked with the collaborator form's rules, each address placed through the maps port,
// duplicates found by phone, or by name, surname and address, against the business's
// collaborators and the rows above, and the plan's limit applied (spec decisions 4 and 6): the
// rows beyond it are to fix, with the plan that lifts it.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Address } from '../account/user.entity';
import { checkStaffLimit } from '../business/plan';
import type { ProfileApi } from '../business/profile.port';
import type { MapsFailure, MapsService } from '../maps/maps.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { validateCollaborator } from '../staff/save-collaborator.use-case';
import type { StaffApi } from '../staff/staff.port';
import { oneLineAddress, phoneDigits } from './cell-values.rules';
import { AddressPlacer, DuplicateIndex, inSlices, textKey, type CheckedRow, type DryRunPacing, type DryRunReport, type DuplicateOf, type RowNote, type RowProblem } from './dry-run';
import { cellOf, type ColumnMapping, type SheetRow } from './import-fields';

export interface CollaboratorImportRecord {
  readonly name: string;
  readonly surname: string;
  readonly phone: string;
  readonly address: Address;
}

export interface CollaboratorImportRequest {
  readonly rows: readonly SheetRow[];
  readonly mapping: ColumnMapping<'collaborators'>;
  readonly language: string;
}

const keysOf = (phone: string, name: string, surname: string, address: string | null | undefined) => {
  const person = textKey(`${name} ${surname}`);
  const place = textKey(address);
  return [
    ['phone', phone === '' ? null : phone],
    ['nameAddress', person && place ? `${person}|${place}` : null],
  ] as const;
};

export class DryRunCollaboratorImport {
  constructor(
    private readonly staff: Pick<StaffApi, 'listCollaborators'>,
    private readonly profile: Pick<ProfileApi, 'getCompany'>,
    private readonly maps: Pick<MapsService, 'autocomplete' | 'geocode'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(request: CollaboratorImportRequest, pacing: DryRunPacing = {}): Promise<Result<DryRunReport<CollaboratorImportRecord>, NotSignedIn | ApiFailure | MapsFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const [people, company] = await Promise.all([this.staff.listCollaborators(credentials, ownerId), this.profile.getCompany(credentials, ownerId)]);
      if (!people.ok) return people;
      if (!company.ok) return company;
      const plan = company.value?.plan ?? 'free';
      const existing = new DuplicateIndex<DuplicateOf>();
      for (const person of people.value) {
        existing.add(keysOf(phoneDigits(person.phone ?? ''), person.name, person.surname, person.address?.description), { kind: 'existing', id: person.id, name: `${person.name} ${person.surname}` });
      }
      const earlier = new DuplicateIndex<DuplicateOf>();
      const placer = new AddressPlacer(this.maps, request.language);
      let count = people.value.length;
      const checked: CheckedRow<CollaboratorImportRecord>[] = [];
      let failure: MapsFailure | null = null;
      await inSlices(request.rows, pacing, async (row) => {
        if (failure) return;
        const cell = (field: 'name' | 'surname' | 'phone' | 'address') => cellOf(row, request.mapping, field);
        const addressText = oneLineAddress(cell('address'));
        const problems: RowProblem[] = [];
        const notes: RowNote[] = [];
        let address: Address | null = null;
        if (addressText !== '') {
          const placed = await placer.place(addressText);
          if (!placed.ok) {
            failure = placed.error;
            return;
          }
          if (placed.value.ok) {
            address = placed.value.value.address;
            if (placed.value.value.rough) notes.push({ code: 'ADDRESS_ROUGH', detail: { place: placed.value.value.rough.description } });
          } else if (placed.value.error === 'ADDRESS_NOT_FOUND') problems.push({ field: 'address', code: 'ADDRESS_NOT_FOUND' });
        }
        const input = { name: cell('name'), surname: cell('surname'), phone: phoneDigits(cell('phone')), address };
        for (const issue of validateCollaborator(input)) if (!(issue.field === 'address' && problems.length > 0 && problems.some((p) => p.field === 'address'))) problems.push(issue);
        if (problems.length > 0) {
          checked.push({ line: row.line, cells: row.cells, verdict: { kind: 'fix', problems } });
          return;
        }
        const record: CollaboratorImportRecord = { name: input.name.trim(), surname: input.surname.trim(), phone: input.phone, address: address! };
        const keys = keysOf(record.phone, record.name, record.surname, addressText);
        const duplicate = earlier.find(keys) ?? existing.find(keys);
        earlier.add(keys, { kind: 'row', line: row.line });
        if (duplicate) {
          checked.push({ line: row.line, cells: row.cells, verdict: { kind: 'duplicate', record, of: duplicate.value, by: duplicate.by, notes } });
          return;
        }
        const limit = checkStaffLimit(plan, 'collaborator', count);
        if (!limit.ok) {
          const { limit: max, upgradeTo } = limit.error;
          checked.push({ line: row.line, cells: row.cells, verdict: { kind: 'fix', problems: [{ field: 'name', code: 'PLAN_LIMIT', detail: { plan, limit: max, upgradeTo: upgradeTo ?? '' } }] } });
          return;
        }
        count += 1;
        checked.push({ line: row.line, cells: row.cells, verdict: { kind: 'import', record, notes } });
      });
      if (failure) return err(failure);
      return ok({ kind: 'collaborators', rows: checked });
    });
  }
}
