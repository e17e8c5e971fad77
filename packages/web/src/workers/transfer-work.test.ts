import { guessMapping, type Client, type Session } from '@fieldteam/core';
import { RecordingClientsApi, RecordingProfileApi, RecordingServicesApi, RecordingStaffApi, RecordingTeamsApi, signedInToBusiness, StubMapsService } from '@fieldteam/core/testing';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { archiveWork, dryRunWork, READ_AHEAD_MS, type TransferMoment } from './transfer-work';

const HEADERS = ['Nome', 'Telefone', 'E-mail', 'Endereço', 'Equipe'];
const mapping = guessMapping('clients', HEADERS);
const row = (line: number, name = `Cliente Número ${line}`) => ({ line, cells: [name, `(11) 98888-${1000 + line}`, `cliente${line}@exemplo.com.br`, `Rua Harmonia, ${line}, São Paulo`, 'Equipe Sul'] });
const existing: Client = {
  id: 'c-1',
  name: 'Ana Souza',
  phone: '11988881004',
  email: 'ana@cliente.com.br',
  docId: null,
  birthday: null,
  address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.66, complement: null },
  team: null,
  serviceMinutes: null,
  createdById: 'owner-1',
  createdAt: null,
};

function ports() {
  const clients = new RecordingClientsApi();
  clients.clients = [existing];
  const teams = new RecordingTeamsApi();
  teams.teams = [{ id: 't-1', name: 'Equipe Sul', leader: null, members: [] }];
  return { clients, calendar: clients, reports: clients, teams, profile: new RecordingProfileApi(), services: new RecordingServicesApi(), staff: new RecordingStaffApi(), maps: new StubMapsService() };
}

const session = (): Session => signedInToBusiness('manager').load()!;
const moment = (over: Partial<TransferMoment> = {}): TransferMoment => ({ session: session(), nowMs: Date.parse('2026-03-02T12:00:00Z'), timeZone: 'America/Sao_Paulo', ...over });
const order = (rows: ReturnType<typeof row>[]) => ({ kind: 'clients' as const, request: { rows, mapping: mapping as never, defaultTeamId: null, language: 'pt-BR' } });

describe('dryRunWork', () => {
  it('sorts the rows and keeps the report, answered in slices of the asked range', async () => {
    const work = dryRunWork(ports());
    const done = await work.dryRun(moment(), order([row(2), row(3, 'J'), row(4)]));
    expect(done).toEqual({ ok: true, value: { kind: 'clients', total: 3, counts: { import: 1, fix: 1, duplicate: 1 } } });
    expect((await work.checkedRows(0, 2)).map((r) => [r.line, r.verdict.kind])).toEqual([
      [2, 'import'],
      [3, 'fix'],
    ]);
    expect((await work.checkedRows(2, 500)).map((r) => [r.line, r.verdict.kind])).toEqual([[4, 'duplicate']]);
  });

  it('checks the rows staged in slices instead of its request’s, once', async () => {
    const work = dryRunWork(ports());
    await work.stageRows([row(2), row(3, 'J')], 0);
    await work.stageRows([row(4)], 2);
    const done = await work.dryRun(moment(), order([]));
    expect(done.ok && done.value.total).toBe(3);
    // Staged rows serve one dry run: the next checks its own request.
    const next = await work.dryRun(moment(), order([row(5)]));
    expect(next.ok && next.value.total).toBe(1);
  });

  it('forgets the last report when a new dry run starts, and answers NOT_SIGNED_IN without a session', async () => {
    const work = dryRunWork(ports());
    await work.dryRun(moment(), order([row(2)]));
    expect(await work.dryRun(moment({ session: null }), order([row(2)]))).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
    expect(await work.checkedRows(0, 10)).toEqual([]);
  });

  it('tells its progress at most every 100 ms, and always the last row', async () => {
    // Each row read takes the clock 30 ms further: the core's slices end every 40 ms.
    let t = 0;
    const now = () => (t += 15);
    const heard: number[] = [];
    await dryRunWork(ports(), now).dryRun(moment(), order(Array.from({ length: 40 }, (_, i) => row(i + 2))), (done) => heard.push(done));
    expect(heard.at(-1)).toBe(40);
    expect(heard.length).toBeGreaterThan(1);
    expect(heard.length).toBeLessThan(40);
  });
});

describe('dryRunWork in the page', () => {
  it('ends a slice with the breath it is given (the page’s turn) whenever one has run 40 ms', async () => {
    let t = 0;
    let breaths = 0;
    const work = dryRunWork(ports(), () => (t += 15), () => Promise.resolve(void (breaths += 1)));
    await work.dryRun(moment(), order(Array.from({ length: 40 }, (_, i) => row(i + 2))));
    expect(breaths).toBeGreaterThan(5);
  });
});

describe('dryRunWork reading ahead', () => {
  const listCalls = (p: ReturnType<typeof ports>) => p.clients.calls.filter(([m]) => m === 'list').length;

  it('has the maps service load its places while the columns are matched, for the kinds with addresses', async () => {
    const readied: string[] = [];
    const p = ports();
    const work = dryRunWork({ ...p, maps: Object.assign(p.maps, { ready: () => Promise.resolve(void readied.push('ready')) }) });
    await work.prepare(moment(), 'services');
    expect(readied).toEqual([]);
    await work.prepare(moment(), 'clients');
    await work.prepare(moment(), 'collaborators');
    expect(readied).toEqual(['ready', 'ready']);
  });

  it('lets the next dry run take the business’s clients, teams and hours read while the columns were matched, once', async () => {
    const p = ports();
    const work = dryRunWork(p);
    await work.prepare(moment(), 'clients');
    expect(listCalls(p)).toBe(1);
    expect(p.teams.calls.filter(([m]) => m === 'list')).toHaveLength(1);
    await work.dryRun(moment(), order([row(2)]));
    expect(listCalls(p)).toBe(1);
    expect(p.teams.calls.filter(([m]) => m === 'list')).toHaveLength(1);
    // Taken once: the next dry run reads them again.
    await work.dryRun(moment(), order([row(2)]));
    expect(listCalls(p)).toBe(2);
  });

  it('reads again what was read ahead for another session, or longer ago than READ_AHEAD_MS', async () => {
    const p = ports();
    let t = 0;
    const work = dryRunWork(p, () => t);
    const other = session();
    await work.prepare(moment({ session: { ...other, token: 'another-token' } }), 'clients');
    await work.dryRun(moment(), order([row(2)]));
    expect(listCalls(p)).toBe(2);
    await work.prepare(moment(), 'clients');
    t = READ_AHEAD_MS + 1;
    await work.dryRun(moment(), order([row(2)]));
    expect(listCalls(p)).toBe(4);
  });

  it('reads ahead the agendas of the teams the staged rows schedule visits for, taken by the next dry run only', async () => {
    const p = ports();
    p.teams.teams = [...p.teams.teams, { id: 't-2', name: 'Equipe Norte', leader: null, members: [] }];
    const headers = [...HEADERS, 'Recorrência'];
    const withVisits = (line: number, team: string, recurrence: string) => ({ line, cells: [...row(line).cells.slice(0, 4), team, recurrence] });
    const request = { mapping: guessMapping('clients', headers) as never, defaultTeamId: null, language: 'pt-BR' };
    const agendaCalls = () => p.clients.calls.filter(([m]) => m === 'teamVisits').map(([, , team]) => team);
    const work = dryRunWork(p);
    await work.prepare(moment(), 'clients');
    const rows = [withVisits(2, 'Equipe Sul', ''), withVisits(3, 'Equipe Norte', 'Semanal'), withVisits(4, 'Equipe Norte', 'Mensal')];
    await work.stageRows(rows, 0);
    await work.readRowsAhead(moment(), request);
    expect(agendaCalls()).toEqual(['t-2']);
    const done = await work.dryRun(moment(), { kind: 'clients', request: { ...request, rows: [] } });
    expect(done.ok && done.value.total).toBe(3);
    expect(agendaCalls()).toEqual(['t-2']);
    await work.dryRun(moment(), { kind: 'clients', request: { ...request, rows } });
    expect(agendaCalls()).toEqual(['t-2', 't-2']);
  });

  it('reads ahead, as more rows are staged, only the agendas not read ahead yet', async () => {
    const p = ports();
    p.teams.teams = [...p.teams.teams, { id: 't-2', name: 'Equipe Norte', leader: null, members: [] }];
    const headers = [...HEADERS, 'Recorrência'];
    const withVisits = (line: number, team: string) => ({ line, cells: [...row(line).cells.slice(0, 4), team, 'Semanal'] });
    const request = { mapping: guessMapping('clients', headers) as never, defaultTeamId: null, language: 'pt-BR' };
    const agendaCalls = () => p.clients.calls.filter(([m]) => m === 'teamVisits').map(([, , team]) => team);
    const work = dryRunWork(p);
    await work.prepare(moment(), 'clients');
    await work.stageRows([withVisits(2, 'Equipe Norte')], 0);
    await work.readRowsAhead(moment(), request);
    expect(agendaCalls()).toEqual(['t-2']);
    await work.stageRows([withVisits(3, 'Equipe Norte'), withVisits(4, 'Equipe Sul')], 1);
    await work.readRowsAhead(moment(), request);
    expect(agendaCalls()).toEqual(['t-2', 't-1']);
    await work.dryRun(moment(), { kind: 'clients', request: { ...request, rows: [] } });
    expect(agendaCalls()).toEqual(['t-2', 't-1']);
  });

  it('places the staged rows’ addresses ahead with a maps service that answers from the device, the next dry run asking it nothing more', async () => {
    const p = ports();
    const maps = Object.assign(p.maps, { ready: () => Promise.resolve() });
    const work = dryRunWork({ ...p, maps });
    const rows = [row(2), row(3), { ...row(4), cells: [...row(4).cells.slice(0, 3), ' rua harmonia,  2, são paulo', 'Equipe Sul'] }];
    await work.prepare(moment(), 'clients');
    await work.stageRows(rows, 0);
    await work.readRowsAhead(moment(), { mapping: mapping as never, defaultTeamId: null, language: 'pt-BR' });
    expect(maps.lookups).toBe(2);
    const done = await work.dryRun(moment(), order([]));
    expect(done).toEqual({ ok: true, value: { kind: 'clients', total: 3, counts: { import: 2, fix: 0, duplicate: 1 } } });
    expect(maps.lookups).toBe(2);
    // Kept for one dry run: the next looks the addresses up again.
    await work.dryRun(moment(), order(rows));
    expect(maps.lookups).toBe(4);
  });

  it('places no address ahead with a maps service that has no `ready` (one that answers over the network)', async () => {
    const p = ports();
    const work = dryRunWork(p);
    await work.prepare(moment(), 'clients');
    await work.stageRows([row(2)], 0);
    await work.readRowsAhead(moment(), { mapping: mapping as never, defaultTeamId: null, language: 'pt-BR' });
    expect(p.maps.lookups).toBe(0);
  });

  it('keeps no failed look-up: the dry run asks again', async () => {
    const p = ports();
    const maps = Object.assign(p.maps, { ready: () => Promise.resolve() });
    maps.failure = { code: 'MAPS_UNAVAILABLE', detail: 'down' };
    const work = dryRunWork({ ...p, maps });
    await work.prepare(moment(), 'clients');
    await work.stageRows([row(2)], 0);
    await work.readRowsAhead(moment(), { mapping: mapping as never, defaultTeamId: null, language: 'pt-BR' });
    maps.failure = null;
    const done = await work.dryRun(moment(), order([]));
    expect(done.ok && done.value.counts).toEqual({ import: 1, fix: 0, duplicate: 0 });
    expect(maps.lookups).toBe(2);
  });

  it('reads no agenda ahead without staged rows or the teams read ahead', async () => {
    const p = ports();
    const request = { mapping: mapping as never, defaultTeamId: 't-1', language: 'pt-BR' };
    const work = dryRunWork(p);
    await work.stageRows([{ line: 2, cells: ['Ana Lima', '11988881002', 'a@x.com', 'Rua Harmonia, 2, São Paulo', ''] }], 0);
    await work.readRowsAhead(moment(), request);
    await work.prepare(moment(), 'clients');
    await work.dryRun(moment(), order([]));
    await work.readRowsAhead(moment(), request);
    expect(p.clients.calls.filter(([m]) => m === 'teamVisits')).toEqual([]);
  });

  it('reads nothing ahead without a session', async () => {
    const p = ports();
    await dryRunWork(p).prepare(moment({ session: null }), 'clients');
    expect(listCalls(p)).toBe(0);
  });
});

describe('archiveWork', () => {
  it('zips a CSV per collection with the README, dated with the moment given, in its time zone', async () => {
    const p = ports();
    const archive = await archiveWork(p).exportArchive(moment(), { businessName: 'Jardins Ltda', language: 'en' });
    if (!archive.ok) throw new Error(JSON.stringify(archive.error));
    expect(archive.value.clients).toBe(1);
    const zip = unzipSync(archive.value.zip);
    expect(strFromU8(zip['clients.csv']!)).toContain('c-1,Ana Souza,11988881004,ana@cliente.com.br');
    expect(strFromU8(zip['README.txt']!)).toContain('Made 2026-03-02T09:00:00-03:00. Times are in America/Sao_Paulo:');
  });

  it('takes the collections read ahead while the export screen was open, once; reads them again after', async () => {
    const p = ports();
    const work = archiveWork(p);
    await work.prepareArchive(moment());
    const calls = () => p.clients.calls.map(([m]) => m).filter((m) => m === 'list' || m === 'calendar' || m === 'reports');
    expect(calls()).toEqual(['list', 'calendar', 'reports']);
    await work.exportArchive(moment(), { businessName: 'x', language: 'en' });
    expect(calls()).toHaveLength(3);
    await work.exportArchive(moment(), { businessName: 'x', language: 'en' });
    expect(calls()).toHaveLength(6);
  });

  it('reads again, when the export is asked for, a collection whose reading ahead failed', async () => {
    const p = ports();
    const work = archiveWork(p);
    p.clients.failure = { code: 'API_TIMEOUT' };
    await work.prepareArchive(moment());
    p.clients.failure = null;
    const archive = await work.exportArchive(moment(), { businessName: 'x', language: 'en' });
    expect(archive.ok).toBe(true);
    expect(p.clients.calls.map(([m]) => m).filter((m) => m === 'calendar')).toHaveLength(2);
  });

  it('names and sorts the agenda’s clients in the language given, from the list read ahead, which the export still takes', async () => {
    const p = ports();
    const client = (id: string, name: string): Client => ({ ...existing, id, name });
    p.clients.clients = [client('c-1', 'Zélia'), client('c-2', 'álvaro'), client('c-3', 'Bruno'), client('c-4', 'Ana')];
    const work = archiveWork(p);
    await work.prepareArchive(moment());
    const choices = await work.clientChoices(moment(), 'pt-BR');
    expect(choices).toEqual({ ok: true, value: [{ id: 'c-2', name: 'álvaro' }, { id: 'c-4', name: 'Ana' }, { id: 'c-3', name: 'Bruno' }, { id: 'c-1', name: 'Zélia' }] });
    const archive = await work.exportArchive(moment(), { businessName: 'x', language: 'en' });
    expect(archive.ok && archive.value.clients).toBe(4);
    // One reading of the list for the screen's read ahead, its agenda list and its export.
    expect(p.clients.calls.filter(([m]) => m === 'list')).toHaveLength(1);
  });

  it('reads the agenda’s clients itself when nothing was read ahead, and answers a failure or NOT_SIGNED_IN', async () => {
    const p = ports();
    const work = archiveWork(p);
    expect(await work.clientChoices(moment(), 'en')).toEqual({ ok: true, value: [{ id: 'c-1', name: 'Ana Souza' }] });
    p.clients.failure = { code: 'API_TIMEOUT' };
    expect(await work.clientChoices(moment(), 'en')).toEqual({ ok: false, error: { code: 'API_TIMEOUT' } });
    expect(await work.clientChoices(moment({ session: null }), 'en')).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
  });

  it('answers NOT_SIGNED_IN without a session', async () => {
    expect(await archiveWork(ports()).exportArchive(moment({ session: null }), { businessName: 'x', language: 'en' })).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
  });
});
