// The road's directions and map view: on Google Maps with a key (its adapters fetched only then),
// else straight lines and the SVG map.
import { createSvgMapView, OfflineDirectionsService, type GoogleMapsLoader } from '@fieldteam/adapters-browser';
import type { DirectionsService, MapViewFactory } from '@fieldteam/core';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';
import maps from './maps.module';

const google = () => import('./google-route-maps');

export default contextModule([maps], ({ bind }) => {
  bind(T.directions)
    .toResolvedValue((load: GoogleMapsLoader | null): DirectionsService => {
      if (!load) return new OfflineDirectionsService();
      const service = google().then(({ googleDirections }) => googleDirections(load));
      return { directions: async (request) => (await service).directions(request) };
    }, [T.googleMapsLoad])
    .inSingletonScope();
  bind(T.mapViewFactory).toResolvedValue(
    (load: GoogleMapsLoader | null): MapViewFactory => (load ? async (container, options) => (await google()).googleMapView(load)(container, options) : createSvgMapView),
    [T.googleMapsLoad],
  );
});
