// The road's maps: directions and the map view, on Google Maps with a key (the loader the address
// search shares, maps.module.ts), else straight lines and the SVG map.
import { createSvgMapView, GoogleDirectionsService, googleMapViewFactory, OfflineDirectionsService } from '@fieldteam/adapters-browser';
import type { DirectionsService, MapViewFactory } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { GOOGLE_MAPS_LOAD, type MaybeGoogleMapsLoad } from './maps.module';
import { TOKENS as T } from './tokens';

export const routeMapsModule = new ContainerModule(({ bind }) => {
  bind(T.directions)
    .toResolvedValue((load: MaybeGoogleMapsLoad): DirectionsService => (load ? new GoogleDirectionsService({ load }) : new OfflineDirectionsService()), [GOOGLE_MAPS_LOAD])
    .inSingletonScope();
  bind(T.mapViewFactory).toResolvedValue((load: MaybeGoogleMapsLoad): MapViewFactory => (load ? googleMapViewFactory({ load }) : createSvgMapView), [GOOGLE_MAPS_LOAD]);
});
