// The Temporal the built app's date code uses (ADR 0032): the browser's own where it has one
// (Chromium 144+, Firefox 139+), else temporal-polyfill, fetched in its own chunk before the first
// screen that handles dates loads. vite.config.ts points the bare `temporal-polyfill` import of
// core, the adapters and the web at this module in the built app and in development; the unit
// tests run on Node, which has no Temporal, against the polyfill itself.
import type { Temporal as TemporalApi } from 'temporal-polyfill';

type TemporalNamespace = typeof TemporalApi;

const own = (): TemporalNamespace | undefined => (globalThis as { Temporal?: TemporalNamespace }).Temporal;

/**
 * The Temporal namespace, a live binding: undefined until `temporalReady` settles in a browser
 * without its own. No module that reads it at its top level may load before then (app-routes.tsx
 * waits for it before loading a screen or a context).
 */
export let Temporal: TemporalNamespace = own() as TemporalNamespace;

/** Settles once `Temporal` is usable: at once with the browser's own, else once the polyfill is in. */
export const temporalReady: Promise<void> = Temporal
  ? Promise.resolve()
  : import('temporal-polyfill/global').then(() => {
      Temporal = own() as TemporalNamespace;
    });
