import { beforeEach, describe, expect, it } from 'vitest';
import type { DayMoveRecord } from '../calendar/day-move-journal.port';
import { freshProgress, type ImportJob } from '../imports/import-job';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { MemoryInProgressVisits, MemoryVisitOutbox } from '../testing/in-memory-road';
import { MemoryDayMoveJournal } from '../testing/memory-day-move-journal';
import { MemoryImportJobStore } from '../testing/memory-import-store';
import { MemoryKeptWork } from '../testing/memory-kept-work';
import { MemorySessionStore } from '../testing/memory-session.store';
import type { QueuedVisitAction } from '../visits/visit-stores.port';
import { Login } from './login.use-case';
import { Logout } from './logout.use-case';

let api: InMemoryAccountApi;
let store: MemorySessionStore;
let outbox: MemoryVisitOutbox;
let inProgress: MemoryInProgressVisits;
let dayMoves: MemoryDayMoveJournal;
let imports: MemoryImportJobStore;
let kept: MemoryKeptWork;

const finishQueued: QueuedVisitAction = { id: 'q1', kind: 'finish', visit: { clientId: 'c1', ownerId: 'o1', visitId: 'v1' }, taskId: 't1', observation: '', queuedAt: '2026-03-02T12:00:00Z' };

const step = (i: number, state: 'waiting' | 'done' | 'failed') => ({ clientId: `c${i}`, clientName: `Client ${i}`, teamName: 'Alpha', visitId: `v${i}`, from: '2026-03-03T08:00', to: '2026-03-04T08:00', state });
const dayMove = (...states: ('waiting' | 'done' | 'failed')[]): DayMoveRecord => ({ day: '2026-03-03', target: '2026-03-04', direction: 'forward', steps: states.map((state, i) => step(i, state)) });

const importJob = (rows: number): ImportJob => ({
  kind: 'clients',
  fileName: 'clientes.csv',
  headers: ['Nome'],
  startedAt: '2026-03-02T12:00:00Z',
  rows: Array.from({ length: rows }, (_, i) => ({ line: i + 2, cells: [`Cliente ${i}`], action: 'create' as const, targetId: null, key: `c${i}`, record: {} })),
  toFix: [],
});

const logout = () => new Logout(api, store, outbox, inProgress, dayMoves, imports, kept);

beforeEach(async () => {
  api = new InMemoryAccountApi();
  store = new MemorySessionStore();
  outbox = new MemoryVisitOutbox();
  inProgress = new MemoryInProgressVisits();
  dayMoves = new MemoryDayMoveJournal();
  imports = new MemoryImportJobStore();
  kept = new MemoryKeptWork();
  api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
  await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
});

describe('Logout', () => {
  it('disconnects and clears the stored data', async () => {
    const result = await logout().execute();
    expect(result.ok).toBe(true);
    expect(store.session).toBeNull();
    expect(api.accounts.get('ana@example.com')?.tokens.size).toBe(0);
  });

  it('still clears the stored data when the server cannot be reached', async () => {
    api.unreachable = true;
    const result = await logout().execute();
    expect(!result.ok && result.error.code).toBe('API_UNREACHABLE');
    expect(store.session).toBeNull();
  });

  it('refuses while visit actions wait on the device, saying how many, and keeps everything', async () => {
    outbox.save([finishQueued, { ...finishQueued, id: 'q2', kind: 'cancel', visit: { ...finishQueued.visit, clientId: 'c2' } } as QueuedVisitAction]);
    const result = await logout().execute();
    expect(result).toEqual({ ok: false, error: { code: 'LOGOUT_UNSENT_WORK', work: { visitActions: 2, dayMoveVisits: 0, importRows: {} } } });
    expect(store.session).not.toBeNull();
    expect(store.clearCount).toBe(0);
    expect(api.calls).not.toContain('disconnect');
    expect(kept.calls.filter((call) => call.startsWith('forget'))).toEqual([]);
  });

  it("refuses while a day move is under way, counting the visits not moved yet (a failed one among them), and keeps it", async () => {
    dayMoves.save(dayMove('done', 'failed', 'waiting', 'done'));
    const result = await logout().execute();
    expect(result).toEqual({ ok: false, error: { code: 'LOGOUT_UNSENT_WORK', work: { visitActions: 0, dayMoveVisits: 2, importRows: {} } } });
    expect(dayMoves.load()).not.toBeNull();
    expect(store.session).not.toBeNull();
  });

  it('refuses while an import is under way, counting its rows waiting or sent with no answer', async () => {
    await imports.start({ job: importJob(5), progress: { ...freshProgress(5), states: 'ddrsw' } });
    const result = await logout().execute();
    expect(result).toEqual({ ok: false, error: { code: 'LOGOUT_UNSENT_WORK', work: { visitActions: 0, dayMoveVisits: 0, importRows: { clients: 2 } } } });
    expect(await imports.progress('clients')).not.toBeNull();
  });

  it("signs out without asking when the day move is done and the import finished, and leaves neither (nor anything else of the person's) behind", async () => {
    dayMoves.save(dayMove('done', 'done'));
    await imports.start({ job: importJob(2), progress: { ...freshProgress(2), states: 'dr' } });
    const user = store.session!.user;
    const result = await logout().execute();
    expect(result.ok).toBe(true);
    expect(dayMoves.load()).toBeNull();
    expect(kept.calls).toContain(`forget ${user.id}`);
    expect(kept.passwords.has(user.id)).toBe(false);
  });

  it('signs out and drops every kind of waiting work when the person chose to discard it', async () => {
    outbox.save([finishQueued]);
    dayMoves.save(dayMove('waiting'));
    await imports.start({ job: importJob(1), progress: freshProgress(1) });
    const user = store.session!.user;
    const result = await logout().execute({ discardUnsent: true });
    expect(result.ok).toBe(true);
    expect(store.session).toBeNull();
    expect(store.clearCount).toBe(1);
    expect(outbox.load()).toEqual([]);
    expect(dayMoves.load()).toBeNull();
    expect(kept.calls).toContain(`forget ${user.id}`);
  });

  it("drops the person's visits in progress with a sign-out they chose", async () => {
    inProgress.save({ c1: { taskId: 't1', visitId: 'v1' } });
    expect((await logout().execute()).ok).toBe(true);
    expect(inProgress.load()).toEqual({});
  });

  it('clears the session before it waits for the device or the server: a sign-out has begun as soon as it is asked for', async () => {
    let signedInWhileServerAsked: boolean | null = null;
    let signedInWhileForgetting: boolean | null = null;
    const disconnect = api.disconnect.bind(api);
    api.disconnect = async (credentials) => {
      signedInWhileServerAsked = store.session !== null;
      return disconnect(credentials);
    };
    const forget = kept.forget.bind(kept);
    kept.forget = (userId) => {
      signedInWhileForgetting = store.session !== null;
      return forget(userId);
    };
    await logout().execute();
    expect(signedInWhileServerAsked).toBe(false);
    expect(signedInWhileForgetting).toBe(false);
    expect(api.accounts.get('ana@example.com')?.tokens.size).toBe(0);
  });
});
