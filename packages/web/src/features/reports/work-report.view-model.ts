// /business-clients/dashboard/work-report (issue 13, beyond the spec's table): hours worked per
// collaborator or per client, visits finished against cancelled and the average visit's length,
// by week or by month over a range of days (the last three months by default), each chart with
// its table, the visits of the range listed 10 a page, and the rows of the range as a CSV file.
import {
  averageDuration,
  businessToday,
  hoursWorked,
  outcomesBy,
  validateWorkRange,
  visitsIn,
  type Clock,
  type FileSaver,
  type LoadWorkReport,
  type WorkData,
  type WorkedVisit,
  type WorkGrain,
  type WorkGrouping,
  type WorkRange,
} from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { toCsv, type CsvCell } from '../../shared/csv';
import { msg, type MessageRef } from '../../shared/message';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export const WORK_ROWS_PAGE_SIZE = 10;

export type RangePreset = 'thisMonth' | 'last3Months' | 'last12Months';

/** The CSV's column names, in the person's language. */
export interface WorkCsvHeaders {
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
  loading = true;
  data: WorkData = { visits: [], outcomes: [] };
  /** The range's ends as the date inputs hold them (yyyy-mm-dd). */
  from = '';
  to = '';
  grain: WorkGrain = 'week';
  grouping: WorkGrouping = 'collaborator';
  page = 1;
  /** The business's time zone, for the started and finished times. */
  readonly timeZone: string;
  private readonly today: Temporal.PlainDate;

  constructor(
    private readonly loadWork: Pick<LoadWorkReport, 'execute'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly notifier: Notifier,
    private readonly files: FileSaver,
  ) {
    this.timeZone = clock.timeZone();
    this.today = businessToday(clock);
    makeAutoObservable<WorkReportViewModel, 'today' | 'clock' | 'files'>(this, { data: observableRef, today: false, clock: false, files: false });
    this.usePreset('last3Months');
  }

  async load(): Promise<void> {
    const result = await settle(this.notifier, this.loadWork.execute());
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.data = result.value;
    });
  }

  setFrom(text: string): void {
    this.from = text;
    this.page = 1;
  }

  setTo(text: string): void {
    this.to = text;
    this.page = 1;
  }

  setGrain(grain: WorkGrain): void {
    this.grain = grain;
  }

  setGrouping(grouping: WorkGrouping): void {
    this.grouping = grouping;
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pageCount);
  }

  /** This month, the last three months or the last twelve, each up to today. */
  usePreset(preset: RangePreset): void {
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

  get hours() {
    const range = this.range;
    return range.ok ? hoursWorked(this.data.visits, range.value, this.grain, this.grouping) : null;
  }

  get outcomes() {
    const range = this.range;
    return range.ok ? outcomesBy(this.data.outcomes, range.value, this.grain) : null;
  }

  get duration() {
    const range = this.range;
    return range.ok ? averageDuration(this.data.visits, range.value, this.grain) : null;
  }

  /** The finished visits of the range, newest first. */
  get rows(): readonly WorkedVisit[] {
    const range = this.range;
    return range.ok ? visitsIn(this.data.visits, range.value) : [];
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.rows.length / WORK_ROWS_PAGE_SIZE));
  }

  get pageRows(): readonly WorkedVisit[] {
    const start = (Math.min(this.page, this.pageCount) - 1) * WORK_ROWS_PAGE_SIZE;
    return this.rows.slice(start, start + WORK_ROWS_PAGE_SIZE);
  }

  /** "2026-11-03 09:05" in the business's time zone, as spreadsheets read a date and time. */
  private localTime(instant: Temporal.Instant | null): string | null {
    if (!instant) return null;
    const at = instant.toZonedDateTimeISO(this.clock.timeZone());
    return `${at.toPlainDate().toString()} ${at.toPlainTime().toString({ smallestUnit: 'minute' })}`;
  }

  /** Every visit of the range (not only the page shown) as a CSV download. */
  exportCsv(headers: WorkCsvHeaders, language: string): void {
    const range = this.range;
    if (!range.ok) return;
    const rows: CsvCell[][] = [
      [headers.date, headers.client, headers.collaborator, headers.started, headers.finished, headers.hours, headers.observation],
      ...this.rows.map((visit) => [
        visit.date.toString(),
        visit.clientName,
        visit.collaborator,
        this.localTime(visit.startedAt),
        this.localTime(visit.finishedAt),
        visit.minutes === null ? null : Math.round((visit.minutes / 60) * 100) / 100,
        visit.observation,
      ]),
    ];
    this.files.save({ name: `work-report_${range.value.from.toString()}_${range.value.to.toString()}.csv`, type: 'text/csv;charset=utf-8', text: toCsv(rows, language) });
    this.notifier.success(msg('work:exported', { count: this.rows.length }));
  }
}
