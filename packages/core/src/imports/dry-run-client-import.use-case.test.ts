import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../clients/client.entity';
import { FixedClock, RecordingClientsApi, RecordingProfileApi, RecordingTeamsApi, signedInToBusiness, StubMapsService } from '../testing';
import { agendaTeamsOf, DryRunClientImport, type ClientImportRecord } from './dry-run-client-import.use-case';
import { countVerdicts, type CheckedRow } from './dry-run';
import { guessMapping } from './header-mapping.rules';

const HEADERS = ['Nome', 'Telefone', 'E-mail', 'Endereço', 'Nascimento', 'CPF', 'Duração', 'Equipe', 'Recorrência', 'Primeira visita'];
const mapping = guessMapping('clients', HEADERS);
const NOW = '2026-03-02T12:00:00Z'; // Monday 2 March 2026, 09:00 in São Paulo

const existing: Client = {
  id: 'c-1',
  name: 'Ana Souza',
  phone: '11999990000',
  email: 'ana@cliente.com.br',
  docId: null,
  birthday: null,
  address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.66, complement: null },
  team: null,
  serviceMinutes: null,
  createdById: 'owner-1',
  createdAt: null,
};

/** A row of the ten columns above, from its values (missing ones empty). */
const row = (line: number, values: Partial<Record<(typeof HEADERS)[number], string>>) => ({ line, cells: HEADERS.map((h) => values[h] ?? '') });
const good = (line: number, more: Partial<Record<(typeof HEADERS)[number], string>> = {}) =>
  row(line, { Nome: `Cliente Número ${line}`, Telefone: `(11) 98888-${String(1000 + line)}`, 'E-mail': `cliente${line}@exemplo.com.br`, Endereço: `Rua Harmonia, ${line}, São Paulo`, ...more });

describe('DryRunClientImport', () => {
  let clients: RecordingClientsApi;
  let teams: RecordingTeamsApi;
  let profile: RecordingProfileApi;
  let maps: StubMapsService;
  let dryRun: DryRunClientImport;

  beforeEach(() => {
    clients = new RecordingClientsApi();
    clients.clients = [existing];
    teams = new RecordingTeamsApi();
    teams.teams = [
      { id: 't-1', name: 'Equipe Sul', leader: null, members: [] },
      { id: 't-2', name: 'Equipe Norte', leader: null, members: [] },
    ];
    profile = new RecordingProfileApi();
    profile.hours = { workingHours: [], closedDays: [7] };
    maps = new StubMapsService();
    dryRun = new DryRunClientImport(clients, teams, profile, maps, signedInToBusiness('manager'), new FixedClock(NOW));
  });

  const run = async (rows: ReturnType<typeof row>[], defaultTeamId: string | null = 't-1') => {
    const result = await dryRun.execute({ rows, mapping, defaultTeamId, language: 'pt-BR' });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value.rows;
  };
  const verdictOf = (rows: readonly CheckedRow<ClientImportRecord>[], line: number) => rows.find((r) => r.line === line)!.verdict;
  const problemsOf = (rows: readonly CheckedRow<ClientImportRecord>[], line: number) => {
    const v = verdictOf(rows, line);
    return v.kind === 'fix' ? v.problems.map((p) => `${p.field}:${p.code}`) : [];
  };

  it('reads a good row into the record the cadastre call sends, its phone as digits and its dates in the file’s order', async () => {
    const rows = await run([good(2, { Nascimento: '31/12/1990', CPF: '123.456.789-01', Duração: '1:30', Equipe: 'equipe norte' })]);
    expect(verdictOf(rows, 2)).toEqual({
      kind: 'import',
      notes: [],
      record: {
        name: 'Cliente Número 2',
        phone: '11988881002',
        email: 'cliente2@exemplo.com.br',
        docId: '12345678901',
        birthday: '1990-12-31',
        address: { description: 'Rua Harmonia, 2, São Paulo', latitude: -23.55, longitude: -46.63, complement: null },
        serviceMinutes: 90,
        teamId: 't-2',
        recurrence: null,
        visits: [],
      },
    });
  });

  it('gives each broken rule its field and the form’s own code', async () => {
    const rows = await run([
      good(2, { Nome: 'Ana' }),
      good(3, { Nome: 'Maria\nJosé' }),
      good(4, { 'E-mail': 'maria@@exemplo' }),
      good(5, { Telefone: '1234' }),
      good(6, { Nascimento: '31/02/1990' }),
      good(7, { Nascimento: '01/01/2030' }),
      good(8, { Duração: '24:00' }),
      good(9, { CPF: '12345' }),
      good(10, { Endereço: 'Rua 1' }),
      good(11, { Endereço: 'Nowhere Street 10' }),
      good(12, { Endereço: '' }),
    ]);
    expect(problemsOf(rows, 2)).toEqual(['name:NAME_INVALID']);
    expect(problemsOf(rows, 3)).toEqual(['name:CONTROL_CHARACTERS']);
    expect(problemsOf(rows, 4)).toEqual(['email:EMAIL_INVALID']);
    expect(problemsOf(rows, 5)).toEqual(['phone:PHONE_INVALID']);
    expect(problemsOf(rows, 6)).toEqual(['birthday:BIRTHDAY_INVALID']);
    expect(problemsOf(rows, 7)).toEqual(['birthday:BIRTHDAY_INVALID']);
    expect(problemsOf(rows, 8)).toEqual(['serviceDuration:DURATION_INVALID']);
    expect(problemsOf(rows, 9)).toEqual(['docId:DOCUMENT_INVALID']);
    expect(problemsOf(rows, 10)).toEqual(['address:ADDRESS_INVALID']);
    expect(problemsOf(rows, 11)).toEqual(['address:ADDRESS_NOT_FOUND']);
    expect(problemsOf(rows, 12)).toEqual(['address:ADDRESS_INVALID']);
  });

  it('lists every problem of a row, not only the first', async () => {
    const rows = await run([good(2, { Nome: 'Al', 'E-mail': 'x', Telefone: '' })]);
    expect(problemsOf(rows, 2)).toEqual(['name:NAME_INVALID', 'phone:PHONE_INVALID', 'email:EMAIL_INVALID']);
  });

  it('joins the lines of an address cell, and marks an address placed only roughly', async () => {
    maps.rough = ['Vila Esquecida'];
    const rows = await run([good(2, { Endereço: 'Rua Harmonia, 10\nVila Madalena' }), good(3, { Endereço: 'Rua Sem Nome, 4, Vila Esquecida' })]);
    const two = verdictOf(rows, 2);
    expect(two.kind === 'import' && two.record.address.description).toBe('Rua Harmonia, 10, Vila Madalena');
    expect(verdictOf(rows, 3)).toMatchObject({ kind: 'import', notes: [{ code: 'ADDRESS_ROUGH', detail: { place: 'São Paulo, SP, Brazil' } }] });
  });

  it('looks each distinct address up once', async () => {
    await run([good(2, { Endereço: 'Rua Harmonia, 10' }), good(3, { Endereço: ' rua harmonia,  10 ' }), good(4, { Endereço: 'Rua Harmonia, 11' })]);
    expect(maps.lookups).toBe(2);
  });

  it('places the rows’ addresses while the teams’ agendas are on their way', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const slowAgendas = { list: clients.list.bind(clients), teamVisits: async (...args: Parameters<RecordingClientsApi['teamVisits']>) => (await arrived, clients.teamVisits(...args)) };
    dryRun = new DryRunClientImport(slowAgendas, teams, profile, maps, signedInToBusiness('manager'), new FixedClock(NOW));
    const running = run([good(2, { Recorrência: 'Semanal', 'Primeira visita': '04/03/2026 14:00' }), good(3), good(4, { Endereço: 'Nowhere Street 10' })]);
    await vi.waitFor(() => expect(maps.lookups).toBe(3));
    arrive();
    const rows = await running;
    expect(rows.map((r) => r.verdict.kind)).toEqual(['import', 'import', 'fix']);
    expect(maps.lookups).toBe(3);
  });

  it('answers a failed agenda before a failure of the maps service, as when it looked the addresses up after the agendas', async () => {
    maps.failure = { code: 'MAPS_UNAVAILABLE', detail: 'down' };
    clients.failure = { code: 'API_UNREACHABLE' };
    clients.clients = [];
    const slowAgendas = { list: () => Promise.resolve({ ok: true as const, value: [] }), teamVisits: clients.teamVisits.bind(clients) };
    dryRun = new DryRunClientImport(slowAgendas, teams, profile, maps, signedInToBusiness('manager'), new FixedClock(NOW));
    expect(await dryRun.execute({ rows: [good(2, { Recorrência: 'Semanal', 'Primeira visita': '04/03/2026 14:00' })], mapping, defaultTeamId: 't-1', language: 'en' })).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });

  it('finds the team by name, takes the chosen team for an empty cell, and needs one', async () => {
    const rows = await run([good(2, { Equipe: 'Equipe Leste' }), good(3), good(4, { Equipe: 'EQUIPE SUL' })], null);
    expect(verdictOf(rows, 2)).toEqual({ kind: 'fix', problems: [{ field: 'team', code: 'TEAM_UNKNOWN', detail: { team: 'Equipe Leste' } }] });
    expect(problemsOf(rows, 3)).toEqual(['team:TEAM_REQUIRED']);
    expect(verdictOf(rows, 4).kind).toBe('import');
  });

  describe('duplicates', () => {
    it('of an existing client, by e-mail (any case), phone, or name and address', async () => {
      const rows = await run([
        good(2, { 'E-mail': 'ANA@cliente.com.br' }),
        good(3, { Telefone: '(11) 99999-0000' }),
        good(4, { Nome: 'ana souza', Endereço: 'Rua Augusta 500 São Paulo' }),
        good(5, { Nome: 'Ana Souza' }),
      ]);
      for (const [line, by] of [
        [2, 'email'],
        [3, 'phone'],
        [4, 'nameAddress'],
      ] as const) {
        expect(verdictOf(rows, line), `line ${line}`).toMatchObject({ kind: 'duplicate', of: { kind: 'existing', id: 'c-1', name: 'Ana Souza' }, by });
      }
      expect(verdictOf(rows, 5).kind).toBe('import');
    });

    it('of an earlier row: the first is imported, the later one points at it', async () => {
      const rows = await run([good(2), good(3, { 'E-mail': 'cliente2@exemplo.com.br' }), good(4, { Telefone: '(11) 98888-1002' })]);
      expect(countVerdicts(rows)).toEqual({ import: 1, fix: 0, duplicate: 2 });
      expect(verdictOf(rows, 3)).toMatchObject({ kind: 'duplicate', of: { kind: 'row', line: 2 }, by: 'email' });
      expect(verdictOf(rows, 4)).toMatchObject({ kind: 'duplicate', of: { kind: 'row', line: 2 }, by: 'phone' });
    });

    it('not for a row that is to fix', async () => {
      const rows = await run([good(2, { 'E-mail': 'ana@cliente.com.br', Telefone: '1' })]);
      expect(verdictOf(rows, 2).kind).toBe('fix');
    });
  });

  describe('recurrences, against the team’s agenda with the new-client rule (2 h 15 min)', () => {
    const at = (iso: string) => Temporal.PlainDateTime.from(iso);
    beforeEach(() => {
      clients.teamAgenda = [{ clientId: 'c-9', clientName: 'Bia Lima', serviceMinutes: 60, visits: [{ id: 'v-1', start: at('2026-03-10T10:00'), status: 'pending' }] }];
    });

    it('schedules a year of visits from the first visit, skipping closed days', async () => {
      const rows = await run([good(2, { Recorrência: 'Semanal', 'Primeira visita': '04/03/2026 14:00' })]);
      const v = verdictOf(rows, 2);
      expect(v.kind).toBe('import');
      if (v.kind !== 'import') return;
      expect(v.record.recurrence).toBe('weekly');
      expect(v.record.visits).toHaveLength(52);
      expect(Temporal.Instant.fromEpochMilliseconds(v.record.visits[0]!).toZonedDateTimeISO('America/Sao_Paulo').toPlainDateTime().toString()).toBe('2026-03-04T14:00:00');
      expect(clients.calls.filter(([m]) => m === 'teamVisits')).toEqual([['teamVisits', expect.anything(), 't-1']]);
    });

    it('refuses a series with a visit less than 2 h 15 min from a team task, and takes one exactly that far', async () => {
      const rows = await run([good(2, { Recorrência: 'Única', 'Primeira visita': '10/03/2026 12:14' }), good(3, { Recorrência: 'Única', 'Primeira visita': '10/03/2026 12:15' })]);
      expect(verdictOf(rows, 2)).toEqual({
        kind: 'fix',
        problems: [{ field: 'recurrence', code: 'VISITS_CONFLICT', detail: { count: 1, total: 1, at: Temporal.ZonedDateTime.from('2026-03-10T12:14[America/Sao_Paulo]').epochMilliseconds, with: 'Bia Lima' } }],
      });
      expect(verdictOf(rows, 3).kind).toBe('import');
    });

    it('checks each row’s visits against the rows above it for the same team', async () => {
      const rows = await run([
        good(2, { Recorrência: 'Única', 'Primeira visita': '11/03/2026 09:00' }),
        good(3, { Recorrência: 'Única', 'Primeira visita': '11/03/2026 10:00' }),
        good(4, { Recorrência: 'Única', 'Primeira visita': '11/03/2026 10:00', Equipe: 'Equipe Norte' }),
      ]);
      expect(verdictOf(rows, 2).kind).toBe('import');
      expect(problemsOf(rows, 3)).toEqual(['recurrence:VISITS_CONFLICT']);
      expect(verdictOf(rows, 4).kind).toBe('import');
    });

    it('names a recurrence or first visit it cannot read, and a series with no date left', async () => {
      const rows = await run([
        good(2, { Recorrência: 'às vezes' }),
        good(3, { Recorrência: 'Mensal', 'Primeira visita': '31/02/2026' }),
        good(4, { Recorrência: 'Única', 'Primeira visita': '01/03/2026 10:00' }),
        good(5, { Recorrência: 'Única', 'Primeira visita': '08/03/2026 10:00' }),
      ]);
      expect(verdictOf(rows, 2)).toEqual({ kind: 'fix', problems: [{ field: 'recurrence', code: 'RECURRENCE_UNKNOWN', detail: { recurrence: 'às vezes' } }] });
      expect(problemsOf(rows, 3)).toEqual(['firstVisit:FIRST_VISIT_INVALID']);
      expect(problemsOf(rows, 4)).toEqual(['firstVisit:NO_VISIT_DATES']);
      expect(problemsOf(rows, 5)).toEqual(['firstVisit:NO_VISIT_DATES']); // a Sunday: closed
    });

    it('takes a first visit alone as one visit', async () => {
      const rows = await run([good(2, { 'Primeira visita': '11/03/2026 09:00' })]);
      expect(verdictOf(rows, 2)).toMatchObject({ kind: 'import', record: { recurrence: 'unit', visits: [expect.any(Number)] } });
    });
  });

  it('names the teams whose agendas it loads: those of the rows with a recurrence or a first visit, once each', () => {
    const rows = [
      good(2, { Recorrência: 'Semanal', Equipe: 'Equipe Norte' }),
      good(3, { 'Primeira visita': '11/03/2026 09:00' }),
      good(4, { Recorrência: 'Mensal', Equipe: 'equipe norte' }),
      good(5, { Equipe: 'Equipe Sul' }),
      good(6, { Recorrência: 'Semanal', Equipe: 'Equipe Leste' }),
      good(7, { Recorrência: 'às vezes', Equipe: 'Equipe Sul' }),
    ];
    expect(agendaTeamsOf({ rows, mapping, defaultTeamId: 't-9', language: 'pt-BR' }, teams.teams)).toEqual(['t-2', 't-9']);
    expect(agendaTeamsOf({ rows: rows.slice(3), mapping, defaultTeamId: null, language: 'pt-BR' }, teams.teams)).toEqual([]);
  });

  it('reports progress and breathes between slices', async () => {
    let now = 0;
    const progress: number[] = [];
    let breaths = 0;
    const result = await dryRun.execute(
      { rows: Array.from({ length: 5 }, (_, i) => good(i + 2)), mapping, defaultTeamId: 't-1', language: 'pt-BR' },
      { now: () => (now += 50), breathe: async () => void (breaths += 1), onProgress: (done) => progress.push(done) },
    );
    expect(result.ok).toBe(true);
    expect(breaths).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(5);
  });

  it('stops at a failure of the maps service, or of a call', async () => {
    maps.failure = { code: 'MAPS_UNAVAILABLE', detail: 'down' };
    expect(await dryRun.execute({ rows: [good(2)], mapping, defaultTeamId: 't-1', language: 'en' })).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'down' } });
    clients.failure = { code: 'API_UNREACHABLE' };
    expect(await dryRun.execute({ rows: [good(2)], mapping, defaultTeamId: 't-1', language: 'en' })).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });
});
