// Turns a dry run into the import to send, and keeps it on the device: the rows to import as
// creates, the duplicates of existing records the person chose to update as updates, the other
// duplicates skipped, and the rows to fix kept for the refused rows' file.
import type { Clock } from '../shared/clock.port';
import { err, ok, type Result } from '../shared/result';
import type { DryRunReport } from './dry-run';
import type { ImportJobStore } from './import-job-store.port';
import { freshProgress, type ImportJob, type ImportJobRow, type RowToFix, type SheetFormat } from './import-job';
import { importKeys } from './import-targets';

export interface ImportChoice<R> {
  readonly report: DryRunReport<R>;
  /** The lines of duplicates of existing records to update; the other duplicates are skipped. */
  readonly updates: ReadonlySet<number>;
  readonly fileName: string;
  readonly headers: readonly string[];
  readonly format?: SheetFormat;
}

export type NothingToImport = { readonly code: 'IMPORT_EMPTY' };

export class StartImport {
  constructor(
    private readonly store: Pick<ImportJobStore, 'start'>,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async execute<R>(choice: ImportChoice<R>): Promise<Result<ImportJob<R>, NothingToImport>> {
    const { report } = choice;
    const keyOf = importKeys[report.kind] as (record: R) => string;
    const rows: ImportJobRow<R>[] = [];
    const toFix: RowToFix[] = [];
    for (const row of report.rows) {
      const v = row.verdict;
      if (v.kind === 'import') rows.push({ line: row.line, cells: row.cells, action: 'create', targetId: null, key: keyOf(v.record), record: v.record });
      else if (v.kind === 'fix') toFix.push({ line: row.line, cells: row.cells, problems: v.problems });
      else if (v.of.kind === 'existing' && choice.updates.has(row.line)) rows.push({ line: row.line, cells: row.cells, action: 'update', targetId: v.of.id, key: keyOf(v.record), record: v.record });
    }
    if (rows.length === 0) return err({ code: 'IMPORT_EMPTY' });
    const job: ImportJob<R> = { kind: report.kind, fileName: choice.fileName, headers: choice.headers, ...(choice.format ? { format: choice.format } : {}), startedAt: this.clock.now().toString(), rows, toFix };
    await this.store.start({ job, progress: freshProgress(rows.length) });
    return ok(job);
  }
}
