// What the transfer worker answers through Comlink: set up once with the API's address,
// then a file read (its bytes handed over, its rows asked for in slices), the dry runs (progress
// told through a proxied callback, the rows asked for in slices) and the export (its ZIP's bytes
// handed over, not copied). Apart from the worker's file so that the tests can speak the same
// protocol over a MessageChannel.
import * as Comlink from 'comlink';
import type { TransferWork } from './transfer-work';

export interface TransferSetup {
  /** The API's address as the page has it; a path ('/api') is read against the worker's origin, the page's. */
  readonly baseUrl: string;
}

export function transferEndpoint(start: (setup: TransferSetup) => Promise<TransferWork>) {
  let work: Promise<TransferWork> | null = null;
  const ready = (): Promise<TransferWork> => {
    if (!work) throw new Error('the transfer worker was used before setUp');
    return work;
  };
  return {
    setUp(setup: TransferSetup): void {
      work = start(setup);
    },
    readSheet: async (bytes: Uint8Array) => (await ready()).readSheet(bytes),
    sheetRows: async (...args: Parameters<TransferWork['sheetRows']>) => (await ready()).sheetRows(...args),
    prepare: async (...args: Parameters<TransferWork['prepare']>) => (await ready()).prepare(...args),
    stageRows: async (...args: Parameters<TransferWork['stageRows']>) => (await ready()).stageRows(...args),
    readRowsAhead: async (...args: Parameters<TransferWork['readRowsAhead']>) => (await ready()).readRowsAhead(...args),
    dryRun: async (...args: Parameters<TransferWork['dryRun']>) => (await ready()).dryRun(...args),
    checkedRows: async (from: number, to: number) => (await ready()).checkedRows(from, to),
    prepareArchive: async (...args: Parameters<TransferWork['prepareArchive']>) => (await ready()).prepareArchive(...args),
    exportArchive: async (...args: Parameters<TransferWork['exportArchive']>) => {
      const archive = await (await ready()).exportArchive(...args);
      return archive.ok ? Comlink.transfer(archive, [archive.value.zip.buffer]) : archive;
    },
    clientChoices: async (...args: Parameters<TransferWork['clientChoices']>) => (await ready()).clientChoices(...args),
  };
}

export type TransferEndpoint = ReturnType<typeof transferEndpoint>;
