// Clients, with each business's list kept sorted by name (Intl.Collator). The list is sorted once,
// on first use; a change to one of the business's clients then moves just that client in it (a
// binary search each way), so that a write never costs a sort of 100,000 names.
import { Repository, type TransactionSource } from './repository';
import type { ClientRecord } from './schema';
import type { Table } from './table';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'variant', numeric: true });
const byName = (a: ClientRecord, b: ClientRecord) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Where `client` is, or would go, in a list sorted by `byName`. */
function placeOf(list: readonly ClientRecord[], client: ClientRecord): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byName(list[middle]!, client) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface SortedList {
  readonly clients: ClientRecord[];
  /** A frozen copy handed to readers, made again after a change. */
  view: readonly ClientRecord[] | null;
}

export class ClientsRepository extends Repository<ClientRecord> {
  private readonly sorted = new Map<string, SortedList>();

  constructor(table: Table<ClientRecord>, transactions: TransactionSource) {
    super(table, transactions);
    table.onChange((before, after) => {
      if (before) {
        const list = this.sorted.get(before.ownerId);
        if (list) {
          const at = placeOf(list.clients, before);
          if (list.clients[at] === before) list.clients.splice(at, 1);
          else this.sorted.delete(before.ownerId);
          list.view = null;
        }
      }
      if (after) {
        const list = this.sorted.get(after.ownerId);
        if (list) {
          list.clients.splice(placeOf(list.clients, after), 0, after);
          list.view = null;
        }
      }
    });
  }

  /** The business's clients sorted by name (the same array until one of them changes). */
  ofOwner(ownerId: string): readonly ClientRecord[] {
    let list = this.sorted.get(ownerId);
    if (!list) {
      list = { clients: this.where('owner', ownerId).sort(byName), view: null };
      this.sorted.set(ownerId, list);
    }
    list.view ??= Object.freeze(list.clients.slice());
    return list.view;
  }
}
