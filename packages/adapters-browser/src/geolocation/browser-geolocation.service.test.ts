import type { GeolocationFailure, Position, PositionListener } from '@fieldteam/core';
import { geolocationErrorText } from '@fieldteam/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserGeolocationService, type VisibilitySource } from './browser-geolocation.service';

type Callbacks = { readonly success: PositionCallback; readonly error: PositionErrorCallback | null | undefined; readonly options: PositionOptions | undefined };

/** A device: one-off readings and watches the test answers by hand. */
class FakeGeolocation implements Geolocation {
  readonly reads: Callbacks[] = [];
  readonly watches = new Map<number, Callbacks>();
  readonly watchOptions: (PositionOptions | undefined)[] = [];
  cleared: number[] = [];
  private nextId = 1;

  getCurrentPosition(success: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions): void {
    this.reads.push({ success, error, options });
  }
  watchPosition(success: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions): number {
    const id = this.nextId++;
    this.watches.set(id, { success, error, options });
    this.watchOptions.push(options);
    return id;
  }
  clearWatch(id: number): void {
    this.cleared.push(id);
    this.watches.delete(id);
  }

  /** Answers the oldest pending one-off reading. */
  answerRead(latitude: number, longitude: number): void {
    this.reads.shift()!.success(reading(latitude, longitude));
  }
  failRead(code: number, message: string): void {
    this.reads.shift()!.error?.(positionError(code, message));
  }
  /** Moves the device: every active watch hears it. */
  move(latitude: number, longitude: number): void {
    for (const watch of this.watches.values()) watch.success(reading(latitude, longitude));
  }
  failWatch(code: number, message: string): void {
    for (const watch of this.watches.values()) watch.error?.(positionError(code, message));
  }
}

function reading(latitude: number, longitude: number): GeolocationPosition {
  const coords = { latitude, longitude, accuracy: 12, altitude: null, altitudeAccuracy: null, heading: null, speed: null };
  return { coords: { ...coords, toJSON: () => coords }, timestamp: Date.now(), toJSON: () => ({ coords, timestamp: Date.now() }) };
}

function positionError(code: number, message: string): GeolocationPositionError {
  return { code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

/** A page whose visibility the test switches. */
class FakeDocument extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  set(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

class RecordingListener implements PositionListener {
  readonly positions: Position[] = [];
  readonly errors: GeolocationFailure[] = [];
  onPosition(position: Position): void {
    this.positions.push(position);
  }
  onError(failure: GeolocationFailure): void {
    this.errors.push(failure);
  }
  get latitudes(): number[] {
    return this.positions.map((p) => p.latitude);
  }
}

let device: FakeGeolocation;
let page: FakeDocument;
let service: BrowserGeolocationService;
let listener: RecordingListener;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T11:00:00Z'));
  device = new FakeGeolocation();
  page = new FakeDocument();
  service = new BrowserGeolocationService({ geolocation: device, document: page });
  listener = new RecordingListener();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BrowserGeolocationService.current', () => {
  it('reads once with high accuracy, a 5 s maximum age and a timeout', async () => {
    const pending = service.current();
    expect(device.reads[0]!.options).toEqual({ enableHighAccuracy: true, maximumAge: 5000, timeout: 15_000 });
    device.answerRead(-23.55, -46.63);
    expect(await pending).toEqual({ ok: true, value: { latitude: -23.55, longitude: -46.63, accuracy: 12, at: Date.now() } });
  });

  it.each([
    [1, 'User denied Geolocation', 'GEO_DENIED'],
    [2, 'Network location provider unavailable', 'GEO_UNAVAILABLE'],
    [3, 'Timeout expired', 'GEO_TIMEOUT'],
  ])('answers error code %i as a failure with the device message', async (code, message, expected) => {
    const pending = service.current();
    device.failRead(code, message);
    const result = await pending;
    expect(result).toEqual({ ok: false, error: { code: expected, message } });
    if (!result.ok) expect(geolocationErrorText(result.error)).toBe(`Geolocation error: ${message}`);
  });

  it('explains an empty device message', async () => {
    const pending = service.current();
    device.failRead(1, '');
    expect(await pending).toEqual({ ok: false, error: { code: 'GEO_DENIED', message: 'User denied Geolocation' } });
  });

  it('fails with GEO_UNSUPPORTED when the browser has no Geolocation API', async () => {
    const result = await new BrowserGeolocationService({ geolocation: null, document: page }).current();
    expect(result.ok || result.error.code).toBe('GEO_UNSUPPORTED');
  });
});

describe('BrowserGeolocationService.watch', () => {
  /** A reading asked and answered, `ms` ago. */
  async function readingAgo(ms: number): Promise<void> {
    const asked = service.current();
    device.answerRead(-23.55, -46.63);
    await asked;
    vi.advanceTimersByTime(ms);
  }

  it('starts from a reading asked just before, at once, then follows the device', async () => {
    await readingAgo(4000);
    service.watch(listener);
    expect(listener.latitudes).toEqual([]); // told after watch() returns
    await Promise.resolve();
    expect(listener.latitudes).toEqual([-23.55]);
    // the device's own reading follows, throttled as any other
    device.answerRead(-23.56, -46.64);
    vi.advanceTimersByTime(5000);
    expect(listener.latitudes).toEqual([-23.55, -23.56]);
  });

  it('does not start from a reading older than the maximum age (5 s), nor from a failed one', async () => {
    await readingAgo(5001);
    service.watch(listener);
    await Promise.resolve();
    expect(listener.latitudes).toEqual([]);
    const otherDevice = new FakeGeolocation();
    const other = new BrowserGeolocationService({ geolocation: otherDevice, document: page });
    const failed = other.current();
    otherDevice.failRead(1, 'User denied Geolocation');
    await failed;
    const second = new RecordingListener();
    other.watch(second);
    await Promise.resolve();
    expect(second.positions).toEqual([]);
  });

  it('reads once right away, then watches with high accuracy and a 5 s maximum age', () => {
    service.watch(listener);
    expect(device.reads).toHaveLength(1);
    expect(device.watchOptions).toEqual([{ enableHighAccuracy: true, maximumAge: 5000 }]);
    device.answerRead(1, 1);
    expect(listener.latitudes).toEqual([1]);
  });

  it('delivers the first position at once, then at most one every 5 s: the latest', () => {
    service.watch(listener);
    device.move(1, 0);
    expect(listener.latitudes).toEqual([1]);
    vi.advanceTimersByTime(1000);
    device.move(2, 0);
    vi.advanceTimersByTime(1000);
    device.move(3, 0);
    expect(listener.latitudes).toEqual([1]);
    vi.advanceTimersByTime(2999);
    expect(listener.latitudes).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(listener.latitudes).toEqual([1, 3]);
    // Quiet for longer than 5 s: the next one goes through at once.
    vi.advanceTimersByTime(6000);
    device.move(4, 0);
    expect(listener.latitudes).toEqual([1, 3, 4]);
  });

  it('takes a shorter throttle from the app (its timing constants, scaled in tests)', () => {
    const quick = new BrowserGeolocationService({ geolocation: device, document: page, throttleMs: 500 });
    quick.watch(listener);
    device.move(1, 0);
    device.move(2, 0);
    vi.advanceTimersByTime(499);
    expect(listener.latitudes).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(listener.latitudes).toEqual([1, 2]);
  });

  it('stops the device watch while the page is hidden and starts it again when visible', () => {
    service.watch(listener);
    device.move(1, 0);
    page.set('hidden');
    expect(device.cleared).toEqual([1]);
    expect(device.watches.size).toBe(0);
    vi.advanceTimersByTime(10_000);
    page.set('visible');
    expect(device.watches.size).toBe(1);
    expect(device.watchOptions[1]).toEqual({ enableHighAccuracy: true, maximumAge: 5000 });
    device.move(2, 0);
    expect(listener.latitudes).toEqual([1, 2]);
  });

  it('drops a position still waiting for the throttle when the page is hidden', () => {
    service.watch(listener);
    device.move(1, 0);
    device.move(2, 0);
    page.set('hidden');
    vi.advanceTimersByTime(10_000);
    expect(listener.latitudes).toEqual([1]);
  });

  it('starts the device watch only once the page is visible', () => {
    page.visibilityState = 'hidden';
    service.watch(listener);
    expect(device.watches.size).toBe(0);
    page.set('visible');
    expect(device.watches.size).toBe(1);
  });

  it('passes errors on with the device message', () => {
    service.watch(listener);
    device.failWatch(2, 'Position update is unavailable');
    expect(listener.errors).toEqual([{ code: 'GEO_UNAVAILABLE', message: 'Position update is unavailable' }]);
    expect(geolocationErrorText(listener.errors[0]!)).toBe('Geolocation error: Position update is unavailable');
  });

  it('tells a browser without the API, after watch returns', async () => {
    const stop = new BrowserGeolocationService({ geolocation: null, document: page }).watch(listener);
    expect(listener.errors).toEqual([]);
    await Promise.resolve();
    expect(listener.errors).toEqual([{ code: 'GEO_UNSUPPORTED', message: 'Geolocation is not supported by this browser' }]);
    stop();
  });

  it('stops: clears the watch, ignores late answers and pending positions, forgets the page', () => {
    const stop = service.watch(listener);
    device.move(1, 0);
    device.move(2, 0);
    const watch = device.watches.get(1)!;
    stop();
    expect(device.cleared).toEqual([1]);
    watch.success(reading(3, 0));
    device.answerRead(4, 0);
    vi.advanceTimersByTime(10_000);
    page.set('hidden');
    page.set('visible');
    expect(listener.latitudes).toEqual([1]);
    expect(device.watches.size).toBe(0);
    stop();
    expect(device.cleared).toEqual([1]);
  });
});
