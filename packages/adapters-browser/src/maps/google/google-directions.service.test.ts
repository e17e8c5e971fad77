import type { GeoPoint } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import { GoogleDirectionsService } from './google-directions.service';
import { FakeGoogleMaps, literal, requestError, straightRoute } from './testing/fake-google-maps';

const origin: GeoPoint = { latitude: -23.5, longitude: -46.6 };
const stopsOf = (count: number): GeoPoint[] => Array.from({ length: count }, (_, i) => ({ latitude: -23 - i / 100, longitude: -46 - i / 100 }));
const asLiteral = (p: GeoPoint): google.maps.LatLngLiteral => ({ lat: p.latitude, lng: p.longitude });

function setUp(): { readonly google: FakeGoogleMaps; readonly service: GoogleDirectionsService } {
  const google = new FakeGoogleMaps();
  return { google, service: new GoogleDirectionsService({ load: google.loader() }) };
}

describe('GoogleDirectionsService', () => {
  it('asks for a driving route from the origin through every stop as a stopover, ending at the last stop', async () => {
    const { google, service } = setUp();
    const stops = stopsOf(3);
    const result = await service.directions({ origin, stops });
    expect(result.ok).toBe(true);
    expect(google.directionsRequests).toEqual([
      {
        origin: asLiteral(origin),
        destination: asLiteral(stops[2]!),
        waypoints: [
          { location: asLiteral(stops[0]!), stopover: true },
          { location: asLiteral(stops[1]!), stopover: true },
        ],
        travelMode: 'DRIVING',
        optimizeWaypoints: false,
      },
    ]);
  });

  it('answers the legs in visiting order with distances and durations summed, and the overview path', async () => {
    const { service } = setUp();
    const stops = stopsOf(3);
    const result = await service.directions({ origin, stops });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.kind).toBe('driving');
    expect(result.value.legs.map((leg) => [leg.from, leg.to])).toEqual([
      [origin, stops[0]],
      [stops[0], stops[1]],
      [stops[1], stops[2]],
    ]);
    expect(result.value.distanceMetres).toBe(3000);
    expect(result.value.durationSeconds).toBe(180);
    expect(result.value.path).toEqual([origin, ...stops]);
  });

  it.each([
    [25, 1],
    [26, 2],
    [60, 3],
  ])('asks for %i stops in %i requests of at most 25 stops, each starting where the previous ended', async (count, requests) => {
    const { google, service } = setUp();
    const stops = stopsOf(count);
    const result = await service.directions({ origin, stops });
    if (!result.ok) throw new Error(result.error.code);
    expect(google.directionsRequests).toHaveLength(requests);
    expect(google.directionsRequests[0]!.origin).toEqual(asLiteral(origin));
    google.directionsRequests.forEach((request, i) => {
      expect((request.waypoints ?? []).length + 1).toBeLessThanOrEqual(25);
      expect(request.waypoints!.every((w) => w.stopover === true)).toBe(true);
      expect(request.travelMode).toBe('DRIVING');
      if (i > 0) expect(request.origin).toEqual(google.directionsRequests[i - 1]!.destination);
    });
    const asked = google.directionsRequests.flatMap((r) => [...(r.waypoints ?? []).map((w) => literal(w.location as google.maps.LatLngLiteral)), r.destination]);
    expect(asked).toEqual(stops.map(asLiteral));
    expect(google.directionsRequests[requests - 1]!.destination).toEqual(asLiteral(stops[count - 1]!));
    // One answer for the whole route: a leg per stop, totals over every request, one continuous path.
    expect(result.value.legs).toHaveLength(count);
    expect(result.value.legs[25]?.from ?? null).toEqual(count > 25 ? stops[24] : null);
    expect(result.value.distanceMetres).toBe(count * 1000);
    expect(result.value.durationSeconds).toBe(count * 60);
    expect(result.value.path).toEqual([origin, ...stops]);
  });

  it('fails with MAPS_UNAVAILABLE and the status when Google refuses any of the requests', async () => {
    const { google, service } = setUp();
    let calls = 0;
    google.route = async (request) => {
      calls += 1;
      if (calls === 2) throw requestError('ZERO_RESULTS');
      return straightRoute(request);
    };
    expect(await service.directions({ origin, stops: stopsOf(30) })).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'ZERO_RESULTS' } });
  });

  it('fails with MAPS_UNAVAILABLE when the API cannot be loaded', async () => {
    const service = new GoogleDirectionsService({ load: async () => ({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'offline' } }) });
    expect(await service.directions({ origin, stops: stopsOf(2) })).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'offline' } });
  });

  it('answers an empty route without asking Google when there are no stops', async () => {
    const { google, service } = setUp();
    expect(await service.directions({ origin, stops: [] })).toEqual({ ok: true, value: { legs: [], path: [origin], distanceMetres: 0, durationSeconds: 0, kind: 'driving' } });
    expect(google.directionsRequests).toEqual([]);
  });
});
