// What the app starts with (main.tsx) and tests replace.
import type { Navigator } from '../shared/navigator';

export interface PlatformOptions {
  readonly apiBaseUrl: string;
  /** Browser storage; localStorage (or memory when the browser refuses it) by default. */
  readonly storage?: Storage;
  readonly navigator: Navigator;
  readonly fetch?: typeof fetch;
  /** A Google Maps key switches maps, directions and the map to Google (spec decision 19). */
  readonly googleMapsApiKey?: string;
}
