// The person's live position (001 section 2, road screen): read once, then watched with high
// accuracy and a maximum age of 5 s; the watch pauses while the page is hidden; updates reach the
// listener at most every 5 s (the route is recomputed on each).
import type { GeoPoint } from '../maps/maps.port';
import type { Result } from '../shared/result';

export interface Position extends GeoPoint {
  /** Metres, when the device reports it. */
  readonly accuracy: number | null;
  /** Epoch milliseconds of the reading. */
  readonly at: number;
}

export type GeolocationFailure = {
  readonly code: 'GEO_DENIED' | 'GEO_UNAVAILABLE' | 'GEO_TIMEOUT' | 'GEO_UNSUPPORTED';
  /** The device's own explanation; the screen keeps it as "Geolocation error: …". */
  readonly message: string;
};

export interface PositionListener {
  onPosition(position: Position): void;
  onError(failure: GeolocationFailure): void;
}

export interface GeolocationService {
  /** One reading. */
  current(): Promise<Result<Position, GeolocationFailure>>;
  /** Watches the position until the returned function is called. */
  watch(listener: PositionListener): () => void;
}

export const geolocationErrorText = (failure: GeolocationFailure): string => `Geolocation error: ${failure.message}`;
