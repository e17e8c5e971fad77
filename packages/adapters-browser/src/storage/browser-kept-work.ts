// What the device does with a person's records when their session ends (core's KeptWork).
//
// At sign-in a key is made from the person's password (PBKDF2, SHA-256, with a salt of their own)
// as a non-extractable AES-GCM key, and kept in IndexedDB while their session lives. When the
// server ends the session, the person's records (the visit outbox, the visits in progress, the day
// move in local storage; the imports in IndexedDB) are sealed with that key into one IndexedDB
// entry, the person's id bound to it, the records removed and the key deleted: only the person's
// password opens them again, at their next sign-in, which puts them back in place. Beside the
// sealed entry a note says how many visit actions wait and until when (the signed-out pages show
// it), under the person's id and not their name: nothing of theirs is left readable. An explicit
// sign-out removes all of the person's, key included. Sealed work is removed KEPT_WORK_BOUND_MS
// after it was sealed.
//
// Each sign-in and sign-out also tidies the device: records of anyone else still in place (a
// sealing cut short by a closed page, a session replaced) are sealed with their key if it is still
// here, else removed; the keys of people not signed in are deleted; sealed work past its time goes.
//
// A browser without WebCrypto (a page not served over HTTPS) or IndexedDB makes no key: a session
// the server ends then loses its person's work rather than leaving it in clear.
import { IMPORT_KINDS, type KeptWork, type KeptWorkOpened, type User, type UserId } from '@fieldteam/core';
import { createStore, del, delMany, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval';
import { openImportsStore } from './indexed-db-import-jobs.store';
import { keptWorkNoteKey, keptWorkNotes, type KeptWorkNote } from './kept-work-notes';
import { importKeyOwner, importKeys, KEPT_WORK_BOUND_MS, PERSON_RECORD_BASES, STORAGE_KEYS } from './storage-keys';

/** PBKDF2 rounds for a key made from a password (OWASP's figure for SHA-256). */
export const KEY_ROUNDS = 600_000;

/** A person's key for their session, kept while it lives. */
interface PersonKey {
  readonly v: 1;
  readonly salt: Uint8Array;
  readonly rounds: number;
  readonly key: CryptoKey;
}

/** A person's records sealed with their key. */
interface SealedWork {
  readonly v: 1;
  readonly salt: Uint8Array;
  readonly rounds: number;
  readonly iv: Uint8Array;
  readonly data: ArrayBuffer;
  /** When it is removed (ms since the epoch). */
  readonly until: number;
}

/** A person's records as they are stored: local storage's texts and the imports' values, by key. */
interface PersonRecordsAt {
  readonly local: Record<string, string>;
  readonly imports: Record<string, unknown>;
}

export interface BrowserKeptWorkOptions {
  readonly storage: Storage;
  readonly imports?: () => UseStore;
  readonly vault?: () => UseStore;
  readonly now?: () => number;
  readonly rounds?: number;
  readonly subtle?: SubtleCrypto | null;
}

const keyName = (userId: string) => `key.${userId}`;
const sealedName = (userId: string) => `sealed.${userId}`;
const encode = (text: string) => new TextEncoder().encode(text);
const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

export class BrowserKeptWork implements KeptWork {
  private readonly storage: Storage;
  private readonly openImports: () => UseStore;
  private readonly openVault: () => UseStore;
  private readonly now: () => number;
  private readonly rounds: number;
  private readonly subtle: SubtleCrypto | null;
  private importsStore: UseStore | null = null;
  private vaultStore: UseStore | null = null;
  /** Keys being made on this page, by person: a sealing waits for its person's. */
  private readonly making = new Map<UserId, Promise<unknown>>();

  constructor(options: BrowserKeptWorkOptions) {
    this.storage = options.storage;
    this.openImports = options.imports ?? openImportsStore;
    this.openVault = options.vault ?? (() => createStore('fieldteam-kept-work', 'vault'));
    this.now = options.now ?? Date.now;
    this.rounds = options.rounds ?? KEY_ROUNDS;
    this.subtle = options.subtle === undefined ? (globalThis.crypto?.subtle ?? null) : options.subtle;
  }

  async open(user: User, password: string): Promise<KeptWorkOpened> {
    await this.tidy(user.id);
    const sealed = await this.get<SealedWork>(sealedName(user.id));
    const made = this.makeKey(user, password, sealed?.salt ?? randomBytes(16), sealed?.rounds ?? this.rounds);
    // With nothing to open, the sign-in does not wait for the key.
    if (!sealed) return { lost: false };
    const key = await made;
    const records = key ? await this.unseal(user.id, key, sealed) : null;
    await this.dropSealed(user.id);
    if (!records) return { lost: true };
    await this.putBack(records);
    return { lost: false };
  }

  async seal(user: User): Promise<void> {
    await this.making.get(user.id);
    await this.sealRecordsOf(user.id);
  }

  async forget(userId: UserId): Promise<void> {
    await this.making.get(userId);
    await this.removeRecordsOf(userId);
    await this.dropSealed(userId);
    await this.delete(keyName(userId));
    await this.tidy(null);
  }

  /** Makes the person's key from their password and keeps it for the session; null when the browser cannot. */
  private makeKey(user: User, password: string, salt: Uint8Array, rounds: number): Promise<CryptoKey | null> {
    const made = (async () => {
      if (!this.subtle) return null;
      try {
        const material = await this.subtle.importKey('raw', encode(password), 'PBKDF2', false, ['deriveKey']);
        const key = await this.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: rounds }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
        const kept: PersonKey = { v: 1, salt, rounds, key };
        await set(keyName(user.id), kept, this.vault());
        return key;
      } catch {
        return null;
      }
    })();
    this.making.set(user.id, made);
    void made.finally(() => {
      if (this.making.get(user.id) === made) this.making.delete(user.id);
    });
    return made;
  }

  /** Seals the person's records with their key and removes them and the key; with no key, only removes them. */
  private async sealRecordsOf(userId: UserId): Promise<void> {
    const records = await this.recordsOf(userId);
    const kept = await this.get<PersonKey>(keyName(userId));
    try {
      if (records && kept && this.subtle) {
        const iv = randomBytes(12);
        const data = await this.subtle.encrypt({ name: 'AES-GCM', iv: iv as BufferSource, additionalData: encode(userId) }, kept.key, encode(JSON.stringify(records)));
        const until = this.now() + KEPT_WORK_BOUND_MS;
        const sealed: SealedWork = { v: 1, salt: kept.salt, rounds: kept.rounds, iv, data, until };
        await set(sealedName(userId), sealed, this.vault());
        const note: KeptWorkNote = { v: 2, visitActions: visitActionsIn(records), until };
        this.storage.setItem(keptWorkNoteKey(userId), JSON.stringify(note));
      }
    } catch {
      // Not sealed: removed below all the same, never left in clear.
    }
    await this.removeRecordsOf(userId);
    await this.delete(keyName(userId));
  }

  /** The records sealed for the person, opened with their key; null when the key does not open them. */
  private async unseal(userId: UserId, key: CryptoKey, sealed: SealedWork): Promise<PersonRecordsAt | null> {
    if (!this.subtle) return null;
    try {
      const plain = await this.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv as BufferSource, additionalData: encode(userId) }, key, sealed.data);
      const records = JSON.parse(new TextDecoder().decode(plain)) as Partial<PersonRecordsAt>;
      return { local: records.local ?? {}, imports: records.imports ?? {} };
    } catch {
      return null;
    }
  }

  /** Puts records back where they were; a record written there since stays (it is the newer). */
  private async putBack(records: PersonRecordsAt): Promise<void> {
    for (const [key, raw] of Object.entries(records.local)) {
      try {
        if (this.storage.getItem(key) === null) this.storage.setItem(key, raw);
      } catch {
        // A full storage keeps what it can.
      }
    }
    const names = Object.keys(records.imports);
    try {
      const present = await getMany(names, this.imports());
      await setMany(
        names.filter((_name, i) => present[i] === undefined).map((name) => [name, records.imports[name]]),
        this.imports(),
      );
    } catch {
      // The imports could not be put back: the import is started again from its file.
    }
  }

  /** Everything of the person's in local storage and the imports' store, or null when there is nothing. */
  private async recordsOf(userId: UserId): Promise<PersonRecordsAt | null> {
    const local: Record<string, string> = {};
    for (const base of PERSON_RECORD_BASES) {
      try {
        const raw = this.storage.getItem(`${base}.${userId}`);
        if (raw !== null) local[`${base}.${userId}`] = raw;
      } catch {
        // Unreadable: nothing to keep.
      }
    }
    const imports: Record<string, unknown> = {};
    const names = importNamesOf(userId);
    try {
      const values = await getMany(names, this.imports());
      names.forEach((name, i) => {
        if (values[i] !== undefined) imports[name] = values[i];
      });
    } catch {
      // Unreadable: nothing to keep.
    }
    return Object.keys(local).length + Object.keys(imports).length > 0 ? { local, imports } : null;
  }

  private async removeRecordsOf(userId: UserId): Promise<void> {
    for (const base of PERSON_RECORD_BASES) {
      try {
        this.storage.removeItem(`${base}.${userId}`);
      } catch {
        // A storage that refuses holds nothing.
      }
    }
    try {
      await delMany(importNamesOf(userId), this.imports());
    } catch {
      // An imports' store that refuses holds nothing.
    }
  }

  private async dropSealed(userId: UserId): Promise<void> {
    await this.delete(sealedName(userId));
    try {
      this.storage.removeItem(keptWorkNoteKey(userId));
    } catch {
      // A storage that refuses holds no note.
    }
  }

  /** Seals or removes what anyone but `signedIn` left in place, deletes their keys, and drops sealed work past its time. */
  private async tidy(signedIn: UserId | null): Promise<void> {
    // A key still being made on this page (a sign-in does not wait for it) is kept first, so that
    // its person's work is sealed with it, not removed unsealed with the key written after.
    await Promise.all(this.making.values());
    const people = new Set<UserId>();
    try {
      for (let i = 0; i < this.storage.length; i += 1) {
        const key = this.storage.key(i);
        const base = PERSON_RECORD_BASES.find((b) => key?.startsWith(`${b}.`));
        if (key && base) people.add(key.slice(base.length + 1));
      }
    } catch {
      // Nothing listed.
    }
    for (const name of await this.names(() => this.imports())) {
      const owner = importKeyOwner(name);
      if (owner) people.add(owner);
    }
    for (const name of await this.names(() => this.vault())) if (name.startsWith('key.')) people.add(name.slice(4));
    people.delete(signedIn ?? '');
    for (const userId of people) await this.sealRecordsOf(userId);

    const now = this.now();
    const sealedPeople = new Set<UserId>();
    for (const name of await this.names(() => this.vault())) {
      if (!name.startsWith('sealed.')) continue;
      const userId = name.slice(7);
      const sealed = await this.get<SealedWork>(name);
      if (!sealed || sealed.until <= now) await this.dropSealed(userId);
      else sealedPeople.add(userId);
    }
    for (const [userId, note] of keptWorkNotes(this.storage)) {
      if (!note || note.until <= now || !sealedPeople.has(userId)) {
        try {
          this.storage.removeItem(keptWorkNoteKey(userId));
        } catch {
          // A storage that refuses holds no note.
        }
      }
    }
  }

  private async names(store: () => UseStore): Promise<string[]> {
    try {
      return (await keys(store())).filter((key): key is string => typeof key === 'string');
    } catch {
      return [];
    }
  }

  private async get<T>(name: string): Promise<T | null> {
    try {
      return ((await get<T>(name, this.vault())) ?? null) as T | null;
    } catch {
      return null;
    }
  }

  private async delete(name: string): Promise<void> {
    try {
      await del(name, this.vault());
    } catch {
      // A vault that refuses holds nothing.
    }
  }

  private imports(): UseStore {
    this.importsStore ??= this.openImports();
    return this.importsStore;
  }

  private vault(): UseStore {
    this.vaultStore ??= this.openVault();
    return this.vaultStore;
  }
}

const importNamesOf = (userId: UserId): string[] =>
  IMPORT_KINDS.flatMap((kind) => {
    const names = importKeys(kind, userId);
    return [names.job, names.progress];
  });

/** How many visit actions the person's outbox record holds. */
function visitActionsIn(records: PersonRecordsAt): number {
  for (const [key, raw] of Object.entries(records.local)) {
    if (!key.startsWith(`${STORAGE_KEYS.visitOutbox}.`)) continue;
    try {
      const data = (JSON.parse(raw) as { data?: unknown }).data;
      return Array.isArray(data) ? data.length : 0;
    } catch {
      return 0;
    }
  }
  return 0;
}
