import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Credentials, UserId } from '../account/user.entity';
import type { Client } from '../clients/client.entity';
import type { NewClient } from '../clients/clients.port';
import type { ApiFailure } from '../shared/failures';
import { err, ok } from '../shared/result';
import { ACK, FixedClock, MemoryCache, MemoryImportJobStore, RecordingClientsApi, RecordingServicesApi, RecordingStaffApi, signedInToBusiness } from '../testing';
import type { ClientImportRecord } from './dry-run-client-import.use-case';
import { StartImport } from './start-import.use-case';
import { SendImport } from './send-import.use-case';
import type { DryRunReport } from './dry-run';

const record = (n: number): ClientImportRecord => ({
  name: `Cliente ${n}`,
  phone: `1198888${String(n).padStart(4, '0')}`,
  email: `cliente${n}@exemplo.com.br`,
  docId: '',
  birthday: null,
  address: { description: `Rua Harmonia, ${n}`, latitude: -23.5, longitude: -46.6, complement: null },
  serviceMinutes: null,
  teamId: 't-1',
  recurrence: null,
  visits: [],
});

const report = (count: number): DryRunReport<ClientImportRecord> => ({
  kind: 'clients',
  rows: Array.from({ length: count }, (_, i) => ({ line: i + 2, cells: [`Cliente ${i + 1}`], verdict: { kind: 'import' as const, record: record(i + 1), notes: [] } })),
});

/** A server that keeps the clients it is sent, and can lose answers, refuse, or answer slowly. */
class ServerClients extends RecordingClientsApi {
  made: NewClient[] = [];
  inFlight = 0;
  maxInFlight = 0;
  /** Calls whose client is made but whose answer is lost (1-based numbers of create calls). */
  loseAnswerOf = new Set<number>();
  refuse = new Map<string, ApiFailure>();
  onCreate: (client: NewClient) => void = () => undefined;
  private creates = 0;

  override async create(credentials: Credentials, ownerId: UserId, client: NewClient) {
    this.calls.push(['create', credentials, ownerId, client]);
    this.creates += 1;
    const n = this.creates;
    this.onCreate(client);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    this.inFlight -= 1;
    const refusal = this.refuse.get(client.email);
    if (refusal) return err(refusal);
    this.made.push(client);
    return this.loseAnswerOf.has(n) ? err({ code: 'API_UNREACHABLE' as const }) : ok(ACK);
  }

  override list(credentials: Credentials, ownerId: UserId) {
    this.calls.push(['list', credentials, ownerId]);
    return Promise.resolve(ok(this.made.map((c, i) => ({ id: `c-${i}`, email: c.email, name: c.name }) as Client)));
  }
}

describe('SendImport', () => {
  let server: ServerClients;
  let store: MemoryImportJobStore;
  let clock: FixedClock;
  let cache: MemoryCache;
  let waited: number[];
  let send: SendImport;

  const make = (concurrency = 6) =>
    new SendImport(server, new RecordingServicesApi(), new RecordingStaffApi(), store, signedInToBusiness('manager'), cache, clock, {
      concurrency,
      answerGraceMs: 16_000,
      wait: async (ms) => {
        waited.push(ms);
        clock.advance({ milliseconds: ms });
      },
    });

  beforeEach(async () => {
    server = new ServerClients();
    store = new MemoryImportJobStore();
    clock = new FixedClock('2026-03-02T12:00:00Z');
    cache = new MemoryCache();
    waited = [];
    send = make();
  });

  const start = (count: number, updates: ReadonlySet<number> = new Set()) => new StartImport(store, clock).execute({ report: report(count), updates, fileName: 'clientes.csv', headers: ['Nome'] });

  it('sends every row once, at most `concurrency` at a time, and keeps the progress', async () => {
    await start(20);
    const outcome = await send.execute('clients');
    expect(outcome).toEqual({ ok: true, value: { status: 'finished', counts: { total: 20, waiting: 0, sending: 0, done: 20, refused: 0 } } });
    expect(server.made.map((c) => c.email).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `cliente${i + 1}@exemplo.com.br`).sort());
    expect(server.maxInFlight).toBe(6);
    expect((await store.load('clients'))!.progress.states).toBe('d'.repeat(20));
  });

  it('sends one at a time with a concurrency of 1', async () => {
    await start(5);
    await make(1).execute('clients');
    expect(server.maxInFlight).toBe(1);
  });

  it('keeps a row marked as sent before it leaves', async () => {
    await start(3);
    const marksWhenSent: string[] = [];
    server.onCreate = (client) => marksWhenSent.push(`${client.email}:${store.imports.get('clients')!.progress.states}`);
    await make(1).execute('clients');
    expect(marksWhenSent).toEqual(['cliente1@exemplo.com.br:sww', 'cliente2@exemplo.com.br:dsw', 'cliente3@exemplo.com.br:dds']);
  });

  it('lets rows leave side by side on a slow device store: a row waits for one write that keeps its mark, not for every write before it', async () => {
    // A device store (IndexedDB) answers in milliseconds; the rows' marks asked for while one write
    // is on its way are kept together by the next.
    const slow = new (class extends MemoryImportJobStore {
      override async saveProgress(...args: Parameters<MemoryImportJobStore['saveProgress']>) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return super.saveProgress(...args);
      }
    })();
    store = slow;
    await start(6);
    const left: Array<{ email: string; writes: number; kept: string }> = [];
    server.onCreate = (client) => left.push({ email: client.email, writes: slow.saved.length, kept: slow.imports.get('clients')!.progress.states });
    const outcome = await make(6).execute('clients');
    expect(outcome.ok && outcome.value.status).toBe('finished');
    expect(server.maxInFlight).toBe(6);
    // The six rows marked in the same turn leave after one write, not after one write each.
    expect(left.map((l) => l.writes)).toEqual([1, 1, 1, 1, 1, 1]);
    // Each row's mark was kept before it left.
    for (const { email, kept } of left) expect(kept[Number(/\d+/.exec(email)![0]) - 1]).toBe('s');
  });

  it('sends the business’s visits as local times of its zone', async () => {
    const at = Temporal.ZonedDateTime.from('2026-03-04T14:00[America/Sao_Paulo]').epochMilliseconds;
    await new StartImport(store, clock).execute({
      report: { kind: 'clients', rows: [{ line: 2, cells: [], verdict: { kind: 'import', record: { ...record(1), recurrence: 'unit', visits: [at] }, notes: [] } }] },
      updates: new Set(),
      fileName: 'f.csv',
      headers: [],
    });
    await send.execute('clients');
    expect(server.made[0]!.visits.map(String)).toEqual(['2026-03-04T14:00:00']);
    expect(server.made[0]!.recurrence).toBe('unit');
  });

  it('never sends a row twice when an answer is lost: it stops, then looks the row up once no answer can still come', async () => {
    await start(10);
    server.loseAnswerOf = new Set([3]);
    const first = await make(1).execute('clients');
    expect(first.ok && first.value.status).toBe('interrupted');
    expect(first.ok && first.value.counts).toMatchObject({ done: 2, sending: 1, waiting: 7 });
    clock.advance({ seconds: 5 });
    const second = await make(1).execute('clients');
    expect(waited).toEqual([11_000]);
    expect(second.ok && second.value.status).toBe('finished');
    expect(server.made).toHaveLength(10);
    expect(new Set(server.made.map((c) => c.email)).size).toBe(10);
  });

  it('sends a row again whose lost answer came from a call that never arrived', async () => {
    await start(2);
    server.refuse.set('cliente1@exemplo.com.br', { code: 'API_TIMEOUT' });
    const first = await make(1).execute('clients');
    expect(first.ok && first.value.counts).toMatchObject({ sending: 1, waiting: 1 });
    server.refuse.clear();
    clock.advance({ seconds: 30 });
    await make(1).execute('clients');
    expect(waited).toEqual([]);
    expect(server.made.map((c) => c.email)).toEqual(['cliente1@exemplo.com.br', 'cliente2@exemplo.com.br']);
  });

  it('keeps a refused row with the server’s text and goes on', async () => {
    await start(3);
    server.refuse.set('cliente2@exemplo.com.br', { code: 'API_REFUSED', reason: 'refused', message: 'Please check the provided email and try again.' });
    const outcome = await send.execute('clients');
    expect(outcome.ok && outcome.value).toEqual({ status: 'finished', counts: { total: 3, waiting: 0, sending: 0, done: 2, refused: 1 } });
    expect((await store.load('clients'))!.progress.refusals).toEqual({ 1: 'Please check the provided email and try again.' });
  });

  it.each(['session-ended', 'try-later'] as const)('stops without blaming the row on a refusal that says %s', async (reason) => {
    await start(3);
    server.refuse.set('cliente1@exemplo.com.br', { code: 'API_REFUSED', reason, message: 'no' });
    const outcome = await make(1).execute('clients');
    expect(outcome.ok && outcome.value).toEqual({ status: 'interrupted', counts: { total: 3, waiting: 3, sending: 0, done: 0, refused: 0 } });
  });

  it('pauses when asked, lets the rows on their way be answered, and resumes where it stopped', async () => {
    await start(10);
    const pause = new AbortController();
    server.onCreate = () => {
      if (server.calls.filter(([m]) => m === 'create').length === 4) pause.abort();
    };
    const first = await make(2).execute('clients', { signal: pause.signal });
    expect(first.ok && first.value.status).toBe('paused');
    expect(first.ok && first.value.counts.sending).toBe(0);
    server.onCreate = () => undefined;
    const second = await make(2).execute('clients');
    expect(second.ok && second.value.status).toBe('finished');
    expect(server.made).toHaveLength(10);
    expect(new Set(server.made.map((c) => c.email)).size).toBe(10);
  });

  it('updates the duplicates chosen, and skips the others; an update unanswered is simply sent again', async () => {
    const dup = (line: number, of: string) => ({ line, cells: [], verdict: { kind: 'duplicate' as const, record: record(line), of: { kind: 'existing' as const, id: of, name: 'x' }, by: 'email' as const, notes: [] } });
    await new StartImport(store, clock).execute({ report: { kind: 'clients', rows: [dup(2, 'c-7'), dup(3, 'c-8')] }, updates: new Set([3]), fileName: 'f.csv', headers: [] });
    server.failure = { code: 'API_UNREACHABLE' };
    await send.execute('clients');
    server.failure = null;
    await send.execute('clients');
    expect(server.calls.filter(([m]) => m === 'update').map(([, , id]) => id)).toEqual(['c-8', 'c-8']);
    expect(server.calls.some(([m]) => m === 'list')).toBe(false);
  });

  it('drops the cached clients once it made some', async () => {
    cache = new MemoryCache({ clients: [] });
    send = make();
    await start(1);
    await send.execute('clients');
    expect(cache.peek('clients')).toBeNull();
  });

  it('answers when there is nothing to send, and StartImport refuses an import with no row', async () => {
    expect(await send.execute('clients')).toEqual({ ok: false, error: { code: 'IMPORT_MISSING' } });
    expect(await start(0)).toEqual({ ok: false, error: { code: 'IMPORT_EMPTY' } });
  });
});
