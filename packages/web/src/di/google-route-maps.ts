// The road's Google directions and map, in a chunk of their own: fetched only when the app has a
// Maps key (route-maps.module.ts), so the road without one does not carry them.
import { GoogleDirectionsService, googleMapViewFactory, type GoogleMapsLoader } from '@fieldteam/adapters-browser';

export const googleDirections = (load: GoogleMapsLoader) => new GoogleDirectionsService({ load });
export const googleMapView = (load: GoogleMapsLoader) => googleMapViewFactory({ load });
