// The Temporal the built app uses: the browser's own where it has one, else the polyfill,
// fetched in its own chunk. vite.config.ts points every `temporal-polyfill` import here.
import type { Temporal as TemporalApi } from 'temporal-polyfill';

type TemporalNamespace = typeof TemporalApi;

const own = (): TemporalNamespace | undefined => (globalThis as { Temporal?: TemporalNamespace }).Temporal;

/** A live binding, undefined until `temporalReady` settles: no module reading it at its top level may load before. */
export let Temporal: TemporalNamespace = own() as TemporalNamespace;

/** Settles once `Temporal` is usable: at once with the browser's own, else once the polyfill is in. */
export const temporalReady: Promise<void> = Temporal
  ? Promise.resolve()
  : import('temporal-polyfill/global').then(() => {
      Temporal = own() as TemporalNamespace;
    });
