// The default directions (spec decision 19): no network, so the route is the straight segments from the
// person's position through the stops in visiting order, measured as great-circle distances. The
// road screen draws it on the SVG map and says it is a straight-line distance.
import { haversineMetres, ok, type Directions, type DirectionsLeg, type DirectionsRequest, type DirectionsService, type MapsFailure, type Result } from '@fieldteam/core';

export class OfflineDirectionsService implements DirectionsService {
  async directions(request: DirectionsRequest): Promise<Result<Directions, MapsFailure>> {
    return ok(straightLineDirections(request));
  }
}

export function straightLineDirections({ origin, stops }: DirectionsRequest): Directions {
  const legs: DirectionsLeg[] = [];
  let from = origin;
  for (const to of stops) {
    legs.push({ from, to, distanceMetres: haversineMetres(from, to), durationSeconds: null });
    from = to;
  }
  return {
    legs,
    path: [origin, ...stops].map(({ latitude, longitude }) => ({ latitude, longitude })),
    distanceMetres: legs.reduce((total, leg) => total + leg.distanceMetres, 0),
    durationSeconds: null,
    kind: 'straight-line',
  };
}
