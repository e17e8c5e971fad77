// The transfer work as the screens ask for it. A file read as the import screen asks
// for it: its bytes handed over, its rows received a slice per task. A dry run as the import screen
// asks for it (core's `execute(request, pacing)`): the page only receives the report, a slice of
// rows per task, yielding between slices, so that no task of the page's is long however many rows
// there are. The export's ZIP as the export screen asks for it. And the worker itself, started with the
// screen that may use it.
import { err, ok, type AgendaChoice, type ApiFailure, type Clock, type DryRunPacing, type DryRunReport, type ImportKind, type NotSignedIn, type Result, type SessionStore, type SheetRow } from '@fieldteam/core';
import type { SpreadsheetReader } from '../shared/spreadsheet/read';
import { yieldToMain } from '../shared/yield-to-main';
import type { TransferEndpoint } from './transfer-endpoint';
import type { Archive, ArchiveOrder, ArchivePorts, DryRunFailure, DryRunOrder, DryRunPorts, DryRunWork, RowVerdictAt, TransferWork } from './transfer-work';

/** Rows sent or received per task: a few milliseconds to copy on a slow phone. */
export const ROWS_PER_SLICE = 500;

/**
 * A file read by the transfer work: the page hands its bytes over and receives the outcome; a
 * file's rows come a slice per task, all asked for at once, the page given back before each.
 */
export function sheetThrough(work: Pick<TransferWork, 'readSheet' | 'sheetRows'>, breathe: () => Promise<void> = yieldToMain): SpreadsheetReader {
  return async (bytes) => {
    const head = await work.readSheet(bytes);
    if (!head.ok) return head.error;
    const { id, headers, format, total } = head.value;
    const slices: Promise<readonly SheetRow[]>[] = [];
    for (let from = 0; from < total; from += ROWS_PER_SLICE) slices.push(work.sheetRows(id, from, from + ROWS_PER_SLICE));
    const rows: SheetRow[] = [];
    for (const slice of slices) {
      await breathe();
      for (const row of await slice) rows.push(row);
    }
    return { headers, rows, format };
  };
}

/** A file read in the page, where there is no worker: its reader is loaded when first asked for. */
export const sheetInPage: SpreadsheetReader = async (bytes) => (await import('../shared/spreadsheet/read')).readSpreadsheet(bytes);

type RequestOf<K extends ImportKind> = Extract<DryRunOrder, { kind: K }>['request'];

export function dryRunThrough<K extends ImportKind>(work: DryRunWork, kind: K, sessions: Pick<SessionStore, 'load'>, clock: Pick<Clock, 'now' | 'timeZone'>) {
  const momentOf = () => ({ session: sessions.load(), nowMs: clock.now().epochMilliseconds, timeZone: clock.timeZone() });
  const staging = stagingOf(work);
  return {
    /**
     * Reads ahead what the dry run compares the rows with, while the person matches the columns,
     * and sends the file's rows meanwhile: they are the same whatever the columns are matched to.
     * Then, for clients, the agendas of the teams the rows name under the mapping guessed.
     */
    prepare(request?: RequestOf<K>): void {
      void work.prepare(momentOf(), kind);
      if (!request) return;
      // For clients, the agendas and places of the rows staged so far are read ahead once the first
      // slice is there (a file's first rows usually name its teams), and those of all once all are.
      const readAhead = () => {
        if (kind !== 'clients' || staging.ahead?.rows !== request.rows) return;
        const { mapping, defaultTeamId, language } = request as RequestOf<'clients'>;
        void work.readRowsAhead(momentOf(), { mapping, defaultTeamId, language });
      };
      const staged = stage(work, request.rows, yieldToMain, readAhead).then(
        () => true,
        () => false,
      );
      staging.ahead = { rows: request.rows, staged };
      void staged.then((done) => done && readAhead());
    },
    async execute(request: RequestOf<K>, pacing: DryRunPacing = {}): Promise<Result<DryRunReport<never>, DryRunFailure>> {
      // Staged rows serve the next dry run of any kind: rows staged ahead are this one's if they are its rows.
      const ahead = staging.ahead;
      staging.ahead = null;
      if (!(ahead?.rows === request.rows && (await ahead.staged))) await stage(work, request.rows, pacing.breathe);
      const done = await work.dryRun(momentOf(), { kind, request: { ...request, rows: [] } } as DryRunOrder, pacing.onProgress);
      if (!done.ok) return err(done.error);
      // Every slice asked for at once: each answer is still a message (a task) of its own, and
      // none waits for the page to ask for it after taking the one before.
      const slices: Promise<readonly RowVerdictAt[]>[] = [];
      for (let from = 0; from < done.value.total; from += ROWS_PER_SLICE) slices.push(work.checkedRows(from, from + ROWS_PER_SLICE));
      // The rows come back without their cells, which the page has: half the copying on its thread.
      const cellsOf = cellsFinder(request.rows);
      const rows: DryRunReport<never>['rows'][number][] = [];
      for (const slice of slices) {
        await pacing.breathe?.();
        for (const row of await slice) rows.push({ ...row, cells: cellsOf(rows.length, row.line) } as DryRunReport<never>['rows'][number]);
      }
      return ok({ kind, rows });
    },
  };
}

/** The cells of the report's row `index` at `line`: the file's row at the same index, else the one at that line. */
function cellsFinder(rows: readonly SheetRow[]): (index: number, line: number) => readonly string[] {
  let byLine: Map<number, readonly string[]> | null = null;
  return (index, line) => {
    const same = rows[index];
    if (same?.line === line) return same.cells;
    byLine ??= new Map(rows.map((row) => [row.line, row.cells]));
    return byLine.get(line) ?? [];
  };
}

type StagingWork = Pick<TransferWork, 'stageRows'>;

/** Per transfer work: its stagings one after the other (each starts the staged rows again), and the rows staged ahead of a dry run. */
interface Staging {
  line: Promise<unknown>;
  ahead: { readonly rows: readonly SheetRow[]; readonly staged: Promise<boolean> } | null;
}

const stagings = new WeakMap<StagingWork, Staging>();

function stagingOf(work: StagingWork): Staging {
  let staging = stagings.get(work);
  if (!staging) stagings.set(work, (staging = { line: Promise.resolve(), ahead: null }));
  return staging;
}

/** The rows go over a slice per task, after any staging still on its way; `afterFirst` is told when the first of several slices is there. */
function stage(work: StagingWork, rows: readonly SheetRow[], breathe: (() => Promise<void>) | undefined, afterFirst?: () => void): Promise<void> {
  const staging = stagingOf(work);
  const staged = staging.line.then(async () => {
    for (let from = 0; from === 0 || from < rows.length; from += ROWS_PER_SLICE) {
      if (from > 0) await breathe?.();
      await work.stageRows(rows.slice(from, from + ROWS_PER_SLICE), from);
      if (from === 0 && rows.length > ROWS_PER_SLICE) afterFirst?.();
    }
  });
  staging.line = staged.catch(() => undefined);
  return staged;
}

/** The ZIP of everything, for the export screen. */
export function archiveThrough(work: Pick<TransferWork, 'prepareArchive' | 'exportArchive' | 'clientChoices'>, sessions: Pick<SessionStore, 'load'>, clock: Pick<Clock, 'now' | 'timeZone'>, language: string) {
  const momentOf = () => ({ session: sessions.load(), nowMs: clock.now().epochMilliseconds, timeZone: clock.timeZone() });
  return {
    /** Reads every collection ahead, while the export screen is open. */
    prepare(): void {
      void work.prepareArchive(momentOf());
    },
    make(businessName: string, separator?: ArchiveOrder['separator']): Promise<Result<Archive, NotSignedIn | ApiFailure>> {
      return work.exportArchive(momentOf(), { businessName, language, separator });
    },
    /** The clients for the agenda's list, named and sorted in the interface language. */
    clientChoices(): Promise<Result<readonly AgendaChoice[], NotSignedIn | ApiFailure>> {
      return work.clientChoices(momentOf(), language);
    },
  };
}

/** The dry runs in the page (no worker, or a maps service that needs the page), loaded when first asked for. */
export function dryRunsInPage(ports: DryRunPorts): DryRunWork {
  // In slices that give the page back, as the rows are checked on its thread.
  const work = import('./transfer-work').then(({ dryRunWork }) => dryRunWork(ports, () => performance.now(), yieldToMain));
  return {
    prepare: async (...args) => (await work).prepare(...args),
    stageRows: async (...args) => (await work).stageRows(...args),
    readRowsAhead: async (...args) => (await work).readRowsAhead(...args),
    dryRun: async (...args) => (await work).dryRun(...args),
    checkedRows: async (...args) => (await work).checkedRows(...args),
  };
}

/** The export in the page (no worker), loaded when first asked for. */
export function archiveInPage(ports: ArchivePorts): Pick<TransferWork, 'prepareArchive' | 'exportArchive' | 'clientChoices'> {
  const work = import('./transfer-work').then(({ archiveWork }) => archiveWork(ports));
  return {
    prepareArchive: async (...args) => (await work).prepareArchive(...args),
    exportArchive: async (...args) => (await work).exportArchive(...args),
    clientChoices: async (...args) => (await work).clientChoices(...args),
  };
}

/** The worker starts with the screen that may use it; Comlink is fetched then, outside the route's first load. */
export function transferInWorker(baseUrl: string): TransferWork {
  const started = import('comlink').then((Comlink) => {
    const worker = new Worker(new URL('../di/transfer.worker.ts', import.meta.url), { type: 'module', name: 'transfer' });
    const remote = Comlink.wrap<TransferEndpoint>(worker);
    void remote.setUp({ baseUrl });
    return { Comlink, remote };
  });
  return {
    async readSheet(bytes) {
      const { Comlink, remote } = await started;
      return remote.readSheet(Comlink.transfer(bytes, [bytes.buffer]));
    },
    sheetRows: async (id, from, to) => (await started).remote.sheetRows(id, from, to),
    prepare: async (moment, kind) => (await started).remote.prepare(moment, kind),
    stageRows: async (rows, from) => (await started).remote.stageRows(rows, from),
    readRowsAhead: async (moment, request) => (await started).remote.readRowsAhead(moment, request),
    async dryRun(moment, order, onProgress) {
      const { Comlink, remote } = await started;
      return remote.dryRun(moment, order, onProgress ? Comlink.proxy(onProgress) : undefined);
    },
    checkedRows: async (from, to) => (await started).remote.checkedRows(from, to),
    prepareArchive: async (moment) => (await started).remote.prepareArchive(moment),
    exportArchive: async (moment, order) => (await started).remote.exportArchive(moment, order),
    clientChoices: async (moment, language) => (await started).remote.clientChoices(moment, language),
  };
}
