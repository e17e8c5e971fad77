// The maps context's public API: the maps port (types, and the suggestions' minimum length) and
// the address pickers' use cases.
export type * from './maps.port';
export { ADDRESS_SUGGESTION_MIN_CHARS } from './maps.port';
export * from './suggest-addresses.use-case';
export * from './pick-address.use-case';
