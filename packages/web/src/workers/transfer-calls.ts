// The transfer work (ADR 0053) as the screens ask for it. A dry run as the import screen asks for
// it (core's `execute(request, pacing)`): the page only receives the report, a slice of rows per
// task, yielding between slices, so that no task of the page's is long however many rows there
// are. The export's ZIP as the export screen asks for it. And the worker itself, started with the
// screen that may use it.
import { err, ok, type ApiFailure, type Clock, type DryRunPacing, type DryRunReport, type ImportKind, type NotSignedIn, type Result, type SessionStore } from '@fieldteam/core';
import { yieldToMain } from '../shared/yield-to-main';
import type { TransferEndpoint } from './transfer-endpoint';
import type { Archive, ArchivePorts, ClientChoice, DryRunFailure, DryRunOrder, DryRunPorts, TransferWork } from './transfer-work';

/** Rows sent or received per task: a few milliseconds to copy on a slow phone. */
export const ROWS_PER_SLICE = 500;

type RequestOf<K extends ImportKind> = Extract<DryRunOrder, { kind: K }>['request'];

export function dryRunThrough<K extends ImportKind>(work: Pick<TransferWork, 'prepare' | 'stageRows' | 'dryRun' | 'checkedRows'>, kind: K, sessions: Pick<SessionStore, 'load'>, clock: Pick<Clock, 'now' | 'timeZone'>) {
  const momentOf = () => ({ session: sessions.load(), nowMs: clock.now().epochMilliseconds, timeZone: clock.timeZone() });
  return {
    /** Reads ahead what the dry run compares the rows with, while the person matches the columns. */
    prepare(): void {
      void work.prepare(momentOf(), kind);
    },
    async execute(request: RequestOf<K>, pacing: DryRunPacing = {}): Promise<Result<DryRunReport<never>, DryRunFailure>> {
      // The rows go over a slice per task too, before the dry run that checks them.
      for (let from = 0; from === 0 || from < request.rows.length; from += ROWS_PER_SLICE) {
        if (from > 0) await pacing.breathe?.();
        await work.stageRows(request.rows.slice(from, from + ROWS_PER_SLICE), from);
      }
      const done = await work.dryRun(momentOf(), { kind, request: { ...request, rows: [] } } as DryRunOrder, pacing.onProgress);
      if (!done.ok) return err(done.error);
      const rows: DryRunReport<never>['rows'][number][] = [];
      for (let from = 0; from < done.value.total; from += ROWS_PER_SLICE) {
        await pacing.breathe?.();
        const slice = await work.checkedRows(from, from + ROWS_PER_SLICE);
        for (const row of slice) rows.push(row as DryRunReport<never>['rows'][number]);
      }
      return ok({ kind, rows });
    },
  };
}

/** The ZIP of everything, for the export screen. */
export function archiveThrough(work: Pick<TransferWork, 'prepareArchive' | 'exportArchive' | 'clientChoices'>, sessions: Pick<SessionStore, 'load'>, clock: Pick<Clock, 'now' | 'timeZone'>, language: string) {
  const momentOf = () => ({ session: sessions.load(), nowMs: clock.now().epochMilliseconds, timeZone: clock.timeZone() });
  return {
    /** Reads every collection ahead, while the export screen is open. */
    prepare(): void {
      void work.prepareArchive(momentOf());
    },
    make(businessName: string): Promise<Result<Archive, NotSignedIn | ApiFailure>> {
      return work.exportArchive(momentOf(), { businessName, language });
    },
    /** The clients for the agenda's list, named and sorted in the interface language. */
    clientChoices(): Promise<Result<readonly ClientChoice[], NotSignedIn | ApiFailure>> {
      return work.clientChoices(momentOf(), language);
    },
  };
}

/** The dry runs in the page (no worker, or a maps service that needs the page), loaded when first asked for. */
export function dryRunsInPage(ports: DryRunPorts): Pick<TransferWork, 'prepare' | 'stageRows' | 'dryRun' | 'checkedRows'> {
  // In slices that give the page back, as the rows are checked on its thread.
  const work = import('./transfer-work').then(({ dryRunWork }) => dryRunWork(ports, () => performance.now(), yieldToMain));
  return {
    prepare: async (...args) => (await work).prepare(...args),
    stageRows: async (...args) => (await work).stageRows(...args),
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
    prepare: async (moment, kind) => (await started).remote.prepare(moment, kind),
    stageRows: async (rows, from) => (await started).remote.stageRows(rows, from),
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
