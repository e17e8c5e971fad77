// /business-clients/import, /business-services/import and /business-colaborators/import (issue
// 26): a spreadsheet file read on the device, its columns mapped to fields by their headers (and
// changed by the person), a dry run that sorts every row into to import, to fix and duplicates
// (to skip or update), then the import: a progress bar, a few rows at a time, pause and resume,
// kept on the device so that a reload or a lost signal resumes without sending a row twice, and
// a file of the rows refused with their reasons.
import {
  countProgress,
  countVerdicts,
  fileSizeProblem,
  guessMapping,
  isFinished,
  missingFields,
  needsTeamForAllRows,
  remap,
  type CheckedRow,
  type Clock,
  type ColumnMapping,
  type DiscardImport,
  type DryRunClientImport,
  type DryRunCollaboratorImport,
  type DryRunPacing,
  type DryRunReport,
  type DryRunServiceImport,
  type ApiFailure,
  type MapsFailure,
  type NotSignedIn,
  type Result,
  type ServiceImportRecord,
  type SheetEncoding,
  type SheetFormat,
  type SheetRow,
  type FileSaver,
  type ImportField,
  type ImportKind,
  type LoadImport,
  type LoadTeams,
  type ProgressCounts,
  type SendImport,
  type StartImport,
  type StoredImport,
  type Team,
  type VerdictCounts,
} from '@fieldteam/core';
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { toCsv, type ChosenSeparator } from '../../shared/csv';
import { failureMessage } from '../../shared/failure-message';
import { msg, type MessageRef } from '../../shared/message';
import type { Notifier } from '../../shared/notifier';
import { yieldToMain } from '../../shared/yield-to-main';
import type { Spreadsheet, SpreadsheetReader } from '../../shared/spreadsheet/read';
import { fileProblemText, problemText } from './import-texts';

type ImportStep = 'choose' | 'map' | 'checking' | 'review' | 'sending';
export type ReviewTab = 'import' | 'fix' | 'duplicate';
type SendStatus = 'running' | 'paused' | 'interrupted' | 'finished';

/** Rows shown per page of the review table. */
const REVIEW_PAGE_SIZE = 25;
/** After a lost signal, the import tries again this often while its page is open. */
const RETRY_MS = 15_000;
/** The progress on screen changes at most this often: each change is a render and a layout of the page, on the same thread and cores as the rows' requests. */
const PROGRESS_MS = 100;

/**
 * The columns the matching shows at first: a client list has tens of them. The others are shown
 * when asked for, so that a wide file draws a few dozen choices, not hundreds.
 */
export const COLUMNS_SHOWN = 30;

/** A file read on the page, where the container gives no reader (the transfer worker's): the reader is loaded when a file is chosen. */
const readInPage: SpreadsheetReader = async (bytes) => (await import('../../shared/spreadsheet/read')).readSpreadsheet(bytes);
/** The text encoder of the refused rows' file, loaded when it is asked for. */
const loadSpreadsheetEncoding = () => import('../../shared/spreadsheet/encoding');

/**
 * A file chosen: its name, its size, and its bytes, read when asked for. The screen builds one from
 * a File, the tests their own.
 * @public
 */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  bytes(): Promise<Uint8Array>;
}

/** A dry run that can start reading what it compares the rows with before it is asked for. */
interface ReadsAhead {
  /** `request`: the file's rows, which the dry run will check whatever the columns are matched to, under the mapping guessed. */
  prepare?(request: { readonly rows: readonly SheetRow[]; readonly mapping: ColumnMapping<never>; readonly defaultTeamId: string | null; readonly language: string }): void;
}

export class ImportViewModel {
  kind: ImportKind = 'clients';
  step: ImportStep = 'choose';
  fileName = '';
  sheet: Spreadsheet | null = null;
  /** The name of the file being read, while it is. */
  reading: string | null = null;
  fileProblem: MessageRef | null = null;
  /** Whether the matching shows every column, not only the first COLUMNS_SHOWN. */
  allColumnsShown = false;
  mapping: ColumnMapping = [];
  teams: readonly Team[] = [];
  /** Whether the business's teams have been read (an empty list then means it has none). */
  teamsLoaded = false;
  defaultTeamId: string | null = null;
  checked = { done: 0, total: 0 };
  report: DryRunReport<unknown> | null = null;
  tab: ReviewTab = 'import';
  page = 1;
  readonly updates = observable.set<number>();
  stored: StoredImport | null = null;
  counts: ProgressCounts | null = null;
  status: SendStatus | null = null;
  private sending: AbortController | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /** Files chosen so far: the outcome of one chosen before the last is dropped. */
  private chosen = 0;

  constructor(
    private readonly dryRunClients: Pick<DryRunClientImport, 'execute'> & ReadsAhead,
    private readonly dryRunServices: { execute(...args: Parameters<DryRunServiceImport['execute']>): Promise<Result<DryRunReport<ServiceImportRecord>, NotSignedIn | ApiFailure | MapsFailure>> } & ReadsAhead,
    private readonly dryRunCollaborators: Pick<DryRunCollaboratorImport, 'execute'> & ReadsAhead,
    private readonly startImport: Pick<StartImport, 'execute'>,
    private readonly sendImport: Pick<SendImport, 'execute'>,
    private readonly loadImport: Pick<LoadImport, 'execute'>,
    private readonly discardImport: Pick<DiscardImport, 'execute'>,
    private readonly loadTeams: Pick<LoadTeams, 'execute'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
    private readonly notifier: Notifier,
    private readonly files: FileSaver,
    private readonly language: string,
    /** The separator of the person's region (the composition root reads the browser's locale). */
    private readonly regionSeparator: ChosenSeparator,
    private readonly readSpreadsheet: SpreadsheetReader = readInPage,
  ) {
    makeAutoObservable<this, 'sending' | 'retry' | 'disposed' | 'chosen'>(this, {
      sheet: observableRef,
      report: observableRef,
      stored: observableRef,
      teams: observableRef,
      sending: false,
      retry: false,
      disposed: false,
      chosen: false,
    });
  }

  /**
   * Opens the page for a kind: an import kept on the device is shown where it stopped. The screen
   * may be opened again after `dispose` on the same view-model (in development React runs every
   * effect, cleans it up and runs it again): opening makes it live again.
   */
  async open(kind: ImportKind): Promise<void> {
    this.disposed = false;
    this.kind = kind;
    if (kind === 'clients') {
      void this.loadTeams.execute().then((teams) =>
        runInAction(() => {
          if (teams.ok) {
            this.teams = teams.value;
            this.teamsLoaded = true;
          }
        }),
      );
    }
    const stored = await this.loadImport.execute(kind);
    runInAction(() => {
      if (!stored || this.step !== 'choose') return;
      this.stored = stored;
      this.counts = countProgress(stored.progress);
      this.status = isFinished(this.counts) ? 'finished' : 'paused';
      this.step = 'sending';
    });
  }

  // ---- the file and its columns ----

  /**
   * Reads a file (in the transfer worker where there is one): the page only waits for its outcome.
   * A file over the size bound is refused before its bytes are read into the page.
   */
  async chooseFile(file: ChosenFile): Promise<void> {
    this.fileProblem = null;
    const chosen = (this.chosen += 1);
    const tooLarge = fileSizeProblem(file.size);
    if (tooLarge) {
      this.reading = null;
      this.fileProblem = fileProblemText(tooLarge);
      return;
    }
    this.reading = file.name;
    const sheet = await this.readSpreadsheet(await file.bytes());
    if (chosen !== this.chosen) return;
    runInAction(() => {
      this.reading = null;
      if ('code' in sheet) {
        this.fileProblem = fileProblemText(sheet);
        return;
      }
      this.fileName = file.name;
      this.sheet = sheet;
      this.mapping = guessMapping(this.kind, sheet.headers);
      this.allColumnsShown = false;
      // A team chosen for another file is not this one's: it would take this file's rows unseen.
      this.defaultTeamId = null;
      this.step = 'map';
    });
    if (!('code' in sheet)) this.dryRunOf(this.kind).prepare?.({ rows: sheet.rows, mapping: this.mapping.slice() as ColumnMapping<never>, defaultTeamId: this.defaultTeamId, language: this.language });
  }

  private dryRunOf(kind: ImportKind): ReadsAhead {
    return kind === 'clients' ? this.dryRunClients : kind === 'services' ? this.dryRunServices : this.dryRunCollaborators;
  }

  /** The columns the matching shows: the first COLUMNS_SHOWN, or all of them once asked for. */
  get shownColumns(): number {
    const columns = this.sheet?.headers.length ?? 0;
    return this.allColumnsShown ? columns : Math.min(columns, COLUMNS_SHOWN);
  }

  /** Columns past the first COLUMNS_SHOWN that are matched to a field: said while they are hidden. */
  get hiddenMatched(): number {
    return this.mapping.slice(COLUMNS_SHOWN).filter((field) => field !== null).length;
  }

  showAllColumns(shown: boolean): void {
    this.allColumnsShown = shown;
  }

  setField(column: number, field: ImportField | null): void {
    this.mapping = remap(this.mapping, column, field);
  }

  setDefaultTeam(teamId: string | null): void {
    this.defaultTeamId = teamId;
  }

  /** The required fields no column fills: the dry run waits for them. */
  get missing(): readonly ImportField[] {
    return missingFields(this.kind, this.mapping as ColumnMapping<never>);
  }

  /**
   * Whether a team must be chosen for all rows before the check: clients belong to a team and no
   * column names one (without it every row would be refused for its team).
   */
  get needsTeamForAllRows(): boolean {
    return needsTeamForAllRows(this.kind, this.mapping);
  }

  /** Whether the rows can be checked: every required field has a column, and clients have a team. */
  get canCheck(): boolean {
    return this.sheet !== null && this.missing.length === 0 && !(this.needsTeamForAllRows && this.defaultTeamId === null);
  }

  /** A few rows of the file, to show under the mapping. */
  get sample(): readonly (readonly string[])[] {
    return (this.sheet?.rows ?? []).slice(0, 3).map((row) => row.cells);
  }

  backToMapping(): void {
    this.step = 'map';
  }

  /** The business's time zone, in which the review shows visit times. */
  get zone(): string {
    return this.clock.timeZone();
  }

  backToFile(): void {
    this.step = 'choose';
    this.sheet = null;
    this.report = null;
  }

  // ---- the dry run ----

  async check(): Promise<void> {
    const sheet = this.sheet;
    if (!sheet || !this.canCheck || this.step === 'checking') return;
    this.step = 'checking';
    this.checked = { done: 0, total: sheet.rows.length };
    const pacing: DryRunPacing = {
      now: () => performance.now(),
      breathe: yieldToMain,
      onProgress: (done, total) => runInAction(() => (this.checked = { done, total })),
    };
    // Plain data (the mapping is an observable array): the dry run runs in a worker.
    const mapping = this.mapping.slice();
    const request = { rows: sheet.rows, language: this.language };
    const result =
      this.kind === 'clients'
        ? await this.dryRunClients.execute({ ...request, mapping: mapping as ColumnMapping<'clients'>, defaultTeamId: this.defaultTeamId }, pacing)
        : this.kind === 'services'
          ? await this.dryRunServices.execute({ ...request, mapping: mapping as ColumnMapping<'services'> }, pacing)
          : await this.dryRunCollaborators.execute({ ...request, mapping: mapping as ColumnMapping<'collaborators'> }, pacing);
    runInAction(() => {
      if (!result.ok) {
        this.notifier.error(result.error.code.startsWith('MAPS_') ? msg('transfer:review.mapsUnavailable') : failureMessage(result.error as Parameters<typeof failureMessage>[0]));
        this.step = 'map';
        return;
      }
      this.report = result.value;
      this.updates.clear();
      const counts = countVerdicts(result.value.rows);
      this.tab = counts.import > 0 ? 'import' : counts.fix > 0 ? 'fix' : 'duplicate';
      this.page = 1;
      this.step = 'review';
    });
  }

  get verdicts(): VerdictCounts {
    return this.report ? countVerdicts(this.report.rows) : { import: 0, fix: 0, duplicate: 0 };
  }

  setTab(tab: ReviewTab): void {
    this.tab = tab;
    this.page = 1;
  }

  private get tabRows(): readonly CheckedRow<unknown>[] {
    return (this.report?.rows ?? []).filter((row) => row.verdict.kind === this.tab);
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.tabRows.length / REVIEW_PAGE_SIZE));
  }

  get pageRows(): readonly CheckedRow<unknown>[] {
    return this.tabRows.slice((this.page - 1) * REVIEW_PAGE_SIZE, this.page * REVIEW_PAGE_SIZE);
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pageCount);
  }

  /** Whether a duplicate can be updated: only one of an existing record; a row's duplicate is skipped. */
  canUpdate(row: CheckedRow<unknown>): boolean {
    return row.verdict.kind === 'duplicate' && row.verdict.of.kind === 'existing';
  }

  toggleUpdate(line: number): void {
    if (this.updates.has(line)) this.updates.delete(line);
    else this.updates.add(line);
  }

  /** Updates every duplicate of an existing record, or none. */
  updateAll(update: boolean): void {
    this.updates.clear();
    if (update) for (const row of this.report?.rows ?? []) if (this.canUpdate(row)) this.updates.add(row.line);
  }

  get updatableCount(): number {
    return (this.report?.rows ?? []).filter((row) => this.canUpdate(row)).length;
  }

  /** Rows the import will send: those to import, and the duplicates chosen for update. */
  get toSend(): number {
    return this.verdicts.import + this.updates.size;
  }

  // ---- the import ----

  async start(): Promise<void> {
    const report = this.report;
    if (!report || this.toSend === 0) return;
    const job = await this.startImport.execute({ report, updates: new Set(this.updates), fileName: this.fileName, headers: this.sheet?.headers ?? [], format: this.sheet?.format });
    if (!job.ok) return;
    const stored = await this.loadImport.execute(this.kind);
    runInAction(() => {
      this.stored = stored;
      this.counts = stored ? countProgress(stored.progress) : null;
      this.step = 'sending';
    });
    await this.resume();
  }

  async resume(): Promise<void> {
    if (this.status === 'running' || this.disposed) return;
    this.clearRetry();
    const controller = new AbortController();
    this.sending = controller;
    this.status = 'running';
    let shownAt = -Infinity;
    let latest: ProgressCounts | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const show = () => {
      timer = null;
      shownAt = Date.now();
      const counts = latest;
      if (counts) runInAction(() => (this.counts = counts));
    };
    const onProgress = (counts: ProgressCounts) => {
      latest = counts;
      if (timer) return;
      const left = shownAt + PROGRESS_MS - Date.now();
      if (left <= 0) show();
      else timer = setTimeout(show, left);
    };
    const outcome = await this.sendImport.execute(this.kind, { signal: controller.signal, onProgress });
    if (timer) clearTimeout(timer);
    const stored = await this.loadImport.execute(this.kind);
    runInAction(() => {
      this.sending = null;
      this.stored = stored ?? this.stored;
      if (!outcome.ok) {
        this.status = 'paused';
        if (outcome.error.code === 'NOT_SIGNED_IN') this.notifier.failure(outcome.error);
        return;
      }
      this.counts = outcome.value.counts;
      this.status = outcome.value.status;
      if (outcome.value.status === 'finished') this.notifier.success(msg('transfer:send.finished', { count: outcome.value.counts.done }));
      if (outcome.value.status === 'interrupted' && !this.disposed) this.retry = setTimeout(() => void this.resume(), RETRY_MS);
    });
  }

  pause(): void {
    this.clearRetry();
    this.sending?.abort();
  }

  get percent(): number {
    const counts = this.counts;
    return counts && counts.total > 0 ? Math.round(((counts.done + counts.refused) / counts.total) * 100) : 0;
  }

  /** Rows the dry run found to fix: never sent, but in the refused rows' file. */
  get toFixCount(): number {
    return this.stored?.job.toFix.length ?? 0;
  }

  /** Rows refused by the dry run (to fix) or by the server. */
  get refusedCount(): number {
    return (this.stored?.job.toFix.length ?? 0) + (this.counts?.refused ?? 0);
  }

  /** Forgets the import kept on the device and starts again with a file. */
  async startOver(): Promise<void> {
    this.pause();
    await this.discardImport.execute(this.kind);
    runInAction(() => {
      this.stored = null;
      this.counts = null;
      this.status = null;
      this.report = null;
      this.sheet = null;
      this.step = 'choose';
    });
  }

  /**
   * The rows refused, as a file the person can fix and import again: the file's own columns, then
   * the reasons (the dry run's, in the person's language, or the server's words), written as the
   * person's own file was (its separator, its encoding, its extension), so that it opens the same
   * way; a workbook's, as a CSV in the language's format.
   */
  async downloadRefused(translate: (text: MessageRef) => string, reasonHeader: string): Promise<void> {
    const stored = this.stored;
    if (!stored) return;
    const format = { language: this.language, timeZone: this.clock.timeZone() };
    const refused = [
      ...stored.job.toFix.map((row) => ({
        line: row.line,
        cells: row.cells,
        reason: row.problems.map((p) => `${translate(msg(`transfer:fields.${this.kind}.${p.field}`))}: ${translate(problemText(p, format))}`).join(' / '),
      })),
      ...stored.job.rows.flatMap((row, i) => (stored.progress.states[i] === 'r' ? [{ line: row.line, cells: row.cells, reason: stored.progress.refusals[i] ?? '' }] : [])),
    ].sort((a, b) => a.line - b.line);
    const width = stored.job.headers.length;
    const rows = [[...stored.job.headers, reasonHeader], ...refused.map((row) => [...Array.from({ length: width }, (_, i) => row.cells[i] ?? ''), row.reason])];
    const base = stored.job.fileName.replace(/\.[^.]*$/, '') || this.kind;
    const { separator, encoding, extension } = refusedFileFormat(stored.job.format, stored.job.fileName, this.regionSeparator);
    const { encodeSpreadsheet } = await loadSpreadsheetEncoding();
    const written = encodeSpreadsheet(toCsv(rows, this.language, separator), encoding);
    const type = `${extension === 'csv' ? 'text/csv' : extension === 'tsv' ? 'text/tab-separated-values' : 'text/plain'};charset=${written.encoding}`;
    this.files.save({ name: `${base}-refused.${extension}`, type, bytes: written.bytes });
  }

  /** The screen has gone: the import stops sending and retrying (until `open` again). */
  dispose(): void {
    this.disposed = true;
    this.pause();
  }

  private clearRetry(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }
}

/**
 * How the refused rows' file is written: as the person's text file was (its separator and
 * encoding, and its extension when it was .txt or .tsv), or, for a workbook or an import kept
 * before the format was, as a UTF-8 CSV with the separator of the person's region.
 */
function refusedFileFormat(format: SheetFormat | undefined, fileName: string, regionSeparator: ChosenSeparator): { separator: string; encoding: SheetEncoding; extension: 'csv' | 'txt' | 'tsv' } {
  if (!format || format.kind === 'xlsx') return { separator: regionSeparator, encoding: 'utf-8', extension: 'csv' };
  const extension = /\.txt$/i.test(fileName) ? 'txt' : /\.tsv$/i.test(fileName) ? 'tsv' : 'csv';
  return { separator: format.separator, encoding: format.encoding, extension };
}
