// /business-export: everything the business keeps as one ZIP of CSV files with a README,
// and the agenda of a team, a person or a client for a range of days as an iCalendar file. The
// file libraries (fflate, ical-generator) load when a file is asked for.
import { businessToday, type AgendaChoice, type AgendaScope, type ApiFailure, type Clock, type FileSaver, type LoadAgenda, type LoadTeams, type NotSignedIn, type PersonRef, type Result, type Team } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { CHOSEN_SEPARATORS, csvSeparator, type ChosenSeparator } from '../../shared/csv';
import { failureMessage } from '../../shared/failure-message';
import { msg } from '../../shared/message';
import type { Notifier } from '../../shared/notifier';

export type AgendaKind = AgendaScope['kind'];

/** The separators a person can choose for the export's files: each a region's spreadsheets' own. */
export type ExportSeparator = ChosenSeparator;
export const EXPORT_SEPARATORS: readonly ExportSeparator[] = CHOSEN_SEPARATORS;

/**
 * Reads every collection, writes each as CSV and zips them: where it does not hold the page (the
 * transfer worker).
 */
export interface BusinessArchive {
  /** Starts reading what the ZIP holds, while the screen is open. */
  prepare?(): void;
  make(businessName: string, separator: ExportSeparator): Promise<Result<{ readonly zip: Uint8Array<ArrayBuffer>; readonly clients: number }, NotSignedIn | ApiFailure>>;
  /**
   * The clients for the agenda's list, sorted by name in the interface language: from the list the
   * ZIP reads, where it is read (the page never parses ten thousand clients for a list of names).
   */
  clientChoices(): Promise<Result<readonly AgendaChoice[], NotSignedIn | ApiFailure>>;
}

export const loadAgendaWriter = () => import('./agenda-file');

/** A name as a file name: letters and digits, accents left out, anything else a dash. */
export const fileNameOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'agenda';

/** How far the agenda's range reaches by default: today and the next three months. */
const DEFAULT_MONTHS = 3;

export class ExportViewModel {
  exporting = false;
  /** How the export's CSV files separate their fields: the person's spreadsheet's, as they choose. */
  separator: ExportSeparator;
  agendaKind: AgendaKind = 'team';
  agendaTarget = '';
  from: string;
  to: string;
  agendaBusy = false;
  teams: readonly Team[] = [];
  clients: readonly AgendaChoice[] = [];
  /** Not asked for yet, on their way (the list says so rather than that there is nothing to choose), or read. */
  private clientsState: 'unasked' | 'loading' | 'read' = 'unasked';

  constructor(
    private readonly archive: BusinessArchive,
    private readonly loadAgenda: Pick<LoadAgenda, 'execute'>,
    private readonly loadTeams: Pick<LoadTeams, 'execute'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly notifier: Notifier,
    private readonly files: FileSaver,
    private readonly language: string,
    /** The separator of the person's region (the composition root reads the browser's locale). */
    defaultSeparator: ExportSeparator = csvSeparator(language),
    private readonly writers = { agenda: loadAgendaWriter },
  ) {
    this.separator = defaultSeparator;
    const today = businessToday(clock);
    this.from = today.toString();
    this.to = today.add({ months: DEFAULT_MONTHS }).toString();
    makeAutoObservable<this, 'writers'>(this, { teams: observableRef, clients: observableRef, writers: false });
  }

  async load(): Promise<void> {
    // The screen's main action reads every collection: start while the person looks at it.
    this.archive.prepare?.();
    const teams = await this.loadTeams.execute();
    runInAction(() => {
      if (teams.ok) this.teams = teams.value;
      this.agendaTarget = this.choices[0]?.id ?? '';
    });
  }

  /**
   * The clients, read when a client's agenda is first asked for: ten thousand names crossing to the
   * page, and their list drawn, are work the screen does not do while the ZIP is made.
   */
  private async loadClients(): Promise<void> {
    if (this.clientsState !== 'unasked') return;
    this.clientsState = 'loading';
    const clients = await this.archive.clientChoices();
    runInAction(() => {
      // A failure is said, and the list is asked for again when a client's agenda is chosen next.
      this.clientsState = clients.ok ? 'read' : 'unasked';
      if (clients.ok) this.clients = clients.value;
      else this.notifier.failure(clients.error);
      if (this.agendaKind === 'client' && this.agendaTarget === '') this.agendaTarget = this.choices[0]?.id ?? '';
    });
  }

  /** Leaders and members of every team, each once. */
  get people(): readonly PersonRef[] {
    const seen = new Map<string, PersonRef>();
    for (const team of this.teams) for (const person of [...(team.leader ? [team.leader] : []), ...team.members]) if (!seen.has(person.id)) seen.set(person.id, person);
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, this.language));
  }

  get choices(): readonly { readonly id: string; readonly name: string }[] {
    return this.agendaKind === 'team' ? this.teams : this.agendaKind === 'person' ? this.people : this.clients;
  }

  /** The list of the kind chosen is still being read. */
  get choicesLoading(): boolean {
    return this.agendaKind === 'client' && this.clientsState === 'loading';
  }

  setAgendaKind(kind: AgendaKind): void {
    this.agendaKind = kind;
    this.agendaTarget = this.choices[0]?.id ?? '';
    if (kind === 'client') void this.loadClients();
  }

  setSeparator(separator: ExportSeparator): void {
    this.separator = separator;
  }

  setAgendaTarget(id: string): void {
    this.agendaTarget = id;
  }

  setFrom(value: string): void {
    this.from = value;
  }

  setTo(value: string): void {
    this.to = value;
  }

  /** The zone of the files' dates and times: the business's (the clock's). */
  get timeZone(): string {
    return this.clock.timeZone();
  }

  /** The range typed, or null when a date is missing or the range runs backwards. */
  get range(): { from: Temporal.PlainDate; to: Temporal.PlainDate } | null {
    try {
      const from = Temporal.PlainDate.from(this.from, { overflow: 'reject' });
      const to = Temporal.PlainDate.from(this.to, { overflow: 'reject' });
      return Temporal.PlainDate.compare(from, to) <= 0 ? { from, to } : null;
    } catch {
      return null;
    }
  }

  /** Reads every collection, writes each as CSV with the chosen separator, and hands the ZIP over. */
  async exportAll(businessName: string): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    const archive = await this.archive.make(businessName, this.separator);
    if (archive.ok) this.files.save({ name: `fieldteam-${businessToday(this.clock).toString()}.zip`, type: 'application/zip', bytes: archive.value.zip });
    runInAction(() => {
      this.exporting = false;
      if (archive.ok) this.notifier.success(msg('transfer:export.done', { clients: archive.value.clients }));
      else this.notifier.failure(archive.error);
    });
  }

  /** The chosen agenda for the range as an .ics file; `describe` writes an event's description in the person's language. */
  async downloadAgenda(describe: (team: string | null, phone: string) => string): Promise<void> {
    const range = this.range;
    const target = this.choices.find((c) => c.id === this.agendaTarget);
    if (!range || !target || this.agendaBusy) return;
    this.agendaBusy = true;
    const scope: AgendaScope = this.agendaKind === 'team' ? { kind: 'team', teamId: target.id } : this.agendaKind === 'person' ? { kind: 'person', personId: target.id } : { kind: 'client', clientId: target.id };
    const [events, writer] = await Promise.all([this.loadAgenda.execute(scope, range), this.writers.agenda()]);
    runInAction(() => {
      this.agendaBusy = false;
      if (!events.ok) {
        this.notifier.error(failureMessage(events.error));
        return;
      }
      const text = writer.agendaFile({ name: target.name, timeZone: this.clock.timeZone(), events: events.value, now: this.clock.now(), describe: (e) => describe(e.teamName, e.clientPhone) });
      this.files.save({ name: `${fileNameOf(target.name)}_${range.from.toString()}_${range.to.toString()}.ics`, type: 'text/calendar;charset=utf-8', text });
      this.notifier.success(msg('transfer:agenda.done', { count: events.value.length }));
    });
  }
}
