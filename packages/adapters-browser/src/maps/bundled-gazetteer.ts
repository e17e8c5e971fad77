// The gazetteer of the data file bundled with the app (gazetteer.data.json).
import { createGazetteer, decodeGazetteer, type Gazetteer } from './gazetteer';

let bundled: Promise<Gazetteer> | null = null;

/**
 * The bundled data, loaded on first use and shared by every caller: a dynamic import, so that
 * bundlers put it in its own chunk. A failed load is tried again on the next call.
 */
export function loadBundledGazetteer(): Promise<Gazetteer> {
  bundled ??= import('./gazetteer.data.json').then(
    (data) => createGazetteer(decodeGazetteer(data.default.places)),
    (error: unknown) => {
      bundled = null;
      throw error;
    },
  );
  return bundled;
}
