// The transfer worker (ADR 0053): the imports' dry runs and the export of everything, so that
// reading ten thousand clients and checking ten thousand rows, or writing and zipping every
// collection, does not hold the page. Null where there is no worker, or when the tests give the
// app their own fetch: the imports and exports modules then run the same code (transfer-work.ts)
// in the page.
import { ContainerModule } from 'inversify';
import type { TransferWork } from './transfer-work';
import type { TransferEndpoint } from './transfer-endpoint';
import type { PlatformOptions } from './platform-options';
import { TOKENS as T } from './tokens';

/** The worker starts with the screen that may use it; Comlink is fetched then, outside the route's first load. */
function inWorker(baseUrl: string): TransferWork {
  const started = import('comlink').then((Comlink) => {
    const worker = new Worker(new URL('./transfer.worker.ts', import.meta.url), { type: 'module', name: 'transfer' });
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
  };
}

export default new ContainerModule(({ bind }) => {
  bind(T.transferWorker)
    .toResolvedValue((options: PlatformOptions): TransferWork | null => (typeof Worker === 'function' && !options.fetch ? inWorker(options.apiBaseUrl) : null), [T.platformOptions])
    .inSingletonScope();
});
