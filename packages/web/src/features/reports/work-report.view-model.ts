// /business-clients/dashboard/work-report (beyond the spec's table): hours worked per
// collaborator or per client, visits finished against cancelled and the average visit's length,
// by week or by month over a range of days (the last three months by default), each chart with
// its table, the visits of the range listed 10 a page, and the rows of the range as a CSV file
// (separated as a spreadsheet set to the browser's region reads it, whatever the app's language).
// The figures are computed where the reports are kept: the page asks for what it shows.
import {
  businessToday,
  validateWorkRange,
  type Clock,
  type FileSaver,
  type LoadWorkFigures,
  type WorkedVisit,
  type WorkFigures,
  type WorkGrain,
  type WorkGrouping,
  type WorkRange,
} from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { toCsv, type ChosenSeparator, type CsvCell } from '../../shared/csv';
import { msg, type MessageRef } from '../../shared/message';
import type { Notifier } from '../../shared/notifier';
import type { ShownZones } from '../../shared/shown-zones';
import { settle } from '../../shared/submit';

const WORK_ROWS_PAGE_SIZE = 10;

type RangePreset = 'thisMonth' | 'last3Months' | 'last12Months';

/** The CSV's column names, in the person's language. */
interface WorkCsvHeaders {
  readonly date: string;
  readonly client: string;
  readonly collaborator: string;
  readonly started: string;
  readonly finished: string;
  readonly hours: string;
  readonly observation: string;
}

const parseDay = (text: string): Temporal.PlainDate | null => {
  try {
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? Temporal.PlainDate.from(text, { overflow: 'reject' }) : null;
  } catch {
    return null;
  }
};

export class WorkReportViewModel {
  /** Until the first figures arrive. */
  loading = true;
  /** The figures of the range, grain, grouping and page shown; null while the range is wrong. */
  figures: WorkFigures | null = null;
  /** The range's ends as the date inputs hold them (yyyy-mm-dd). */
  from = '';
  to = '';
  grain: WorkGrain = 'week';
  grouping: WorkGrouping = 'collaborator';
  page = 1;
  exporting = false;
  /** The business's time zone, for the started and finished times. */
  readonly zones: ShownZones;
  private readonly today: Temporal.PlainDate;
  /** Only the answer to the latest question is shown. */
  private asked = 0;

  constructor(
    private readonly loadFigures: Pick<LoadWorkFigures, 'execute'>,
    clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly notifier: Notifier,
    private readonly files: FileSaver,
    zones: ShownZones,
    /** The separator of the person's region (the composition root reads the browser's locale). */
    private readonly separator: ChosenSeparator,
  ) {
    this.zones = zones;
    this.today = businessToday(clock);
    makeAutoObservable<WorkReportViewModel, 'today' | 'files' | 'asked' | 'separator'>(this, { figures: observableRef, today: false, files: false, asked: false, zones: false, separator: false });
    this.presetRange('last3Months');
  }

  /** Asks for the figures of what the filters say (the screen's first load, and each change). */
  get timeZone(): string {
    return this.zones.timeZone;
  }

  async load(): Promise<void> {
    void this.zones.ask();
    const range = this.range;
    const asked = ++this.asked;
    if (!range.ok) {
      this.figures = null;
      this.loading = false;
      return;
    }
    const result = await settle(this.notifier, this.loadFigures.execute({ range: range.value, grain: this.grain, grouping: this.grouping, page: this.page, pageSize: WORK_ROWS_PAGE_SIZE }));
    runInAction(() => {
      if (asked !== this.asked) return;
      this.loading = false;
      if (result.ok) this.figures = result.value;
    });
  }

  setFrom(text: string): Promise<void> {
    this.from = text;
    this.page = 1;
    return this.load();
  }

  setTo(text: string): Promise<void> {
    this.to = text;
    this.page = 1;
    return this.load();
  }

  setGrain(grain: WorkGrain): Promise<void> {
    this.grain = grain;
    return this.load();
  }

  setGrouping(grouping: WorkGrouping): Promise<void> {
    this.grouping = grouping;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = Math.min(Math.max(1, page), this.pageCount);
    return this.load();
  }

  /** This month, the last three months or the last twelve, each up to today. */
  usePreset(preset: RangePreset): Promise<void> {
    this.presetRange(preset);
    return this.load();
  }

  private presetRange(preset: RangePreset): void {
    const months = { thisMonth: 0, last3Months: 2, last12Months: 11 }[preset];
    this.from = this.today.with({ day: 1 }).subtract({ months }).toString();
    this.to = this.today.toString();
    this.grain = preset === 'last12Months' ? 'month' : 'week';
    this.page = 1;
  }

  /** The range asked for, or why it cannot be used. */
  get range(): { ok: true; value: WorkRange } | { ok: false; problem: MessageRef } {
    const [from, to] = [parseDay(this.from), parseDay(this.to)];
    if (!from || !to) return { ok: false, problem: msg('work:range.invalid') };
    const valid = validateWorkRange({ from, to });
    if (valid.ok) return valid;
    return { ok: false, problem: valid.error.code === 'RANGE_REVERSED' ? msg('work:range.reversed') : msg('work:range.tooLong', { years: Math.floor(valid.error.maxDays / 366) }) };
  }

  get rangeProblem(): MessageRef | null {
    const range = this.range;
    return range.ok ? null : range.problem;
  }

  /** The figures shown: none while the range is wrong. */
  private get shown(): WorkFigures | null {
    return this.range.ok ? this.figures : null;
  }

  get hours() {
    return this.shown?.hours ?? null;
  }

  get outcomes() {
    return this.shown?.outcomes ?? null;
  }

  get duration() {
    return this.shown?.duration ?? null;
  }

  /** How many finished visits the range has. */
  get rowCount(): number {
    return this.shown?.rowCount ?? 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.rowCount / WORK_ROWS_PAGE_SIZE));
  }

  /** The page of the range's finished visits, newest first. */
  get pageRows(): readonly WorkedVisit[] {
    return this.shown?.rows ?? [];
  }

  /** "2026-11-03 09:05" in the business's time zone, as spreadsheets read a date and time. */
  private localTime(instant: Temporal.Instant | null): string | null {
    if (!instant) return null;
    const at = instant.toZonedDateTimeISO(this.zones.timeZone);
    return `${at.toPlainDate().toString()} ${at.toPlainTime().toString({ smallestUnit: 'minute' })}`;
  }

  /** Every visit of the range (not only the page shown) as a CSV download. */
  async exportCsv(headers: WorkCsvHeaders, language: string): Promise<void> {
    const range = this.range;
    if (!range.ok || this.exporting) return;
    this.exporting = true;
    const result = await settle(this.notifier, this.loadFigures.execute({ range: range.value, grain: this.grain, grouping: this.grouping, page: 1, pageSize: 0 }));
    runInAction(() => (this.exporting = false));
    if (!result.ok) return;
    const visits = result.value.rows;
    const rows: CsvCell[][] = [
      [headers.date, headers.client, headers.collaborator, headers.started, headers.finished, headers.hours, headers.observation],
      ...visits.map((visit) => [
        visit.date.toString(),
        visit.clientName,
        visit.collaborator,
        this.localTime(visit.startedAt),
        this.localTime(visit.finishedAt),
        visit.minutes === null ? null : Math.round((visit.minutes / 60) * 100) / 100,
        visit.observation,
      ]),
    ];
    this.files.save({ name: `work-report_${range.value.from.toString()}_${range.value.to.toString()}.csv`, type: 'text/csv;charset=utf-8', text: toCsv(rows, language, this.separator) });
    this.notifier.success(msg('work:exported', { count: visits.length }));
  }
}
