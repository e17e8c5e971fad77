// The imports' files read, their dry runs and the export of everything: the work that
// reads a file, the business's large answers and every row of a file, run in the transfer worker
// (transfer.worker.ts) or, where there is none, in the page. Only plain data crosses: a file's
// bytes (handed over), the request, the session and the moment in; a file's rows and a dry run's
// asked for in slices, and the ZIP's bytes, out.
import {
  AddressPlacer,
  agendaTeamsOf,
  cellOf,
  countVerdicts,
  inSlices,
  oneLineAddress,
  credentialsOf,
  ownerIdOf,
  DryRunClientImport,
  DryRunCollaboratorImport,
  DryRunServiceImport,
  businessContext,
  ExportBusinessData,
  ok,
  type AgendaChoice,
  type ApiFailure,
  type CalendarApi,
  type CheckedRow,
  type ClientImportRequest,
  type ClientsApi,
  type CollaboratorImportRequest,
  type DryRunPacing,
  type DryRunReport,
  type ImportKind,
  type MapsFailure,
  type MapsService,
  type NotSignedIn,
  type PlaceSuggestion,
  type ProfileApi,
  type ReportsApi,
  type Result,
  type ServiceImportRequest,
  type ServicesApi,
  type Session,
  type SheetRow,
  type StaffApi,
  type TeamsApi,
  type VerdictCounts,
} from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
import { csvSeparator } from '../shared/csv';
import { sheetWork, type SheetWork } from './transfer-sheet';

/** Who asks, and when: the page's session and clock, read at each call. */
export interface TransferMoment {
  readonly session: Session | null;
  readonly nowMs: number;
  readonly timeZone: string;
}

export type DryRunOrder =
  | { readonly kind: 'clients'; readonly request: ClientImportRequest }
  | { readonly kind: 'services'; readonly request: ServiceImportRequest }
  | { readonly kind: 'collaborators'; readonly request: CollaboratorImportRequest };

export type DryRunFailure = NotSignedIn | ApiFailure | MapsFailure;

/** A checked row as it comes back to the page: its line and verdict (the page has its cells). */
export type RowVerdictAt = Omit<CheckedRow<unknown>, 'cells'>;

/** A dry run done: how many rows it sorted, and into what; the rows are asked for in slices. */
export interface DryRunDone {
  readonly kind: ImportKind;
  readonly total: number;
  readonly counts: VerdictCounts;
}

export interface ArchiveOrder {
  readonly businessName: string;
  readonly language: string;
  /** The CSV files' separator, as the person chose (the language's when not said). */
  readonly separator?: ',' | ';';
}

export interface Archive {
  readonly zip: Uint8Array<ArrayBuffer>;
  readonly clients: number;
}

/** The transfer work: a file read (transfer-sheet.ts), its dry run, and the export. */
export interface TransferWork extends SheetWork {
  /**
   * Starts reading what a dry run of `kind` compares the rows with (the business's records, its
   * teams and hours), while the person matches the columns; the next dry run takes these answers.
   */
  prepare(moment: TransferMoment, kind: ImportKind): Promise<void>;
  /**
   * Gives the next dry run its rows a slice at a time (`from`: the first row's index; 0 starts
   * again), so that no message of the page's copies ten thousand rows at once. A dry run after
   * staging checks the staged rows, not its request's.
   */
  stageRows(rows: readonly SheetRow[], from: number): Promise<void>;
  /**
   * Starts what a client dry run of the staged rows under the mapping guessed for the file will
   * need: the agendas of the teams the rows schedule visits for, and, with a maps service that
   * has `ready`, their addresses placed. A dry run under another mapping reads what it needs.
   */
  readRowsAhead(moment: TransferMoment, request: Omit<ClientImportRequest, 'rows'>): Promise<void>;
  /** Checks every row; the report is kept until the next dry run. `onProgress` hears rows checked so far. */
  dryRun(moment: TransferMoment, order: DryRunOrder, onProgress?: (done: number, total: number) => void): Promise<Result<DryRunDone, DryRunFailure>>;
  /** Rows `from` (included) to `to` (excluded) of the last dry run's report, without their cells: the page has them. */
  checkedRows(from: number, to: number): Promise<readonly RowVerdictAt[]>;
  /** Starts reading every collection the export writes, while the export screen is open; the next export takes them. */
  prepareArchive(moment: TransferMoment): Promise<void>;
  /** Every collection read, written as CSV and zipped. */
  exportArchive(moment: TransferMoment, order: ArchiveOrder): Promise<Result<Archive, NotSignedIn | ApiFailure>>;
  /**
   * The clients, named and sorted in `language`, for the agenda's list: from the list read ahead
   * for the export (left for the export to take), so that the page neither reads nor parses it.
   */
  clientChoices(moment: TransferMoment, language: string): Promise<Result<readonly AgendaChoice[], NotSignedIn | ApiFailure>>;
}

/** What the dry runs read: the records to compare with, the teams' agendas, the plan, the addresses' places. */
export interface DryRunPorts {
  readonly clients: Pick<ClientsApi, 'list' | 'teamVisits'>;
  readonly teams: Pick<TeamsApi, 'list'>;
  readonly profile: Pick<ProfileApi, 'getBusinessHours' | 'getCompany'>;
  readonly services: Pick<ServicesApi, 'list'>;
  readonly staff: Pick<StaffApi, 'listCollaborators'>;
  /**
   * `ready`, where the service has it, loads what it looks addresses up in (the offline gazetteer)
   * ahead of the first address: such a service answers from the device, at no cost but its CPU,
   * so a file's addresses are placed ahead with it too.
   */
  readonly maps: Pick<MapsService, 'autocomplete' | 'geocode'> & { readonly ready?: () => Promise<void> };
}

/** What the export reads: every collection. */
export interface ArchivePorts {
  readonly clients: Pick<ClientsApi, 'list'>;
  readonly calendar: Pick<CalendarApi, 'calendar'>;
  readonly reports: Pick<ReportsApi, 'reports'>;
  readonly teams: Pick<TeamsApi, 'list'>;
  readonly services: Pick<ServicesApi, 'list'>;
  readonly staff: Pick<StaffApi, 'listMembers' | 'listCollaborators'>;
}

/** How often a dry run tells its progress: often enough for a moving bar, rarely enough to cost nothing. */
const PROGRESS_MS = 100;
/** How long answers read ahead stay good for a dry run: the time to match a file's columns. */
export const READ_AHEAD_MS = 10 * 60_000;

/** A key per call and business, with the caller's token: a session never takes another's answer. */
const key = (call: string, credentials: { readonly token: string }, id: string) => `${call}|${credentials.token}|${id}`;

/** Answers read ahead, each taken once, by the first call that asks with the same key, while fresh. */
class ReadAhead {
  private readonly kept = new Map<string, { readonly at: number; readonly answer: Promise<unknown> }>();

  constructor(private readonly now: () => number) {}

  keep(key: string, read: () => Promise<unknown>): Promise<unknown> {
    const answer = read();
    this.kept.set(key, { at: this.now(), answer });
    return answer;
  }

  /** A kept answer still fresh, left for the call that takes it. */
  peek(key: string): Promise<unknown> | null {
    const kept = this.kept.get(key);
    return kept && this.now() - kept.at <= READ_AHEAD_MS ? kept.answer : null;
  }

  /** A kept answer that failed (a timeout on a loaded server, a lost signal) is read again: the failure may have passed. */
  take<T extends Result<unknown, unknown>>(key: string, read: () => Promise<T>): Promise<T> {
    const answer = this.share(key, read);
    this.kept.delete(key);
    return answer;
  }

  /** As `take`, but the answer stays kept for the call it was read ahead for. */
  share<T extends Result<unknown, unknown>>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.peek(key) as Promise<T> | null;
    return kept ? kept.then((answer) => (answer.ok ? answer : read())) : read();
  }
}

/**
 * The maps service's answers for the addresses of a file, placed ahead as its dry run will place
 * them (core's AddressPlacer, in the rows' order), kept until a dry run has run; a failure is not
 * kept. The places depend on the text alone.
 */
class PlacedAhead implements Pick<MapsService, 'autocomplete' | 'geocode'> {
  private readonly answers = new Map<string, Promise<Result<unknown, MapsFailure>>>();
  /** Changed by `forget`: a placing ahead still on its way stops. */
  private round = 0;

  constructor(private readonly maps: Pick<MapsService, 'autocomplete' | 'geocode'>) {}

  autocomplete(...[query, options]: Parameters<MapsService['autocomplete']>): ReturnType<MapsService['autocomplete']> {
    return this.kept(`a|${options?.language}|${options?.limit}|${query}`, () => this.maps.autocomplete(query, options));
  }

  geocode(suggestion: PlaceSuggestion): ReturnType<MapsService['geocode']> {
    return this.kept(`g|${suggestion.id}|${suggestion.description}`, () => this.maps.geocode(suggestion));
  }

  async placeAhead(rows: readonly SheetRow[], request: Omit<ClientImportRequest, 'rows'>, pacing: DryRunPacing): Promise<void> {
    const round = this.round;
    const placer = new AddressPlacer(this, request.language);
    await inSlices(rows, pacing, async (row) => {
      const text = round === this.round ? oneLineAddress(cellOf(row, request.mapping, 'address')) : '';
      if (text !== '') await placer.place(text);
    });
  }

  forget(): void {
    this.answers.clear();
    this.round += 1;
  }

  private kept<T extends Result<unknown, MapsFailure>>(key: string, look: () => Promise<T>): Promise<T> {
    const kept = this.answers.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const looked = look();
    this.answers.set(key, looked);
    void looked.then((result) => {
      if (!result.ok && this.answers.get(key) === looked) this.answers.delete(key);
    });
    return looked;
  }
}

/**
 * The dry runs over the given ports: the worker's (its own HTTP adapters) or the page's. `breathe`
 * ends a slice of the work: nothing to give back in a worker; in the page, the browser's turn.
 */
export function dryRunWork(ports: DryRunPorts, now: () => number = () => performance.now(), breathe: () => Promise<void> = () => Promise.resolve()): DryRunWork {
  let report: DryRunReport<unknown> | null = null;
  let staged: SheetRow[] | null = null;
  const ahead = new ReadAhead(now);
  const placed = new PlacedAhead(ports.maps);
  const read: DryRunPorts = {
    ...ports,
    clients: { list: (c, owner) => ahead.take(key('clients', c, owner), () => ports.clients.list(c, owner)), teamVisits: (c, team) => ahead.take(key('agenda', c, team), () => ports.clients.teamVisits(c, team)) },
    teams: { list: (c, owner) => ahead.take(key('teams', c, owner), () => ports.teams.list(c, owner)) },
    profile: {
      getBusinessHours: (c, owner) => ahead.take(key('hours', c, owner), () => ports.profile.getBusinessHours(c, owner)),
      getCompany: (c, owner) => ahead.take(key('company', c, owner), () => ports.profile.getCompany(c, owner)),
    },
    services: { list: (c, owner) => ahead.take(key('services', c, owner), () => ports.services.list(c, owner)) },
    staff: { listCollaborators: (c, owner) => ahead.take(key('collaborators', c, owner), () => ports.staff.listCollaborators(c, owner)) },
    maps: placed,
  };
  return {
    async prepare(moment, kind) {
      if (!moment.session) return;
      const c = credentialsOf(moment.session);
      const owner = ownerIdOf(moment.session.user);
      const reads =
        kind === 'clients'
          ? [ahead.keep(key('clients', c, owner), () => ports.clients.list(c, owner)), ahead.keep(key('teams', c, owner), () => ports.teams.list(c, owner)), ahead.keep(key('hours', c, owner), () => ports.profile.getBusinessHours(c, owner))]
          : kind === 'services'
            ? [ahead.keep(key('services', c, owner), () => ports.services.list(c, owner))]
            : [ahead.keep(key('collaborators', c, owner), () => ports.staff.listCollaborators(c, owner)), ahead.keep(key('company', c, owner), () => ports.profile.getCompany(c, owner))];
      // Clients and collaborators have addresses to place: the gazetteer loads meanwhile too.
      if (kind !== 'services' && ports.maps.ready) reads.push(ports.maps.ready());
      await Promise.all(reads);
    },
    stageRows(rows, from) {
      if (from === 0 || !staged) staged = [];
      for (const row of rows) staged.push(row);
      return Promise.resolve();
    },
    async readRowsAhead(moment, request) {
      if (!moment.session || !staged) return;
      const c = credentialsOf(moment.session);
      const teams = (await ahead.peek(key('teams', c, ownerIdOf(moment.session.user)))) as Awaited<ReturnType<DryRunPorts['teams']['list']>> | null;
      if (!staged || !teams?.ok) return;
      // The rows staged so far (more may come: the page reads ahead after the first slice too);
      // an agenda read ahead already, still fresh, is not read again.
      const rows = [...staged];
      const reads = agendaTeamsOf({ ...request, rows }, teams.value)
        .filter((team) => !ahead.peek(key('agenda', c, team)))
        .map((team) => ahead.keep(key('agenda', c, team), () => ports.clients.teamVisits(c, team)));
      if (ports.maps.ready) reads.push(placed.placeAhead(rows, request, { now, breathe }));
      await Promise.all(reads);
    },
    async dryRun(moment, given, onProgress) {
      report = null;
      const order = (staged ? { ...given, request: { ...given.request, rows: staged } } : given) as DryRunOrder;
      staged = null;
      const sessions = { load: () => moment.session };
      const clock = { now: () => Temporal.Instant.fromEpochMilliseconds(moment.nowMs), timeZone: () => moment.timeZone };
      const pacing: DryRunPacing = { now: () => now(), breathe, onProgress: throttled(onProgress, now) };
      const result =
        order.kind === 'clients'
          ? await new DryRunClientImport(read.clients, read.teams, read.profile, read.maps, sessions, clock).execute(order.request, pacing)
          : order.kind === 'services'
            ? await new DryRunServiceImport(read.services, sessions).execute(order.request, pacing)
            : await new DryRunCollaboratorImport(read.staff, read.profile, read.maps, sessions).execute(order.request, pacing);
      placed.forget();
      if (!result.ok) return result;
      report = result.value as DryRunReport<unknown>;
      return ok({ kind: report.kind, total: report.rows.length, counts: countVerdicts(report.rows) });
    },
    checkedRows(from, to) {
      return Promise.resolve(report ? report.rows.slice(from, to).map(({ line, verdict }) => ({ line, verdict })) : []);
    },
  };
}

export type DryRunWork = Pick<TransferWork, 'prepare' | 'stageRows' | 'readRowsAhead' | 'dryRun' | 'checkedRows'>;

/** The export over the given ports. */
export function archiveWork(ports: ArchivePorts, now: () => number = () => performance.now()): Pick<TransferWork, 'prepareArchive' | 'exportArchive' | 'clientChoices'> {
  const ahead = new ReadAhead(now);
  const read: ArchivePorts = {
    clients: { list: (c, owner) => ahead.take(key('clients', c, owner), () => ports.clients.list(c, owner)) },
    calendar: { calendar: (c, owner) => ahead.take(key('calendar', c, owner), () => ports.calendar.calendar(c, owner)) },
    reports: { reports: (c, owner) => ahead.take(key('reports', c, owner), () => ports.reports.reports(c, owner)) },
    teams: { list: (c, owner) => ahead.take(key('teams', c, owner), () => ports.teams.list(c, owner)) },
    services: { list: (c, owner) => ahead.take(key('services', c, owner), () => ports.services.list(c, owner)) },
    staff: {
      listMembers: (c, owner, role) => ahead.take(key(`members:${role}`, c, owner), () => ports.staff.listMembers(c, owner, role)),
      listCollaborators: (c, owner) => ahead.take(key('collaborators', c, owner), () => ports.staff.listCollaborators(c, owner)),
    },
  };
  return {
    async prepareArchive(moment) {
      if (!moment.session) return;
      const c = credentialsOf(moment.session);
      const owner = ownerIdOf(moment.session.user);
      // The same calls the export makes (ExportBusinessData): the managers' list is the owner's only.
      const roles = moment.session.user.role === 'employer' ? (['manager', 'leader'] as const) : (['leader'] as const);
      await Promise.all([
        ahead.keep(key('clients', c, owner), () => ports.clients.list(c, owner)),
        ahead.keep(key('calendar', c, owner), () => ports.calendar.calendar(c, owner)),
        ahead.keep(key('reports', c, owner), () => ports.reports.reports(c, owner)),
        ahead.keep(key('teams', c, owner), () => ports.teams.list(c, owner)),
        ahead.keep(key('services', c, owner), () => ports.services.list(c, owner)),
        ...roles.map((role) => ahead.keep(key(`members:${role}`, c, owner), () => ports.staff.listMembers(c, owner, role))),
        ahead.keep(key('collaborators', c, owner), () => ports.staff.listCollaborators(c, owner)),
      ]);
    },
    async exportArchive(moment, order) {
      const sessions = { load: () => moment.session };
      // Each file is written as soon as its collections are read, while the rest are on their way.
      const parts = new ExportBusinessData(read.clients, read.calendar, read.reports, read.services, read.staff, read.teams, sessions).start();
      if (!parts.ok) return parts;
      const writer = await import('../shared/export-archive');
      const exportedAt = Temporal.Instant.fromEpochMilliseconds(moment.nowMs);
      const separator = order.separator ?? csvSeparator(order.language);
      // The moment's zone is the page's clock's: the business's.
      const format = { language: order.language, separator, timeZone: moment.timeZone };
      const zip = await writer.zipParts(parts.value, format, writer.readme(order.businessName, exportedAt, moment.timeZone, separator));
      if (!zip.ok) return zip;
      const clients = await parts.value.clients;
      return clients.ok ? ok({ zip: zip.value, clients: clients.value.length }) : clients;
    },
    async clientChoices(moment, language) {
      const business = businessContext({ load: () => moment.session });
      if (!business.ok) return business;
      const { credentials: c, ownerId: owner } = business.value;
      const clients = await ahead.share(key('clients', c, owner), () => ports.clients.list(c, owner));
      if (!clients.ok) return clients;
      // One collator for the whole sort: the order of localeCompare in `language`, made once.
      const { compare } = new Intl.Collator(language);
      return ok(clients.value.map(({ id, name }) => ({ id, name })).sort((a, b) => compare(a.name, b.name)));
    },
  };
}

/** All of it, as the worker runs it. */
export const transferWork = (ports: DryRunPorts & ArchivePorts, now?: () => number): TransferWork => ({ ...sheetWork(), ...dryRunWork(ports, now), ...archiveWork(ports, now) });

/** `report` at most every PROGRESS_MS, and always for the last row. */
function throttled(report: ((done: number, total: number) => void) | undefined, now: () => number): DryRunPacing['onProgress'] {
  if (!report) return undefined;
  let last = -Infinity;
  return (done, total) => {
    const at = now();
    if (done < total && at - last < PROGRESS_MS) return;
    last = at;
    report(done, total);
  };
}
