// Clients, with each business's list kept sorted by name (Intl.Collator) and rebuilt only after a
// change to that business's clients, and a version per business that also counts changes to its
// teams (a client's answer carries its team), for answers cached per business.
import { Repository, type TransactionSource } from './repository';
import type { ClientRecord, TeamRecord } from './schema';
import type { Table } from './table';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'variant', numeric: true });
const byName = (a: ClientRecord, b: ClientRecord) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class ClientsRepository extends Repository<ClientRecord> {
  private readonly sorted = new Map<string, readonly ClientRecord[]>();
  private readonly versions = new Map<string, number>();

  constructor(table: Table<ClientRecord>, teams: Table<TeamRecord>, transactions: TransactionSource) {
    super(table, transactions);
    const changed = (ownerId: string | undefined) => {
      if (ownerId === undefined) return;
      this.sorted.delete(ownerId);
      this.versions.set(ownerId, (this.versions.get(ownerId) ?? 0) + 1);
    };
    table.onChange((before, after) => {
      changed(before?.ownerId);
      if (after?.ownerId !== before?.ownerId) changed(after?.ownerId);
    });
    teams.onChange((before, after) => {
      changed(before?.ownerId);
      if (after?.ownerId !== before?.ownerId) changed(after?.ownerId);
    });
  }

  /** The business's clients sorted by name (the same array until one of them changes). */
  ofOwner(ownerId: string): readonly ClientRecord[] {
    let list = this.sorted.get(ownerId);
    if (!list) {
      list = Object.freeze(this.where('owner', ownerId).sort(byName));
      this.sorted.set(ownerId, list);
    }
    return list;
  }

  /** Grows with every change to the business's clients or teams. */
  versionOf(ownerId: string): number {
    return this.versions.get(ownerId) ?? 0;
  }
}
