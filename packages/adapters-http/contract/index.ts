// The API contract as a package export (@fieldteam/adapters-http/contract): where the OpenAPI
// document and the list of the specification's calls are, and the wire types generated from the
// document. The mock server reads the same file (@fieldteam/adapters-http/contract/openapi.yaml).
export type { components, operations, paths } from './openapi';
export type { WireAnswer, WireBody, WireSchema } from './wire-types';

/** The OpenAPI 3.1 document (YAML). */
export const OPENAPI_DOCUMENT_URL: URL = new URL('./openapi.yaml', import.meta.url);

/** Every HTTP call of the two specification documents, as they write them. */
export const SPEC_CALLS_URL: URL = new URL('./spec-calls.json', import.meta.url);
