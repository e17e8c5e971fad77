// The API contract: the OpenAPI 3.1 document that the HTTP adapter package keeps
// (packages/adapters-http/contract/openapi.yaml), read once. The server validates requests and
// answers against it, and serves it at GET /openapi.json.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  readonly paths: Record<string, OpenApiPathItem>;
  readonly components: {
    readonly schemas: Record<string, JsonSchema>;
    readonly parameters?: Record<string, OpenApiParameter>;
    readonly responses?: Record<string, { readonly content?: Record<string, { readonly schema: JsonSchema }> }>;
  };
}

/** Where the document is: resolved through the adapter package's `exports`, never by a relative path into it. */
export const OPENAPI_DOCUMENT_PATH: string = createRequire(import.meta.url).resolve('@fieldteam/adapters-http/contract/openapi.yaml');

let cached: OpenApiDocument | undefined;

/** The parsed document (shared; do not change it). */
export function readOpenApiDocument(): OpenApiDocument {
  cached ??= parse(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8')) as OpenApiDocument;
  return cached;
}
