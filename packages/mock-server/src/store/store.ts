// The one module every write goes through. Routes read `store.data` and change it only inside
// `store.update`, which persists the change before the route answers and puts the data back as
// it was if the change throws half-way, so a failed request never leaves a half-written record.
import { Low, Memory } from 'lowdb';
import { emptyData, type Data } from './schema';

export class Store {
  constructor(private readonly db: Low<Data>) {}

  get data(): Readonly<Data> {
    return this.db.data;
  }

  async update<T>(change: (data: Data) => T): Promise<T> {
    const before = structuredClone(this.db.data);
    let result: T;
    try {
      result = change(this.db.data);
    } catch (error) {
      this.db.data = before;
      throw error;
    }
    await this.db.write();
    return result;
  }

  async replace(data: Data): Promise<void> {
    this.db.data = data;
    await this.db.write();
  }
}

/** A store that lives in memory only: tests and the contract suite use it. */
export function createMemoryStore(data: Data = emptyData()): Store {
  return new Store(new Low<Data>(new Memory<Data>(), data));
}
