// The person's live position on the road screen (001 section 2), from the browser's Geolocation
// API: read once, then watched with high accuracy and a maximum age of 5 s; the watch stops while
// the page is hidden (no battery spent on a screen nobody sees) and starts again when it is
// visible; positions reach the listener at most once every 5 s, because each one recomputes the
// route. Failures are values with the device's own message.
import { err, ok, type GeolocationFailure, type GeolocationService, type Position, type PositionListener, type Result } from '@fieldteam/core';
import { browserTimers, type TimerHandle, type Timers } from '../clock/timers';

/** 001 section 9: "location debounce 5000 ms; location maximum age 5000 ms". */
const POSITION_THROTTLE_MS = 5000;
const POSITION_MAXIMUM_AGE_MS = 5000;
/** How long one reading may take before it fails with GEO_TIMEOUT. */
const POSITION_TIMEOUT_MS = 15_000;

/** The part of `document` the service needs: whether the page is visible, and when that changes. */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface BrowserGeolocationOptions {
  /** navigator.geolocation by default; null (or a browser without it) fails with GEO_UNSUPPORTED. */
  readonly geolocation?: Geolocation | null;
  /** The page's document, for its visibility; without one the watch never pauses. */
  readonly document?: VisibilitySource | null;
  readonly timers?: Timers;
  /** At most one position per this many ms reaches the listener (POSITION_THROTTLE_MS by default). */
  readonly throttleMs?: number;
}

const FALLBACK_MESSAGES: Record<GeolocationFailure['code'], string> = {
  GEO_DENIED: 'User denied Geolocation',
  GEO_UNAVAILABLE: 'Position unavailable',
  GEO_TIMEOUT: 'Timeout expired',
  GEO_UNSUPPORTED: 'Geolocation is not supported by this browser',
};

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
function toGeolocationFailure(error: Pick<GeolocationPositionError, 'code' | 'message'>): GeolocationFailure {
  const code = error.code === 1 ? 'GEO_DENIED' : error.code === 3 ? 'GEO_TIMEOUT' : 'GEO_UNAVAILABLE';
  return { code, message: error.message || FALLBACK_MESSAGES[code] };
}

function toPosition(reading: GeolocationPosition): Position {
  const { latitude, longitude, accuracy } = reading.coords;
  return { latitude, longitude, accuracy: Number.isFinite(accuracy) ? accuracy : null, at: reading.timestamp };
}

const unsupported = (): GeolocationFailure => ({ code: 'GEO_UNSUPPORTED', message: FALLBACK_MESSAGES.GEO_UNSUPPORTED });

function defaultGeolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : null;
}

function defaultDocument(): VisibilitySource | null {
  return typeof document !== 'undefined' ? document : null;
}

export class BrowserGeolocationService implements GeolocationService {
  private readonly geolocation: Geolocation | null;
  private readonly document: VisibilitySource | null;
  private readonly timers: Timers;
  private readonly throttleMs: number;
  /** The last reading and when it came (the timers' clock): a watch started within the maximum age begins with it. */
  private last: { readonly position: Position; readonly at: number } | null = null;

  constructor(options: BrowserGeolocationOptions = {}) {
    this.geolocation = options.geolocation === undefined ? defaultGeolocation() : options.geolocation;
    this.document = options.document === undefined ? defaultDocument() : options.document;
    this.timers = options.timers ?? browserTimers;
    this.throttleMs = options.throttleMs ?? POSITION_THROTTLE_MS;
  }

  current(): Promise<Result<Position, GeolocationFailure>> {
    const geolocation = this.geolocation;
    if (!geolocation) return Promise.resolve(err(unsupported()));
    return new Promise((resolve) => {
      geolocation.getCurrentPosition(
        (reading) => resolve(ok(this.remember(toPosition(reading)))),
        (error) => resolve(err(toGeolocationFailure(error))),
        { enableHighAccuracy: true, maximumAge: POSITION_MAXIMUM_AGE_MS, timeout: POSITION_TIMEOUT_MS },
      );
    });
  }

  watch(listener: PositionListener): () => void {
    const geolocation = this.geolocation;
    if (!geolocation) {
      // Told after watch() returns, like every other answer.
      let stopped = false;
      queueMicrotask(() => {
        if (!stopped) listener.onError(unsupported());
      });
      return () => {
        stopped = true;
      };
    }
    // A reading asked just before (the road asks one while its day loads) is where the watch
    // starts, at once, rather than after the device's round trip.
    const fresh = this.last !== null && this.timers.now() - this.last.at <= POSITION_MAXIMUM_AGE_MS ? this.last.position : null;
    const remembering: PositionListener = { onPosition: (position) => listener.onPosition(this.remember(position)), onError: (failure) => listener.onError(failure) };
    return new PositionWatch(geolocation, this.document, this.timers, remembering, this.throttleMs).start(fresh);
  }

  private remember(position: Position): Position {
    this.last = { position, at: this.timers.now() };
    return position;
  }
}

/** One watch: the device watch while the page is visible, and the throttle in front of the listener. */
class PositionWatch {
  private watchId: number | null = null;
  private stopped = false;
  private lastDeliveredAt: number | null = null;
  private latest: Position | null = null;
  private timer: TimerHandle | null = null;

  constructor(
    private readonly geolocation: Geolocation,
    private readonly document: VisibilitySource | null,
    private readonly timers: Timers,
    private readonly listener: PositionListener,
    private readonly throttleMs: number,
  ) {}

  start(known: Position | null = null): () => void {
    // Told after start() returns, like every other reading.
    if (known) queueMicrotask(() => this.take(known));
    this.geolocation.getCurrentPosition(this.onReading, this.onError, {
      enableHighAccuracy: true,
      maximumAge: POSITION_MAXIMUM_AGE_MS,
      timeout: POSITION_TIMEOUT_MS,
    });
    this.document?.addEventListener('visibilitychange', this.onVisibilityChange);
    if (this.visible()) this.startDeviceWatch();
    return () => this.stop();
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.document?.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.stopDeviceWatch();
    this.cancelPending();
  }

  private visible(): boolean {
    return this.document === null || this.document.visibilityState !== 'hidden';
  }

  private startDeviceWatch(): void {
    if (this.watchId !== null) return;
    this.watchId = this.geolocation.watchPosition(this.onReading, this.onError, {
      enableHighAccuracy: true,
      maximumAge: POSITION_MAXIMUM_AGE_MS,
    });
  }

  private stopDeviceWatch(): void {
    if (this.watchId === null) return;
    this.geolocation.clearWatch(this.watchId);
    this.watchId = null;
  }

  private cancelPending(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.latest = null;
  }

  private readonly onVisibilityChange = (): void => {
    if (this.stopped) return;
    if (this.visible()) {
      this.startDeviceWatch();
    } else {
      this.stopDeviceWatch();
      // Nobody looks at a hidden page; the watch started on return brings a fresh reading.
      this.cancelPending();
    }
  };

  private readonly onReading = (reading: GeolocationPosition): void => this.take(toPosition(reading));

  private take(position: Position): void {
    if (this.stopped) return;
    this.latest = position;
    if (this.timer !== null) return;
    const wait = this.lastDeliveredAt === null ? 0 : this.lastDeliveredAt + this.throttleMs - this.timers.now();
    if (wait <= 0) this.deliverLatest();
    else this.timer = this.timers.setTimeout(this.onThrottleEnd, wait);
  }

  private readonly onThrottleEnd = (): void => {
    this.timer = null;
    if (!this.stopped) this.deliverLatest();
  };

  private deliverLatest(): void {
    const position = this.latest;
    if (!position) return;
    this.latest = null;
    this.lastDeliveredAt = this.timers.now();
    this.listener.onPosition(position);
  }

  private readonly onError = (error: GeolocationPositionError): void => {
    if (!this.stopped) this.listener.onError(toGeolocationFailure(error));
  };
}
