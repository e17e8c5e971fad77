// The dry run of a client import (/business-clients/import): every row read and checked with the
// add-client form's own rules (validateClient), its address placed through the maps port, its team
// found by name (or the team chosen for rows without one), its recurrence's visits checked
// against the team's agenda with the new-client conflict rule, and duplicates found against the
// business's clients and the rows above it (same e-mail, same phone, or same name and address).
// Nothing is sent.
import { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Address } from '../account/user.entity';
import type { ProfileApi } from '../business/profile.port';
import type { Client, ClientInput } from '../clients/client.entity';
import { validateClient } from '../clients/client.rules';
import type { ClientsApi } from '../clients/clients.port';
import type { MapsFailure, MapsService } from '../maps/maps.port';
import { businessCalendar } from '../scheduling/business-calendar.rules';
import { conflictWindowMinutes } from '../scheduling/conflict.policy';
import { LoadTeamAgenda } from '../scheduling/load-team-agenda.use-case';
import type { Recurrence } from '../scheduling/recurrence.rules';
import { MINUTE_MS } from '../scheduling/scheduling.limits';
import { conflictsAt, lowerBound, type TeamAgenda } from '../scheduling/team-agenda.entity';
import type { VisitTask } from '../scheduling/visit-task';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { digitsOf } from '../validation/field.rules';
import type { Team } from '../teams/team.entity';
import type { TeamsApi } from '../teams/teams.port';
import { dateOrderOf, oneLineAddress, phoneDigits, readDate, readDuration, readFirstVisit, readRecurrence, sameTextKey } from './cell-values.rules';
import { seriesInstants } from './visit-series.rules';
import { AddressPlacer, DuplicateIndex, inSlices, textKey, type CheckedRow, type DryRunPacing, type DryRunReport, type DuplicateOf, type RowNote, type RowProblem } from './dry-run';
import { cellOf, type ColumnMapping, type SheetRow } from './import-fields';

/** A client ready to send: plain data, so that an import in progress can be kept on the device. */
export interface ClientImportRecord {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly docId: string;
  /** ISO date, or null. */
  readonly birthday: string | null;
  readonly address: Address;
  readonly serviceMinutes: number | null;
  readonly teamId: string;
  readonly recurrence: Recurrence | null;
  /** The visits, as instants (epoch milliseconds). */
  readonly visits: readonly number[];
}

export interface ClientImportRequest {
  readonly rows: readonly SheetRow[];
  readonly mapping: ColumnMapping<'clients'>;
  /** The team of the rows whose team cell is empty (or of every row without a team column). */
  readonly defaultTeamId: string | null;
  /** The interface language: it decides the order of ambiguous dates, and the maps' language. */
  readonly language: string;
}

export type ClientDryRun = DryRunReport<ClientImportRecord>;

type Keys = readonly (readonly ['email' | 'phone' | 'nameAddress', string | null])[];

interface ReadRow {
  readonly row: SheetRow;
  readonly input: Omit<ClientInput, 'address'>;
  readonly addressText: string;
  readonly teamId: string | null;
  readonly recurrence: Recurrence | null;
  readonly first: Temporal.PlainDateTime | null;
  readonly problems: RowProblem[];
}

const keysOf = (email: string, phone: string, name: string, address: string | null | undefined): Keys => {
  const place = textKey(address);
  const person = textKey(name);
  return [
    ['email', email.trim() === '' ? null : email.trim().toLowerCase()],
    ['phone', phone === '' ? null : phone],
    ['nameAddress', person && place ? `${person}|${place}` : null],
  ];
};

export class DryRunClientImport {
  constructor(
    private readonly clients: Pick<ClientsApi, 'list' | 'teamVisits'>,
    private readonly teams: Pick<TeamsApi, 'list'>,
    private readonly profile: Pick<ProfileApi, 'getBusinessHours'>,
    private readonly maps: Pick<MapsService, 'autocomplete' | 'geocode'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(request: ClientImportRequest, pacing: DryRunPacing = {}): Promise<Result<ClientDryRun, NotSignedIn | ApiFailure | MapsFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const [clients, teams, hours] = await Promise.all([
        this.clients.list(credentials, ownerId),
        this.teams.list(credentials, ownerId),
        this.profile.getBusinessHours(credentials, ownerId),
      ]);
      if (!clients.ok) return clients;
      if (!teams.ok) return teams;
      if (!hours.ok) return hours;
      // Reading the rows and indexing the business's clients are sliced too, without moving the progress bar.
      const quiet: DryRunPacing = { ...pacing, onProgress: undefined };
      const readRow = rowReader(request, teams.value);
      const read: ReadRow[] = [];
      await inSlices(request.rows, quiet, (row) => void read.push(readRow(row)));
      // The teams' agendas are on their way while the business's clients are indexed and the rows'
      // addresses placed: neither needs them, and each can take as long as the other.
      const agendasLoading = this.agendasOf(read);
      agendasLoading.catch(() => undefined);
      const placer = new AddressPlacer(this.maps, request.language);
      const existing = new DuplicateIndex<DuplicateOf>();
      await inSlices(clients.value, quiet, (client) => existing.add(keysOf(client.email, phoneDigits(client.phone), client.name, client.address?.description), existingOf(client)));
      let placing = true;
      await inSlices(read, quiet, async (r) => {
        // Kept by the placer for the rows' checks below, a failure included (the check stops at its row).
        if (placing && r.addressText !== '') placing = (await placer.place(r.addressText)).ok;
      });
      const agendas = await agendasLoading;
      if (!agendas.ok) return agendas;
      const calendar = businessCalendar(this.clock.timeZone(), hours.value?.closedDays ?? []);
      const nowMs = this.clock.now().epochMilliseconds;
      const windowMs = conflictWindowMinutes({ client: 'new' }) * MINUTE_MS;

      const earlier = new DuplicateIndex<DuplicateOf>();
      /** The visits of the rows above, per team, in order: a row's visits must not clash with theirs either. */
      const planned = new Map<string, number[]>();
      const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(this.clock.timeZone()).toPlainDate();
      const checked: CheckedRow<ClientImportRecord>[] = [];
      let failure: MapsFailure | null = null;

      await inSlices(read, pacing, async (r) => {
        if (failure) return;
        const problems = [...r.problems];
        const notes: RowNote[] = [];
        let address: Address | null = null;
        if (r.addressText !== '') {
          const placed = await placer.place(r.addressText);
          if (!placed.ok) {
            failure = placed.error;
            return;
          }
          if (placed.value.ok) {
            address = placed.value.value.address;
            const rough = placed.value.value.rough;
            if (rough) notes.push({ code: 'ADDRESS_ROUGH', detail: { place: rough.description } });
          } else if (placed.value.error === 'ADDRESS_NOT_FOUND') {
            problems.push({ field: 'address', code: 'ADDRESS_NOT_FOUND' });
          }
        }
        const input: ClientInput = { ...r.input, address };
        for (const issue of validateClient(input, { teamId: r.teamId, today })) {
          if (issue.field === 'address' && problems.some((p) => p.field === 'address')) continue;
          if (issue.field === 'team' && problems.some((p) => p.field === 'team')) continue;
          problems.push({ field: issue.field === 'serviceMinutes' ? 'serviceDuration' : issue.field, code: issue.code });
        }
        let visits: number[] = [];
        if (problems.length === 0 && r.recurrence && r.teamId) {
          visits = seriesInstantsOf(r, calendar, nowMs);
          if (visits.length === 0) problems.push({ field: r.first ? 'firstVisit' : 'recurrence', code: 'NO_VISIT_DATES' });
          else {
            const clash = clashes(visits, agendas.value.get(r.teamId) ?? null, planned.get(r.teamId) ?? [], windowMs);
            if (clash) problems.push({ field: 'recurrence', code: 'VISITS_CONFLICT', detail: { count: clash.count, total: visits.length, at: clash.at, with: clash.with } });
          }
        }
        if (problems.length > 0) {
          checked.push({ line: r.row.line, cells: r.row.cells, verdict: { kind: 'fix', problems } });
          return;
        }
        const record: ClientImportRecord = {
          name: input.name.trim(),
          phone: input.phone,
          email: input.email.trim(),
          docId: digitsOf(input.docId),
          birthday: input.birthday?.toString() ?? null,
          address: address!,
          serviceMinutes: input.serviceMinutes,
          teamId: r.teamId!,
          recurrence: visits.length > 0 ? r.recurrence : null,
          visits,
        };
        const keys = keysOf(record.email, record.phone, record.name, r.addressText);
        const duplicate = earlier.find(keys) ?? existing.find(keys);
        earlier.add(keys, { kind: 'row', line: r.row.line });
        if (duplicate) {
          checked.push({ line: r.row.line, cells: r.row.cells, verdict: { kind: 'duplicate', record, of: duplicate.value, by: duplicate.by, notes } });
          return;
        }
        if (visits.length > 0) plan(planned, record.teamId, visits);
        checked.push({ line: r.row.line, cells: r.row.cells, verdict: { kind: 'import', record, notes } });
      });
      if (failure) return err(failure);
      return ok({ kind: 'clients', rows: checked });
    });
  }

  /** The agenda of every team a row schedules visits for, each loaded once. */
  private async agendasOf(rows: readonly ReadRow[]): Promise<Result<Map<string, TeamAgenda<VisitTask>>, NotSignedIn | ApiFailure>> {
    const teamIds = agendaTeams(rows);
    const load = new LoadTeamAgenda(this.clients, this.sessions, this.clock);
    // Asked for side by side: one team's answer is read while the server makes the next.
    const loaded = await Promise.all(teamIds.map((teamId) => load.execute(teamId)));
    const agendas = new Map<string, TeamAgenda<VisitTask>>();
    for (const [i, agenda] of loaded.entries()) {
      if (!agenda.ok) return agenda;
      agendas.set(teamIds[i]!, agenda.value);
    }
    return ok(agendas);
  }
}

/** Reads a row's cells, with the problems reading finds. */
function rowReader(request: ClientImportRequest, teams: readonly Team[]): (row: ClientImportRequest['rows'][number]) => ReadRow {
  const { rows, mapping } = request;
  const teamsByName = new Map(teams.map((team) => [sameTextKey(team.name), team.id]));
  const birthdayOrder = dateOrderOf(rows.map((row) => cellOf(row, mapping, 'birthday')), request.language);
  const firstVisitOrder = dateOrderOf(rows.map((row) => cellOf(row, mapping, 'firstVisit')), request.language);
  return (row) => {
    const problems: RowProblem[] = [];
    const cell = (field: Parameters<typeof cellOf<'clients'>>[2]) => cellOf(row, mapping, field);
    const birthdayText = cell('birthday').trim();
    const birthday = birthdayText === '' ? null : readDate(birthdayText, birthdayOrder);
    if (birthdayText !== '' && !birthday) problems.push({ field: 'birthday', code: 'BIRTHDAY_INVALID' });
    const durationText = cell('serviceDuration').trim();
    const serviceMinutes = durationText === '' ? null : readDuration(durationText);
    if (durationText !== '' && serviceMinutes === null) problems.push({ field: 'serviceDuration', code: 'DURATION_INVALID' });
    const teamText = cell('team').trim();
    const teamId = teamText === '' ? request.defaultTeamId : (teamsByName.get(sameTextKey(teamText)) ?? null);
    if (teamText !== '' && !teamId) problems.push({ field: 'team', code: 'TEAM_UNKNOWN', detail: { team: teamText } });
    const recurrenceText = cell('recurrence').trim();
    const firstText = cell('firstVisit').trim();
    let recurrence = recurrenceText === '' ? null : readRecurrence(recurrenceText);
    if (recurrenceText !== '' && !recurrence) problems.push({ field: 'recurrence', code: 'RECURRENCE_UNKNOWN', detail: { recurrence: recurrenceText } });
    const first = firstText === '' ? null : readFirstVisit(firstText, firstVisitOrder);
    if (firstText !== '' && !first) problems.push({ field: 'firstVisit', code: 'FIRST_VISIT_INVALID' });
    // A first visit with no recurrence is one visit.
    if (first && recurrenceText === '') recurrence = 'unit';
    return {
      row,
      input: { name: cell('name'), phone: phoneDigits(cell('phone')), email: cell('email'), docId: cell('docId').trim(), birthday, serviceMinutes },
      addressText: oneLineAddress(cell('address')),
      teamId,
      recurrence,
      first,
      problems,
    };
  };
}

/** The teams whose agendas a dry run of `request` loads: those of the rows that schedule visits. */
export function agendaTeamsOf(request: ClientImportRequest, teams: readonly Team[]): string[] {
  return agendaTeams(request.rows.map(rowReader(request, teams)));
}

const agendaTeams = (rows: readonly ReadRow[]): string[] => [...new Set(rows.flatMap((r) => (r.recurrence && r.teamId ? [r.teamId] : [])))];

const existingOf = (client: Client): DuplicateOf => ({ kind: 'existing', id: client.id, name: client.name });

function seriesInstantsOf(r: ReadRow, calendar: ReturnType<typeof businessCalendar>, nowMs: number): number[] {
  return seriesInstants({ recurrence: r.recurrence!, first: r.first }, calendar, nowMs);
}

/** The visits that clash with the team's tasks or with the rows above, the first of them and whose visit it meets. */
function clashes(visits: readonly number[], agenda: TeamAgenda<VisitTask> | null, planned: readonly number[], windowMs: number): { count: number; at: number; with: string } | null {
  let count = 0;
  let first: { at: number; with: string } | null = null;
  for (const at of visits) {
    const tasks = agenda ? conflictsAt(agenda, at, windowMs) : [];
    const nearby = tasks.length === 0 && nearPlanned(planned, at, windowMs);
    if (tasks.length === 0 && !nearby) continue;
    count += 1;
    first ??= { at, with: tasks[0]?.clientName ?? '' };
  }
  return first ? { count, ...first } : null;
}

function nearPlanned(planned: readonly number[], at: number, windowMs: number): boolean {
  const i = lowerBound(planned, at - windowMs + 1);
  return i < planned.length && planned[i]! < at + windowMs;
}

function plan(planned: Map<string, number[]>, teamId: string, visits: readonly number[]): void {
  const list = planned.get(teamId) ?? [];
  for (const at of visits) list.splice(lowerBound(list, at), 0, at);
  planned.set(teamId, list);
}
