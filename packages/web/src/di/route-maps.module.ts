// The road's maps: directions and the map view, on Google Maps with a key (the loader the address
// search shares, maps.module.ts), else straight lines and the SVG map.
import { createSvgMapView, GoogleDirectionsService, googleMapViewFactory, OfflineDirectionsService, type GoogleMapsLoader } from '@fieldteam/adapters-browser';
import type { DirectionsService, MapViewFactory } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(T.directions)
    .toResolvedValue((load: GoogleMapsLoader | null): DirectionsService => (load ? new GoogleDirectionsService({ load }) : new OfflineDirectionsService()), [T.googleMapsLoad])
    .inSingletonScope();
  bind(T.mapViewFactory).toResolvedValue((load: GoogleMapsLoader | null): MapViewFactory => (load ? googleMapViewFactory({ load }) : createSvgMapView), [T.googleMapsLoad]);
});
