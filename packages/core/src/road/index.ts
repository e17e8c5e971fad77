// The road context's public API: the day's clients with pending visits, the device's position,
// distances, the stops' order by distance (exact up to EXACT_MAX_STOPS), the appointment-keeping
// order (exact up to APPOINTMENT_EXACT_MAX_STOPS) the road screen plans with, the crew's pins and
// the planning speed, the service durations, route legs, placing addresses on the map, and the
// road screen's route planning.
export * from './great-circle.rules';
export { EXACT_MAX_STOPS } from './held-karp.rules';
export * from './stop-order.rules';
export * from './appointment-order.rules';
export { DEFAULT_SERVICE_MINUTES, DEFAULT_SPEED_KM_PER_HOUR } from './appointment-day.rules';
export { APPOINTMENT_EXACT_MAX_STOPS } from './appointment-order-exact.rules';
export type { SearchEffort } from './appointment-order-search.rules';
export { LONG_DAY_STOPS } from './appointment-search-effort.rules';
export * from './route-legs.rules';
export * from './placement.rules';
export * from './road-plan.rules';
export * from './plan-stops.rules';
export * from './stop-ordering.port';
export * from './plan-route.use-case';
export * from './load-road-clients.use-case';
export * from './load-own-team-clients.use-case';
export * from './load-service-minutes.use-case';
export * from './crew-order.rules';
export * from './kept-crew-order.service';
export * from './road-speed.port';
export * from './road-speed.service';
export * from './geolocation.port';
export * from './read-visit-start-times.use-case';
