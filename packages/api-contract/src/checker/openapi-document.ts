// The OpenAPI 3.1 document (openapi.yaml beside this package's sources), read once, for Node:
// the mock server validates requests and answers against it and serves it at GET /openapi.json;
// the contract suite checks a running server's raw answers with it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema?: JsonSchema;
  readonly $ref?: string;
}

export interface OpenApiOperation {
  readonly operationId: string;
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: { readonly required?: boolean; readonly content: Record<string, { readonly schema: JsonSchema }> };
  readonly responses: Record<string, { readonly $ref?: string; readonly content?: Record<string, { readonly schema: JsonSchema }> }>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch'];

export type OpenApiPathItem = { readonly parameters?: readonly OpenApiParameter[] } & Partial<Record<HttpMethod, OpenApiOperation>>;

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string };
  /** The API groups; every operation names one of them in its `tags`. */
  readonly tags?: readonly { readonly name: string; readonly description?: string }[];
  readonly paths: Record<string, OpenApiPathItem>;
  readonly components: {
    readonly schemas: Record<string, JsonSchema>;
    readonly parameters?: Record<string, OpenApiParameter>;
    readonly responses?: Record<string, { readonly content?: Record<string, { readonly schema: JsonSchema }> }>;
  };
}

/** The OpenAPI 3.1 document (YAML). */
export const OPENAPI_DOCUMENT_URL: URL = new URL('../openapi.yaml', import.meta.url);
export const OPENAPI_DOCUMENT_PATH: string = fileURLToPath(OPENAPI_DOCUMENT_URL);

/** Every HTTP call of the two specification documents, as they write them. */
export const SPEC_CALLS_URL: URL = new URL('../spec-calls.json', import.meta.url);

let cached: OpenApiDocument | undefined;

/** The parsed document (shared; do not change it). */
export function readOpenApiDocument(): OpenApiDocument {
  cached ??= parse(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8')) as OpenApiDocument;
  return cached;
}
