import { DryRunClientImport, guessMapping, ok, type CheckedRow } from '@fieldteam/core';
import { FixedClock, RecordingClientsApi, RecordingProfileApi, RecordingServicesApi, RecordingStaffApi, RecordingTeamsApi, signedInToBusiness, StubMapsService } from '@fieldteam/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { archiveThrough, dryRunsInPage, dryRunThrough, ROWS_PER_SLICE, sheetThrough } from './transfer-calls';
import type { SheetWork } from './transfer-sheet';
import type { DryRunWork, TransferMoment, TransferWork } from './transfer-work';

const clock = new FixedClock('2026-03-02T12:00:00Z');
const sessions = signedInToBusiness('manager');
const checked = (line: number): CheckedRow<unknown> => ({ line, cells: [], verdict: { kind: 'fix', problems: [] } });

/** A transfer work that answers `total` rows and records what the page asked for. */
function fakeWork(total: number) {
  const asked: { moment?: TransferMoment; slices: [number, number][]; staged: [number, number][]; orderRows?: number; rowsAhead: unknown[] } = { slices: [], staged: [], rowsAhead: [] };
  const work: DryRunWork = {
    prepare: () => Promise.resolve(),
    stageRows: (rows, from) => Promise.resolve(void asked.staged.push([from, rows.length])),
    readRowsAhead: (_moment, request) => Promise.resolve(void asked.rowsAhead.push(request)),
    dryRun: (moment, order, onProgress) => {
      asked.moment = moment;
      asked.orderRows = order.request.rows.length;
      onProgress?.(total, total);
      return Promise.resolve(ok({ kind: 'clients', total, counts: { import: 0, fix: total, duplicate: 0 } }));
    },
    checkedRows: (from, to) => {
      asked.slices.push([from, to]);
      return Promise.resolve(Array.from({ length: Math.max(0, Math.min(to, total) - from) }, (_, i) => checked(from + i + 2)));
    },
  };
  return { work, asked };
}

describe('sheetThrough', () => {
  const rowsOf = (total: number) => Array.from({ length: total }, (_, i) => ({ line: i + 2, cells: [`Cliente ${i}`] }));

  it('receives a file’s rows a slice at a time, all asked for at once, giving the page back before each', async () => {
    const rows = rowsOf(ROWS_PER_SLICE * 2 + 1);
    const asked: [number, number, number][] = [];
    const work: SheetWork = {
      readSheet: () => Promise.resolve(ok({ id: 7, headers: ['Nome'], format: { kind: 'text', encoding: 'utf-8', separator: ';' }, total: rows.length })),
      sheetRows: (id, from, to) => Promise.resolve(void asked.push([id, from, to])).then(() => rows.slice(from, to)),
    };
    let breaths = 0;
    const read = sheetThrough(work, () => Promise.resolve(void (breaths += 1)));
    expect(await read(new Uint8Array(1))).toEqual({ headers: ['Nome'], rows, format: { kind: 'text', encoding: 'utf-8', separator: ';' } });
    expect(asked).toEqual([
      [7, 0, ROWS_PER_SLICE],
      [7, ROWS_PER_SLICE, ROWS_PER_SLICE * 2],
      [7, ROWS_PER_SLICE * 2, ROWS_PER_SLICE * 3],
    ]);
    expect(breaths).toBe(3);
  });

  it('answers what keeps a file from being read, asking for no row', async () => {
    const sheetRows = vi.fn(() => Promise.resolve([]));
    const read = sheetThrough({ readSheet: () => Promise.resolve({ ok: false, error: { code: 'FILE_QUOTE_UNCLOSED', line: 12 } }), sheetRows });
    expect(await read(new Uint8Array(1))).toEqual({ code: 'FILE_QUOTE_UNCLOSED', line: 12 });
    expect(sheetRows).not.toHaveBeenCalled();
  });
});

describe('dryRunThrough', () => {
  it('receives the report a slice at a time, giving the page back before each, with the session and the moment of the call', async () => {
    const { work, asked } = fakeWork(ROWS_PER_SLICE * 2 + 1);
    let breaths = 0;
    const progress: number[] = [];
    const report = await dryRunThrough(work, 'clients', sessions, clock).execute(
      { rows: [], mapping: [], defaultTeamId: null, language: 'pt-BR' },
      { breathe: () => Promise.resolve(void (breaths += 1)), onProgress: (done) => progress.push(done) },
    );
    if (!report.ok) throw new Error('failed');
    expect(report.value.rows.map((r) => r.line)).toEqual(Array.from({ length: ROWS_PER_SLICE * 2 + 1 }, (_, i) => i + 2));
    expect(asked.slices).toEqual([
      [0, ROWS_PER_SLICE],
      [ROWS_PER_SLICE, ROWS_PER_SLICE * 2],
      [ROWS_PER_SLICE * 2, ROWS_PER_SLICE * 3],
    ]);
    expect(breaths).toBe(3);
    expect(progress).toEqual([ROWS_PER_SLICE * 2 + 1]);
    expect(asked.moment).toEqual({ session: sessions.load(), nowMs: Date.parse('2026-03-02T12:00:00Z'), timeZone: 'America/Sao_Paulo' });
  });

  it("gives each row of the report the cells of the page's own row (the work sends none back)", async () => {
    const { work } = fakeWork(3);
    const rows = [2, 3, 4].map((line) => ({ line, cells: [`Cliente ${line}`, `c${line}@x.com`] }));
    const report = await dryRunThrough(work, 'clients', sessions, clock).execute({ rows, mapping: [], defaultTeamId: null, language: 'pt-BR' });
    expect(report.ok && report.value.rows.map((r) => [r.line, r.cells])).toEqual(rows.map((r) => [r.line, r.cells]));
    // A report whose rows are not the file's in order still finds each row's cells by its line.
    const shuffled: DryRunWork = { ...work, checkedRows: () => Promise.resolve([checked(4), checked(2), checked(9)]) };
    const found = await dryRunThrough(shuffled, 'clients', sessions, clock).execute({ rows, mapping: [], defaultTeamId: null, language: 'pt-BR' });
    expect(found.ok && found.value.rows.map((r) => r.cells)).toEqual([rows[2]!.cells, rows[0]!.cells, []]);
  });

  it('asks for every slice of the report before taking the first', async () => {
    const asked: number[] = [];
    const answers: (() => void)[] = [];
    const work: DryRunWork = {
      prepare: () => Promise.resolve(),
      stageRows: () => Promise.resolve(),
      readRowsAhead: () => Promise.resolve(),
      dryRun: () => Promise.resolve(ok({ kind: 'clients', total: ROWS_PER_SLICE * 2, counts: { import: 0, fix: ROWS_PER_SLICE * 2, duplicate: 0 } })),
      checkedRows: (from, to) => {
        asked.push(from);
        return new Promise((resolve) => answers.push(() => resolve(Array.from({ length: to - from }, (_, i) => checked(from + i + 2)))));
      },
    };
    const report = dryRunThrough(work, 'clients', sessions, clock).execute({ rows: [], mapping: [], defaultTeamId: null, language: 'pt-BR' });
    await vi.waitFor(() => expect(asked).toEqual([0, ROWS_PER_SLICE]));
    for (const answer of answers) answer();
    const done = await report;
    expect(done.ok && done.value.rows.map((r) => r.line)).toEqual(Array.from({ length: ROWS_PER_SLICE * 2 }, (_, i) => i + 2));
  });

  it('sends the file’s rows a slice at a time, giving the page back between slices, before the dry run', async () => {
    const { work, asked } = fakeWork(0);
    let breaths = 0;
    const rows = Array.from({ length: ROWS_PER_SLICE + 1 }, (_, i) => ({ line: i + 2, cells: [`c${i}`] }));
    await dryRunThrough(work, 'clients', sessions, clock).execute({ rows, mapping: [], defaultTeamId: null, language: 'pt-BR' }, { breathe: () => Promise.resolve(void (breaths += 1)) });
    expect(asked.staged).toEqual([
      [0, ROWS_PER_SLICE],
      [ROWS_PER_SLICE, 1],
    ]);
    expect(asked.orderRows).toBe(0);
    expect(breaths).toBe(1);
  });

  it('sends the file’s rows while the columns are matched, and the dry run of those rows does not send them again', async () => {
    const { work, asked } = fakeWork(0);
    const rows = Array.from({ length: ROWS_PER_SLICE + 1 }, (_, i) => ({ line: i + 2, cells: [`c${i}`] }));
    const dryRun = dryRunThrough(work, 'clients', sessions, clock);
    const request = { rows, mapping: [], defaultTeamId: null, language: 'pt-BR' };
    dryRun.prepare(request);
    await vi.waitFor(() => expect(asked.staged).toHaveLength(2));
    await dryRun.execute(request);
    expect(asked.staged).toEqual([
      [0, ROWS_PER_SLICE],
      [ROWS_PER_SLICE, 1],
    ]);
    // Staged rows serve one dry run: the next sends them again.
    await dryRun.execute(request);
    expect(asked.staged).toHaveLength(4);
  });

  it('reads the agendas ahead once the rows are staged, under the mapping guessed, for clients only', async () => {
    const { work, asked } = fakeWork(0);
    const rows = [{ line: 2, cells: ['a'] }];
    dryRunThrough(work, 'services', sessions, clock).prepare({ rows, mapping: [] });
    const request = { rows, mapping: ['name' as const], defaultTeamId: 't-1', language: 'pt-BR' };
    dryRunThrough(work, 'clients', sessions, clock).prepare(request);
    await vi.waitFor(() => expect(asked.rowsAhead).toHaveLength(1));
    expect(asked.staged).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(asked.rowsAhead).toEqual([{ mapping: ['name'], defaultTeamId: 't-1', language: 'pt-BR' }]);
  });

  it('reads ahead once the first of several slices is staged, and again once all are', async () => {
    const { work, asked } = fakeWork(0);
    const when: number[] = [];
    const rowsAhead = work.readRowsAhead;
    work.readRowsAhead = (moment, request) => {
      when.push(asked.staged.length);
      return rowsAhead(moment, request);
    };
    const rows = Array.from({ length: ROWS_PER_SLICE * 2 + 1 }, (_, i) => ({ line: i + 2, cells: [`c${i}`] }));
    dryRunThrough(work, 'clients', sessions, clock).prepare({ rows, mapping: ['name' as const], defaultTeamId: null, language: 'pt-BR' });
    await vi.waitFor(() => expect(when).toHaveLength(2));
    expect(when).toEqual([1, 3]);
  });

  it('sends its own rows when those staged ahead were another file’s or taken by a dry run of another kind', async () => {
    const { work, asked } = fakeWork(0);
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ line: i + 2, cells: [`c${i}`] }));
    const clientsRun = dryRunThrough(work, 'clients', sessions, clock);
    const servicesRun = dryRunThrough(work, 'services', sessions, clock);
    const first = rows(3);
    clientsRun.prepare({ rows: first, mapping: [], defaultTeamId: null, language: 'pt-BR' });
    await clientsRun.execute({ rows: rows(2), mapping: [], defaultTeamId: null, language: 'pt-BR' });
    expect(asked.staged).toEqual([
      [0, 3],
      [0, 2],
    ]);
    clientsRun.prepare({ rows: first, mapping: [], defaultTeamId: null, language: 'pt-BR' });
    await servicesRun.execute({ rows: rows(1), mapping: [] });
    await clientsRun.execute({ rows: first, mapping: [], defaultTeamId: null, language: 'pt-BR' });
    expect(asked.staged.slice(2)).toEqual([
      [0, 3],
      [0, 1],
      [0, 3],
    ]);
  });

  it('answers the dry run’s failure without asking for rows', async () => {
    const asked: number[] = [];
    const work: DryRunWork = {
      prepare: () => Promise.resolve(),
      stageRows: () => Promise.resolve(),
      readRowsAhead: () => Promise.resolve(),
      dryRun: () => Promise.resolve({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'down' } }),
      checkedRows: (from) => {
        asked.push(from);
        return Promise.resolve([]);
      },
    };
    expect(await dryRunThrough(work, 'clients', sessions, clock).execute({ rows: [], mapping: [], defaultTeamId: null, language: 'en' })).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'down' } });
    expect(asked).toEqual([]);
  });
});

describe('dryRunsInPage (no worker)', () => {
  it('gives the same report as the core use case run in the page', async () => {
    const clients = new RecordingClientsApi();
    const teams = new RecordingTeamsApi();
    teams.teams = [{ id: 't-1', name: 'Equipe Sul', leader: null, members: [] }];
    const profile = new RecordingProfileApi();
    const maps = new StubMapsService();
    const headers = ['Nome', 'Telefone', 'E-mail', 'Endereço', 'Equipe'];
    const rows = [2, 3, 4].map((line) => ({ line, cells: [line === 3 ? 'J' : `Cliente ${line}`, `1198888100${line}`, `c${line}@x.com`, `Rua Harmonia, ${line}, São Paulo`, 'Equipe Sul'] }));
    rows.push({ line: 5, cells: ['Cliente 5', '11988881002', 'c5@x.com', 'Rua Harmonia, 5, São Paulo', 'Equipe Sul'] });
    const request = { rows, mapping: guessMapping('clients', headers) as never, defaultTeamId: null, language: 'pt-BR' };
    const inPage = dryRunThrough(dryRunsInPage({ clients, teams, profile, services: new RecordingServicesApi(), staff: new RecordingStaffApi(), maps }), 'clients', sessions, clock);
    const expected = await new DryRunClientImport(clients, teams, profile, maps, sessions, clock).execute(request);
    const report = await inPage.execute(request);
    expect(report).toEqual(expected);
    expect(report.ok && report.value.rows.map((r) => r.verdict.kind)).toEqual(['import', 'fix', 'import', 'duplicate']);
  });
});

describe('archiveThrough', () => {
  it('asks for the ZIP with the session, the moment and the interface language', async () => {
    const asked: unknown[] = [];
    const exportArchive: TransferWork['exportArchive'] = (...args) => {
      asked.push(args);
      return Promise.resolve(ok({ zip: new Uint8Array(1), clients: 0 }));
    };
    const archive = archiveThrough({ prepareArchive: () => Promise.resolve(), exportArchive, clientChoices: () => Promise.resolve(ok([])) }, sessions, clock, 'pt-BR');
    await archive.make('Jardins Ltda');
    expect(asked).toEqual([[{ session: sessions.load(), nowMs: Date.parse('2026-03-02T12:00:00Z'), timeZone: 'America/Sao_Paulo' }, { businessName: 'Jardins Ltda', language: 'pt-BR' }]]);
  });

  it('asks for the agenda’s clients with the session and the interface language', async () => {
    const asked: unknown[] = [];
    const clientChoices: TransferWork['clientChoices'] = (...args) => {
      asked.push(args);
      return Promise.resolve(ok([{ id: 'c-1', name: 'Ana' }]));
    };
    const archive = archiveThrough({ prepareArchive: () => Promise.resolve(), exportArchive: () => Promise.resolve(ok({ zip: new Uint8Array(1), clients: 0 })), clientChoices }, sessions, clock, 'pt-BR');
    expect(await archive.clientChoices()).toEqual(ok([{ id: 'c-1', name: 'Ana' }]));
    expect(asked).toEqual([[{ session: sessions.load(), nowMs: Date.parse('2026-03-02T12:00:00Z'), timeZone: 'America/Sao_Paulo' }, 'pt-BR']]);
  });
});
