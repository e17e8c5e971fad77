// The transfer worker (ADR 0053): the imports' dry runs and the export of everything, so that
// reading ten thousand clients and checking ten thousand rows, or writing and zipping every
// collection, does not hold the page. Null where there is no worker, or when the tests give the
// app their own fetch: the imports and exports modules then run the same code (transfer-work.ts)
// in the page.
import { ContainerModule } from 'inversify';
import { transferInWorker } from '../workers/transfer-calls';
import type { TransferWork } from '../workers/transfer-work';
import type { PlatformOptions } from './platform-options';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(T.transferWorker)
    .toResolvedValue((options: PlatformOptions): TransferWork | null => (typeof Worker === 'function' && !options.fetch ? transferInWorker(options.apiBaseUrl) : null), [T.platformOptions])
    .inSingletonScope();
});
