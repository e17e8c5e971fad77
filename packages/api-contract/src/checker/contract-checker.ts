// Checks HTTP exchanges against the OpenAPI document: which documented operation a method and
// path are, whether a request fits the operation's parameters and body, and whether an answer has
// a documented status and a body that fits the status's schema. Used by the mock server's
// validation middleware and by the contract suite, which checks a running server's raw answers.
//
// The routing (templated paths, the most literal path first) and the validation are
// openapi-backend's; its validator compiles the schemas (OpenAPI 3.1's, i.e. JSON Schema 2020-12)
// with Ajv's 2020 dialect, each operation's on first use. This file only shapes the answers.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { OpenAPIRouter, OpenAPIValidator, type Document } from 'openapi-backend';
import { HTTP_METHODS, readOpenApiDocument, type HttpMethod, type JsonSchema, type OpenApiDocument } from './openapi-document';

// ajv-formats is CommonJS with a default export that ESM sees as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;


export interface ContractOperation {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The document's path template, e.g. "/company/clients/{email}/{token}/{ownerId}". */
  readonly path: string;
  readonly tags: readonly string[];
  /** The documented statuses, e.g. ["200", "400", "401"]. */
  readonly statuses: readonly string[];
  /** The documented statuses that carry no body (a 304). */
  readonly bodiless: readonly string[];
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
   * path is documented with other methods). A status documented without content (a 304) fits
   * only with no body (`body` undefined).
   */
  checkResponse(match: OperationMatch | null, answer: { status: number; contentType: string | null; body: unknown }, options?: { wrongMethod?: boolean }): string[];
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The document with every `$ref` into its components replaced by what it points at (the document
 * has no cycles), which is the form openapi-backend's router and validator take.
 */
function dereference(document: OpenApiDocument): Document {
  const resolve = (ref: string): unknown => {
    const [, kind, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref) ?? [];
    const target = kind && name ? (document.components as Record<string, Record<string, unknown> | undefined>)[kind]?.[name] : undefined;
    if (target === undefined) throw new Error(`The document refers to an unknown component ${ref}.`);
    return target;
  };
  const seen: string[] = [];
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/')) {
      if (seen.includes(ref)) throw new Error(`The document's ${ref} refers to itself.`);
      seen.push(ref);
      const out = walk(resolve(ref));
      seen.pop();
      return out;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };
  return walk({ ...document, components: {} }) as Document;
}

const describe = (errors: readonly ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map((e) => {
    const where = (e.instancePath || '').replace(/^\/requestBody/, 'body').replace(/^\/path/, 'path').replace(/^$/, 'body');
    return `${where} ${e.message ?? 'is not valid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`;
  });

type RoutedOperation = ReturnType<OpenAPIRouter['getOperations']>[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * openapi-backend's router, made fast enough to run on every request of the server (it is asked
 * whether a path is documented before any route runs): the operations are listed once and each
 * path template is compiled once, the most literal first, instead of on every match.
 * Parsing parameters and validating stay the library's.
 */
class DocumentRouter extends OpenAPIRouter {
  #operations: RoutedOperation[] | undefined;
  #patterns: Array<{ readonly operation: RoutedOperation; readonly pattern: RegExp }> | undefined;

  override getOperations(): RoutedOperation[] {
    this.#operations ??= super.getOperations();
    return this.#operations;
  }

  /** The operations whose path template matches a raw path, the most literal template first. */
  candidates(rawPath: string): RoutedOperation[] {
    this.#patterns ??= [...this.getOperations()]
      .sort((a, b) => literalLength(b.path) - literalLength(a.path))
      .map((operation) => ({ operation, pattern: new RegExp(`^${operation.path.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}/?$`) }));
    return this.#patterns.filter(({ pattern }) => pattern.test(rawPath)).map(({ operation }) => operation);
  }

  /** The operation of a method and a raw path (without the query), like the library's matchOperation. */
  route(method: string, rawPath: string): RoutedOperation | undefined {
    const wanted = method.toLowerCase();
    return this.candidates(rawPath).find((operation) => operation.method === wanted);
  }
}

const literalLength = (path: string) => path.replace(/\{[^}]+\}|\//g, '').length;

export function createContractChecker(document: OpenApiDocument): ContractChecker {
  const definition = dereference(document);
  const router = new DocumentRouter({ definition, ignoreTrailingSlashes: true });
  // Schemas are OpenAPI 3.1's: JSON Schema 2020-12, in strict mode, with date-time checked.
  const validator = new OpenAPIValidator({
    definition,
    router,
    lazyCompileValidators: true,
    customizeAjv: (_default, options) => {
      const ajv = new Ajv2020({ ...options, strict: true, strictRequired: false, allowUnionTypes: true, allErrors: false, validateFormats: true });
      addFormats(ajv, ['date-time']);
      return ajv as unknown as ReturnType<NonNullable<ConstructorParameters<typeof OpenAPIValidator>[0]['customizeAjv']>>;
    },
  });
  const errorAnswer = new Ajv2020({ strict: true }).compile((document.components.schemas as Record<string, JsonSchema>).Error!);

  // Listed as routing tries them: the most literal path first.
  const operations: ContractOperation[] = [...router.getOperations()].sort((a, b) => literalLength(b.path) - literalLength(a.path)).map((op) => ({
    operationId: op.operationId!,
    method: op.method as HttpMethod,
    path: op.path,
    tags: op.tags ?? [],
    statuses: Object.keys(op.responses ?? {}),
    bodiless: Object.entries(op.responses ?? {})
      .filter(([, response]) => (response as { content?: unknown }).content === undefined)
      .map(([status]) => status),
    hasBody: Boolean((op.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['application/json']),
  }));
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const routed = (method: string, rawPath: string) => router.route(method.toLowerCase() === 'head' ? 'get' : method, rawPath);

  return {
    operations,

    findOperation(method, rawPath) {
      const op = routed(method, rawPath);
      if (!op?.operationId) return null;
      const operation = byId.get(op.operationId)!;
      try {
        return { operation, params: router.parseRequest({ method, path: rawPath, headers: {} }, op).params as Record<string, string> };
      } catch {
        return { operation, params: null };
      }
    },

    methodsOf(rawPath) {
      const methods = new Set(router.candidates(rawPath).map((op) => op.method));
      return HTTP_METHODS.filter((m) => methods.has(m));
    },

    checkRequest(match, request) {
      if (match.params === null) return ['a path segment is not valid percent-encoding'];
      let body = request.body;
      if (request.bearer && typeof body === 'object' && body !== null && !Array.isArray(body) && !('token' in body)) body = { ...body, token: 'bearer' };
      const path = match.operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(match.params?.[name] ?? ''));
      const result = validator.validateRequest({ method: match.operation.method, path, headers: { 'content-type': 'application/json' }, body }, match.operation.operationId);
      if (result.valid) return [];
      return (result.errors ?? []).some((e) => e.keyword === 'required' && e.params && (e.params as { missingProperty?: string }).missingProperty === 'requestBody')
        ? ['the JSON body is missing']
        : describe(result.errors);
    },

    checkResponse(match, answer, options = {}) {
      const problems: string[] = [];
      if (match?.operation.bodiless.includes(String(answer.status))) {
        return answer.body === undefined ? [] : [`status ${answer.status} carries no body in the document, but this one has one`];
      }
      if (answer.contentType === null || !JSON_TYPE.test(answer.contentType)) problems.push(`the content type is ${answer.contentType ?? 'missing'}, not JSON`);
      if (!match) {
        const fits = options.wrongMethod ? 405 : 404;
        if (answer.status !== fits) problems.push(`status ${answer.status} for a ${options.wrongMethod ? 'method' : 'path'} the document does not have (only ${fits} fits)`);
        if (!errorAnswer(answer.body)) problems.push(...describe(errorAnswer.errors));
        return problems;
      }
      const key = String(answer.status);
      if (!match.operation.statuses.includes(key)) {
        problems.push(`status ${key} is not documented for ${match.operation.operationId} (documented: ${match.operation.statuses.join(', ')})`);
        return problems;
      }
      const result = validator.validateResponse(answer.body, match.operation.operationId, answer.status);
      if (!result.valid) problems.push(...describe(result.errors));
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
