// The transfer worker, so that ten thousand rows checked or zipped do not hold the page.
// Null where there is no worker or the tests give their own fetch: the page runs the same code.
import { transferInWorker } from '../../workers/transfer-calls';
import type { TransferWork } from '../../workers/transfer-work';
import type { PlatformOptions } from '../platform-options';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bind(T.transferWorker)
    .toResolvedValue((options: PlatformOptions): TransferWork | null => (typeof Worker === 'function' && !options.fetch ? transferInWorker(options.apiBaseUrl) : null), [T.platformOptions])
    .inSingletonScope();
});
