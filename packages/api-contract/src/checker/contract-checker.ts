// Checks HTTP exchanges against the OpenAPI document: which documented operation a method and
// path are, whether a request fits the operation's parameters and body, and whether an answer has
// a documented status and a body that fits the status's schema. Used by the mock server's
// validation middleware and by the contract suite, which checks a running server's raw answers.
//
// Schemas are OpenAPI 3.1's, i.e. JSON Schema 2020-12, compiled with Ajv (its 2020 dialect).
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { HTTP_METHODS, readOpenApiDocument, type HttpMethod, type JsonSchema, type OpenApiDocument, type OpenApiParameter } from './openapi-document';

// ajv-formats is CommonJS with a default export that ESM sees as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

const BASE = 'https://fieldteam.dev/openapi';

export interface ContractOperation {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The document's path template, e.g. "/company/clients/{email}/{token}/{ownerId}". */
  readonly path: string;
  readonly tags: readonly string[];
  /** The documented statuses, e.g. ["200", "400", "401"]. */
  readonly statuses: readonly string[];
  readonly hasBody: boolean;
}

export interface OperationMatch {
  readonly operation: ContractOperation;
  /** Decoded path parameters; null when a segment is not valid percent-encoding. */
  readonly params: Readonly<Record<string, string>> | null;
}

export interface RequestToCheck {
  readonly body: unknown;
  /** Whether the request carries `Authorization: Bearer ...`, which stands for a missing body `token`. */
  readonly bearer?: boolean;
}

export interface ContractChecker {
  readonly operations: readonly ContractOperation[];
  /** The documented operation of a method and a raw (still percent-encoded) path, without the query. */
  findOperation(method: string, rawPath: string): OperationMatch | null;
  /** The methods the document has for a raw path (empty for a path it does not have). */
  methodsOf(rawPath: string): HttpMethod[];
  /** What is wrong with a request for the operation (empty when it fits). */
  checkRequest(match: OperationMatch, request: RequestToCheck): string[];
  /**
   * What is wrong with an answer (empty when it fits). `match` null means a method and path the
   * document does not have: only 404 `{ error }` fits, or 405 `{ error }` when `wrongMethod` (the
   * path is documented with other methods).
   */
  checkResponse(match: OperationMatch | null, answer: { status: number; contentType: string | null; body: unknown }, options?: { wrongMethod?: boolean }): string[];
}

interface CompiledOperation {
  readonly operation: ContractOperation;
  readonly pattern: RegExp;
  readonly paramNames: readonly string[];
  /** More literal characters first: concrete paths win over templated ones. */
  readonly specificity: number;
  readonly params: () => ValidateFunction;
  readonly body: (() => ValidateFunction) | null;
  readonly bodyRequired: boolean;
  readonly responses: ReadonlyMap<string, (() => ValidateFunction) | null>;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

const SCHEMA_REF = '#/components/schemas/';

/** Points every `#/components/schemas/X` reference at the registered schemas (`BASE#/$defs/X`). */
function absolutise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absolutise);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF) ? `${BASE}#/$defs/${value.slice(SCHEMA_REF.length)}` : absolutise(value);
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compilePath(template: string): { pattern: RegExp; paramNames: string[]; specificity: number } {
  const paramNames: string[] = [];
  let specificity = 0;
  const source = template
    .split('/')
    .map((segment) =>
      segment
        .split(/(\{[^}]+\})/)
        .map((piece) => {
          const param = /^\{([^}]+)\}$/.exec(piece);
          if (param) {
            paramNames.push(param[1]!);
            return '([^/]+)';
          }
          specificity += piece.length;
          return escapeRegExp(piece);
        })
        .join(''),
    )
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), paramNames, specificity };
}

const describe = (errors: readonly ErrorObject[] | null | undefined, where: string): string[] =>
  (errors ?? []).map((e) => `${where}${e.instancePath || ''} ${e.message ?? 'is not valid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);

export function createContractChecker(document: OpenApiDocument): ContractChecker {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: false, validateFormats: true });
  addFormats(ajv, ['date-time']);
  ajv.addSchema({ $id: BASE, $defs: absolutise(document.components.schemas) } as JsonSchema);
  // Compiling is the slow part (about a second for every schema at once): each distinct schema is
  // compiled once, on first use.
  const validators = new Map<string, ValidateFunction>();
  const lazy = (schema: JsonSchema) => {
    const key = JSON.stringify(schema);
    return () => {
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(schema);
        validators.set(key, validate);
      }
      return validate;
    };
  };

  const resolveParameter = (p: OpenApiParameter): OpenApiParameter => {
    if (!p.$ref) return p;
    const name = p.$ref.replace('#/components/parameters/', '');
    const found = document.components.parameters?.[name];
    if (!found) throw new Error(`The document refers to an unknown parameter ${p.$ref}.`);
    return found;
  };
  const resolveResponse = (r: { $ref?: string; content?: Record<string, { schema: JsonSchema }> }) => {
    if (!r.$ref) return r;
    const found = document.components.responses?.[r.$ref.replace('#/components/responses/', '')];
    if (!found) throw new Error(`The document refers to an unknown response ${r.$ref}.`);
    return found;
  };
  const jsonSchemaOf = (content: Record<string, { schema: JsonSchema }> | undefined): JsonSchema | null => {
    const entry = Object.entries(content ?? {}).find(([type]) => JSON_TYPE.test(type));
    return entry ? (absolutise(entry[1].schema) as JsonSchema) : null;
  };

  const compiled: CompiledOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolveParameter).filter((p) => p.in === 'path');
      const { pattern, paramNames, specificity } = compilePath(path);
      const missing = paramNames.filter((name) => !parameters.some((p) => p.name === name));
      if (missing.length > 0) throw new Error(`${method.toUpperCase()} ${path}: path parameters ${missing.join(', ')} are not described.`);
      const paramsSchema = {
        type: 'object',
        required: paramNames,
        properties: Object.fromEntries(parameters.map((p) => [p.name, absolutise(p.schema ?? {})])),
      };
      const bodySchema = op.requestBody ? jsonSchemaOf(op.requestBody.content) : null;
      const responses = new Map<string, (() => ValidateFunction) | null>();
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = jsonSchemaOf(resolveResponse(response).content);
        responses.set(status, schema ? lazy(schema) : null);
      }
      compiled.push({
        operation: { operationId: op.operationId, method, path, tags: op.tags ?? [], statuses: [...responses.keys()], hasBody: bodySchema !== null },
        pattern,
        paramNames,
        specificity,
        params: lazy(paramsSchema),
        body: bodySchema ? lazy(bodySchema) : null,
        bodyRequired: op.requestBody?.required === true,
        responses,
      });
    }
  }
  compiled.sort((a, b) => b.specificity - a.specificity);
  const byOperation = new Map(compiled.map((c) => [c.operation, c]));
  const notFound = lazy({ $ref: `${BASE}#/$defs/Error` });

  return {
    operations: compiled.map((c) => c.operation),

    findOperation(method, rawPath) {
      const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      for (const candidate of compiled) {
        if (candidate.operation.method !== wanted) continue;
        const found = candidate.pattern.exec(rawPath);
        if (!found) continue;
        try {
          const params = Object.fromEntries(candidate.paramNames.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
          return { operation: candidate.operation, params };
        } catch {
          return { operation: candidate.operation, params: null };
        }
      }
      return null;
    },

    methodsOf(rawPath) {
      const methods = new Set<HttpMethod>();
      for (const candidate of compiled) if (candidate.pattern.test(rawPath)) methods.add(candidate.operation.method);
      return HTTP_METHODS.filter((m) => methods.has(m));
    },

    checkRequest(match, request) {
      const c = byOperation.get(match.operation)!;
      const problems: string[] = [];
      const params = c.params();
      if (match.params === null) problems.push('a path segment is not valid percent-encoding');
      else if (!params(match.params)) problems.push(...describe(params.errors, 'path'));
      if (c.body) {
        const validateBody = c.body();
        let body = request.body;
        if (request.bearer && typeof body === 'object' && body !== null && !Array.isArray(body) && !('token' in body)) body = { ...body, token: 'bearer' };
        if (body === undefined) {
          if (c.bodyRequired) problems.push('the JSON body is missing');
        } else if (!validateBody(body)) problems.push(...describe(validateBody.errors, 'body'));
      }
      return problems;
    },

    checkResponse(match, answer, options = {}) {
      const problems: string[] = [];
      if (answer.contentType === null || !JSON_TYPE.test(answer.contentType)) problems.push(`the content type is ${answer.contentType ?? 'missing'}, not JSON`);
      if (!match) {
        const fits = options.wrongMethod ? 405 : 404;
        if (answer.status !== fits) problems.push(`status ${answer.status} for a ${options.wrongMethod ? 'method' : 'path'} the document does not have (only ${fits} fits)`);
        const validateError = notFound();
        if (!validateError(answer.body)) problems.push(...describe(validateError.errors, 'body'));
        return problems;
      }
      const c = byOperation.get(match.operation)!;
      const key = String(answer.status);
      if (!c.responses.has(key)) {
        problems.push(`status ${key} is not documented for ${match.operation.operationId} (documented: ${match.operation.statuses.join(', ')})`);
        return problems;
      }
      const validate = c.responses.get(key)?.();
      if (validate && !validate(answer.body)) problems.push(...describe(validate.errors, 'body'));
      return problems;
    },
  };
}

let shared: ContractChecker | undefined;

/** The checker of the project's document, built once per process. */
export function documentChecker(): ContractChecker {
  shared ??= createContractChecker(readOpenApiDocument());
  return shared;
}
