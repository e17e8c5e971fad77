// The road's Google directions and map, a chunk fetched only when the app has a Maps key.
import { GoogleDirectionsService, googleMapViewFactory, type GoogleMapsLoader } from '@fieldteam/adapters-browser';

export const googleDirections = (load: GoogleMapsLoader) => new GoogleDirectionsService({ load });
export const googleMapView = (load: GoogleMapsLoader) => googleMapViewFactory({ load });
