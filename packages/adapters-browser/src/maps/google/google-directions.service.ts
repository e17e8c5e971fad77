// Driving directions from Google for the road screen (001 section 7): from the person's position
// through every stop as a stopover, ending at the last stop. Google takes at most 25 waypoints a
// request, so longer visiting orders are asked in legs of 25 stops with core's splitIntoLegs
// (spec decision 12), each starting where the previous one ended, and the answers are joined.
import {
  err,
  haversineMetres,
  ok,
  splitIntoLegs,
  type Directions,
  type DirectionsLeg,
  type DirectionsRequest,
  type DirectionsService,
  type GeoPoint,
  type MapsFailure,
  type Result,
  type RouteLeg,
} from '@fieldteam/core';
import { errorDetail, fromLatLng, toLatLngLiteral, type GoogleMapsApi, type GoogleMapsLoader } from './google-maps.loader';

export interface GoogleDirectionsOptions {
  readonly load: GoogleMapsLoader;
}

type Part = Pick<Directions, 'legs' | 'path' | 'distanceMetres' | 'durationSeconds'>;

export class GoogleDirectionsService implements DirectionsService {
  constructor(private readonly options: GoogleDirectionsOptions) {}

  async directions({ origin, stops }: DirectionsRequest): Promise<Result<Directions, MapsFailure>> {
    if (stops.length === 0) return ok({ legs: [], path: [origin], distanceMetres: 0, durationSeconds: 0, kind: 'driving' });
    const loaded = await this.options.load();
    if (!loaded.ok) return loaded;
    const api = loaded.value;
    const service = new api.DirectionsService();
    const parts = await Promise.all(splitIntoLegs(origin, stops).map((leg) => this.route(api, service, leg)));
    const failed = parts.find((part) => !part.ok);
    if (failed && !failed.ok) return failed;
    const answered = parts.flatMap((part) => (part.ok ? [part.value] : []));
    const durations = answered.map((part) => part.durationSeconds);
    return ok({
      legs: answered.flatMap((part) => part.legs),
      path: joinPaths(answered.map((part) => part.path)),
      distanceMetres: answered.reduce((total, part) => total + part.distanceMetres, 0),
      durationSeconds: durations.some((d) => d === null) ? null : durations.reduce<number>((total, d) => total + (d ?? 0), 0),
      kind: 'driving',
    });
  }

  private async route(api: GoogleMapsApi, service: google.maps.DirectionsService, leg: RouteLeg<GeoPoint>): Promise<Result<Part, MapsFailure>> {
    const destination = leg.stops[leg.stops.length - 1]!;
    let answer: google.maps.DirectionsResult;
    try {
      answer = await service.route({
        origin: toLatLngLiteral(leg.origin),
        destination: toLatLngLiteral(destination),
        waypoints: leg.stops.slice(0, -1).map((stop) => ({ location: toLatLngLiteral(stop), stopover: true })),
        travelMode: api.TravelMode.DRIVING,
        // The road screen ordered the stops already (spec decision 12).
        optimizeWaypoints: false,
      });
    } catch (error) {
      return err({ code: 'MAPS_UNAVAILABLE', detail: errorDetail(error) });
    }
    const route = answer.routes[0];
    if (!route) return err({ code: 'MAPS_UNAVAILABLE', detail: 'ZERO_RESULTS' });
    const legs = route.legs.map((answered, i): DirectionsLeg => {
      // Each answered leg ends at a stop, in the order asked (the waypoints were not reordered).
      const from = i === 0 ? leg.origin : (leg.stops[i - 1] ?? fromLatLng(answered.start_location));
      const to = leg.stops[i] ?? fromLatLng(answered.end_location);
      return {
        from,
        to,
        distanceMetres: answered.distance?.value ?? haversineMetres(from, to),
        durationSeconds: answered.duration?.value ?? null,
      };
    });
    const durations = legs.map((l) => l.durationSeconds);
    return ok({
      legs,
      path: route.overview_path.map(fromLatLng),
      distanceMetres: legs.reduce((total, l) => total + l.distanceMetres, 0),
      durationSeconds: durations.some((d) => d === null) ? null : durations.reduce<number>((total, d) => total + (d ?? 0), 0),
    });
  }
}

/** One path from the parts' paths, without repeating the point where one part ends and the next starts. */
function joinPaths(paths: readonly (readonly GeoPoint[])[]): GeoPoint[] {
  const joined: GeoPoint[] = [];
  for (const path of paths) {
    const last = joined[joined.length - 1];
    const first = path[0];
    const skipFirst = last !== undefined && first !== undefined && last.latitude === first.latitude && last.longitude === first.longitude;
    joined.push(...(skipFirst ? path.slice(1) : path));
  }
  return joined;
}
