// /business-clients/dashboard/time-sheet: the hours each collaborator and each team worked over a
// day, a week (this week by default) or a chosen range, from the task reports' started and
// finished times, in the business's time zone; a CSV of its days with the separator the person
// chooses, and a page to print. The sheet is computed where the reports are kept.
import {
  businessToday,
  hoursOfMs,
  NO_TEAM,
  sheetRange,
  stepSheetRange,
  validateTimeSheetRange,
  type Clock,
  type FileSaver,
  type LoadTimeSheet,
  type SheetSpan,
  type TimeSheetAnswer,
  type WorkRange,
} from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { csvSeparator, toCsv, type ChosenSeparator, type CsvCell } from '../../shared/csv';
import { msg, type MessageRef } from '../../shared/message';
import type { Notifier } from '../../shared/notifier';
import type { ShownZones } from '../../shared/shown-zones';
import { settle } from '../../shared/submit';

export type SheetPeriod = SheetSpan | 'range';

/** The CSV's column names, and the word of its last line, in the person's language. */
export interface SheetCsvHeaders {
  readonly date: string;
  readonly collaborator: string;
  readonly firstStart: string;
  readonly lastFinish: string;
  readonly visits: string;
  readonly open: string;
  readonly onSite: string;
  readonly between: string;
  readonly total: string;
  /** The name of the reports that name nobody. */
  readonly unnamed: string;
}

/** The team and collaborator lists' values: every one, the clients without a team (or the reports naming nobody), or one. */
export const ALL = 'all';
export const NONE = 'none';
const teamValue = (team: string | null) => (team === null ? ALL : team === NO_TEAM ? NONE : `team:${team}`);
const collaboratorValue = (name: string | null) => (name === null ? ALL : name === '' ? NONE : `name:${name}`);

const parseDay = (text: string): Temporal.PlainDate | null => {
  try {
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? Temporal.PlainDate.from(text, { overflow: 'reject' }) : null;
  } catch {
    return null;
  }
};

export class TimeSheetViewModel {
  /** Until the first sheet arrives. */
  loading = true;
  sheet: TimeSheetAnswer | null = null;
  period: SheetPeriod = 'week';
  /** The day shown, or a day of the week shown (yyyy-mm-dd, as the date input holds it). */
  date: string;
  /** The range's ends, for a chosen range. */
  from: string;
  to: string;
  /** A team's id, NO_TEAM, or null for every team. */
  team: string | null = null;
  /** A collaborator's name, '' for the reports naming nobody, or null for everyone. */
  collaborator: string | null = null;
  separator: ChosenSeparator;
  readonly zones: ShownZones;
  /** Today in the business's zone, once known (the device's until then). */
  private today: Temporal.PlainDate;
  /** The person chose a day or a range: the business's today no longer moves it. */
  private chosen = false;
  /** Only the answer to the latest question is shown. */
  private asked = 0;

  constructor(
    private readonly loadSheet: Pick<LoadTimeSheet, 'execute'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly notifier: Notifier,
    private readonly files: FileSaver,
    zones: ShownZones,
    language: string,
    /** The separator of the person's region (the composition root reads the browser's locale). */
    defaultSeparator: ChosenSeparator = csvSeparator(language),
  ) {
    this.zones = zones;
    this.separator = defaultSeparator;
    this.today = businessToday(clock);
    this.date = this.today.toString();
    const week = sheetRange('week', this.today);
    this.from = week.from.toString();
    this.to = week.to.toString();
    makeAutoObservable<TimeSheetViewModel, 'today' | 'files' | 'asked' | 'clock' | 'chosen'>(this, { sheet: observableRef, today: false, files: false, asked: false, zones: false, clock: false, chosen: false });
  }

  /** Today is the business's: on a device elsewhere, past its midnight or before it, the week is the business's week. */
  private async knowToday(): Promise<void> {
    await this.zones.ask();
    const today = this.clock.now().toZonedDateTimeISO(this.zones.timeZone).toPlainDate();
    runInAction(() => {
      this.today = today;
      if (this.chosen) return;
      this.date = today.toString();
      const week = sheetRange('week', today);
      this.from = week.from.toString();
      this.to = week.to.toString();
    });
  }

  get timeZone(): string {
    return this.zones.timeZone;
  }

  /** The range asked for, or why it cannot be used. */
  get range(): { ok: true; value: WorkRange } | { ok: false; problem: MessageRef } {
    if (this.period !== 'range') {
      const date = parseDay(this.date);
      return date ? { ok: true, value: sheetRange(this.period, date) } : { ok: false, problem: msg('work:sheet.dayInvalid') };
    }
    const [from, to] = [parseDay(this.from), parseDay(this.to)];
    if (!from || !to) return { ok: false, problem: msg('work:range.invalid') };
    const valid = validateTimeSheetRange({ from, to });
    if (valid.ok) return valid;
    return { ok: false, problem: valid.error.code === 'RANGE_REVERSED' ? msg('work:range.reversed') : msg('work:sheet.tooLong', { days: valid.error.maxDays }) };
  }

  get rangeProblem(): MessageRef | null {
    const range = this.range;
    return range.ok ? null : range.problem;
  }

  /** The sheet shown: none while the range is wrong. */
  get shown(): TimeSheetAnswer | null {
    return this.range.ok ? this.sheet : null;
  }

  async load(): Promise<void> {
    if (!this.chosen) await this.knowToday();
    else void this.zones.ask();
    const range = this.range;
    const asked = ++this.asked;
    if (!range.ok) {
      this.sheet = null;
      this.loading = false;
      return;
    }
    const result = await settle(this.notifier, this.loadSheet.execute(range.value, { team: this.team, collaborator: this.collaborator }));
    runInAction(() => {
      if (asked !== this.asked) return;
      this.loading = false;
      if (result.ok) this.sheet = result.value;
    });
  }

  /** A day, a week, or a range (which starts as the day or week shown). */
  setPeriod(period: SheetPeriod): Promise<void> {
    this.chosen = true;
    const range = this.range;
    if (period === 'range' && range.ok) {
      this.from = range.value.from.toString();
      this.to = range.value.to.toString();
    } else if (this.period === 'range' && period !== 'range' && parseDay(this.from)) {
      this.date = this.from;
    }
    this.period = period;
    return this.load();
  }

  setDate(text: string): Promise<void> {
    this.chosen = true;
    this.date = text;
    return this.load();
  }

  /** The day or week before or after the one shown. */
  step(direction: -1 | 1): Promise<void> {
    this.chosen = true;
    const date = parseDay(this.date);
    if (this.period === 'range' || !date) return Promise.resolve();
    this.date = stepSheetRange(this.period, date, direction).from.toString();
    return this.load();
  }

  /** Today, or this week. */
  toToday(): Promise<void> {
    this.chosen = true;
    this.date = this.today.toString();
    return this.load();
  }

  setFrom(text: string): Promise<void> {
    this.chosen = true;
    this.from = text;
    return this.load();
  }

  setTo(text: string): Promise<void> {
    this.chosen = true;
    this.to = text;
    return this.load();
  }

  /** The team list's value: ALL, NONE (clients without a team) or a team's. */
  get teamValue(): string {
    return teamValue(this.team);
  }

  get teamOptions(): readonly { readonly value: string; readonly name: string }[] {
    const teams = this.sheet?.teamChoices ?? [];
    return teams.map((team) => ({ value: teamValue(team.id), name: team.name }));
  }

  setTeamValue(value: string): Promise<void> {
    this.team = value === ALL ? null : value === NONE ? NO_TEAM : value.slice('team:'.length);
    return this.load();
  }

  /** The collaborator list's value: ALL, NONE (the reports naming nobody) or a name's. */
  get collaboratorValue(): string {
    return collaboratorValue(this.collaborator);
  }

  /** The collaborators with work in the range, and the one chosen even when it has none there. */
  get collaboratorOptions(): readonly { readonly value: string; readonly name: string | null }[] {
    const names = [...(this.sheet?.collaboratorChoices ?? [])];
    if (this.collaborator !== null && !names.includes(this.collaborator)) names.push(this.collaborator);
    return names.map((name) => ({ value: collaboratorValue(name), name: name === '' ? null : name }));
  }

  setCollaboratorValue(value: string): Promise<void> {
    this.collaborator = value === ALL ? null : value === NONE ? '' : value.slice('name:'.length);
    return this.load();
  }

  setSeparator(separator: ChosenSeparator): void {
    this.separator = separator;
  }

  /** Whether the sheet lists its teams: a sheet of every team and every collaborator. */
  get showsTeams(): boolean {
    return this.team === null && this.collaborator === null;
  }

  /** Whether the sheet lists its collaborators: a sheet of more than one. */
  get showsPeople(): boolean {
    return this.collaborator === null;
  }

  /** "2026-11-03 09:05" in the business's time zone, as spreadsheets read a date and time. */
  private localTime(instant: Temporal.Instant | null): string | null {
    if (!instant) return null;
    const at = instant.toZonedDateTimeISO(this.zones.timeZone);
    return `${at.toPlainDate().toString()} ${at.toPlainTime().toString({ smallestUnit: 'minute' })}`;
  }

  /** The sheet's days as a CSV download (hours with two decimals), with a line of the totals. */
  exportCsv(headers: SheetCsvHeaders, language: string): void {
    const range = this.range;
    const sheet = this.shown;
    if (!range.ok || !sheet) return;
    const rows: CsvCell[][] = [
      [headers.date, headers.collaborator, headers.firstStart, headers.lastFinish, headers.visits, headers.open, headers.onSite, headers.between],
      ...sheet.days.map((day) => [
        day.date.toString(),
        day.collaborator === '' ? headers.unnamed : day.collaborator,
        this.localTime(day.firstStart),
        this.localTime(day.lastFinish),
        day.visits,
        day.open,
        day.hours,
        hoursOfMs(day.betweenMs),
      ]),
      [headers.total, null, null, null, sheet.total.visits, sheet.total.open, sheet.total.hours, hoursOfMs(sheet.total.betweenMs)],
    ];
    this.files.save({ name: `time-sheet_${range.value.from.toString()}_${range.value.to.toString()}.csv`, type: 'text/csv;charset=utf-8', text: toCsv(rows, language, this.separator) });
    this.notifier.success(msg('work:sheet.exported', { count: sheet.days.length }));
  }
}
