/// <reference types="node" />
// Generates answers/<group>.generated.js (and its .d.ts), one module per API group (the
// operation's OpenAPI tag: account, role-setup, profile, services, staff, teams, clients, visits,
// billing): one validator per 200 JSON answer of the document, compiled ahead of time with Ajv's
// standalone code (date-time from ajv-formats), so that the web bundle checks
// answers without carrying a schema compiler. One module per group because a bundler cannot split
// a module across chunks: each adapter imports its group's (`@fieldteam/api-contract/answers/
// clients`), so a page carries only the validators of the calls it makes.
// Run: npm run contract:validators -w @fieldteam/api-contract. The test beside it fails when the
// committed files are not what the document generates.
//
// The validators are for tolerant readers: `additionalProperties: false` is dropped, so that a
// field a real API adds does not break the app; required fields, types, enums, patterns and
// formats stay. Ajv's draft-07 compiler, not its 2020 one: the document's schemas use no keyword
// whose meaning differs (strict mode would refuse an unknown one), and the 2020 compiler's code
// tracks evaluated properties for unevaluated*, which nothing here uses, and only makes the
// validators the pages load larger. Every operation gets `<operationId>Answer`;
// operations of a group that answer the same schema (the `{ message }` acknowledgements) share one
// function.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvModule from 'ajv';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import addFormatsModule from 'ajv-formats';
import { HTTP_METHODS, readOpenApiDocument, type JsonSchema, type OpenApiDocument } from './checker/openapi-document';

// All three are CommonJS with a default export that ESM sees as the module object.
const Ajv = ((AjvModule as unknown as { default?: typeof AjvModule }).default ?? AjvModule) as typeof AjvModule;
const standaloneCode = ((standaloneModule as unknown as { default?: typeof standaloneModule }).default ?? standaloneModule) as typeof standaloneModule;
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/** The folder of the generated modules: `<group>.generated.js` and `<group>.generated.d.ts`. */
export const VALIDATORS_DIR = fileURLToPath(new URL('./answers/', import.meta.url));

const BASE = 'https://fieldteam.dev/openapi';
const SCHEMA_REF = '#/components/schemas/';
const RESPONSE_REF = '#/components/responses/';
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Keywords that only annotate: left out so that the schema copies Ajv embeds stay small. */
const ANNOTATIONS = new Set(['description', 'examples', 'title', 'deprecated']);
/** Keywords whose value maps names to schemas (the names are not keywords). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is data, copied as it is. */
const DATA = new Set(['enum', 'const', 'default', 'required']);

/**
 * The schema as a tolerant reader checks it: references pointed at the registered components
 * (`BASE#/$defs/X`), `additionalProperties: false` and annotations left out.
 */
function tolerant(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tolerant);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if ((key === 'additionalProperties' && value === false) || ANNOTATIONS.has(key)) continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) out[key] = `${BASE}#/$defs/${value.slice(SCHEMA_REF.length)}`;
    else if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, tolerant(sub)]));
    else out[key] = DATA.has(key) ? value : tolerant(value);
  }
  return out;
}

export interface AnsweredOperation {
  readonly operationId: string;
  /** The API group: the operation's one OpenAPI tag, which names its generated module. */
  readonly group: string;
  /** The export of the generated module, `<operationId>Answer`. */
  readonly exportName: string;
  /** The Ajv key of the schema; operations with the same schema share it. */
  readonly schemaKey: string;
  readonly schema: JsonSchema;
}

/** The operation's group: its one tag, which the document must declare. */
function groupOf(document: OpenApiDocument, operation: { readonly operationId: string; readonly tags?: readonly string[] }): string {
  const [group, ...more] = operation.tags ?? [];
  if (!group || more.length > 0) throw new Error(`${operation.operationId}: an operation needs exactly one tag, its API group (it has ${operation.tags?.length ?? 0}).`);
  if (!document.tags?.some((tag) => tag.name === group)) throw new Error(`${operation.operationId}: the tag ${group} is not declared in the document's tags.`);
  if (!/^[a-z][a-z-]*$/.test(group)) throw new Error(`${operation.operationId}: the tag ${group} cannot name a module (lower case and dashes only).`);
  return group;
}

/** Every operation of the document with a 200 JSON answer, in the document's order. */
export function answeredOperations(document: OpenApiDocument): AnsweredOperation[] {
  const found: AnsweredOperation[] = [];
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      let response = operation?.responses['200'];
      if (!operation || !response) continue;
      const group = groupOf(document, operation);
      if (response.$ref) response = document.components.responses?.[response.$ref.slice(RESPONSE_REF.length)];
      const content = Object.entries(response?.content ?? {}).find(([type]) => JSON_TYPE.test(type));
      if (!content) continue;
      const schema = tolerant(content[1].schema) as JsonSchema;
      // An answer that is only a reference to a component is compiled once, whoever answers it.
      const onlyRef = Object.keys(schema).length === 1 && typeof schema.$ref === 'string';
      found.push({ operationId: operation.operationId, group, exportName: `${operation.operationId}Answer`, schemaKey: onlyRef ? (schema.$ref as string) : `${BASE}/answers/${operation.operationId}`, schema });
    }
  }
  return found;
}

const HEADER = `// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
`;

/**
 * Standalone code still reaches Ajv's runtime helpers with require(); the module is ESM, so they
 * become imports. cjs() picks the CommonJS exports whichever way the importer presents them: Node
 * gives the whole module as the default, a bundler the module's own \`default\` export.
 */
function asEsModule(code: string): string {
  const modules: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_whole, specifier: string) => {
    if (!modules.includes(specifier)) modules.push(specifier);
    return `runtime${modules.indexOf(specifier)}`;
  });
  const allowed = /^(ajv\/dist\/runtime\/|ajv-formats\/dist\/formats$)/;
  const stray = modules.find((m) => !allowed.test(m));
  if (stray) throw new Error(`The standalone code needs ${stray}, which is not one of Ajv's small runtime helpers.`);
  return [
    ...modules.map((m, i) => `import * as runtimeModule${i} from "${m}.js";`),
    'const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);',
    ...modules.map((_m, i) => `const runtime${i} = /* @__PURE__ */ cjs(runtimeModule${i});`),
    body.replace(/^"use strict";\n?/, ''),
  ].join('\n');
}

/** The error objects' `schemaPath`, which nothing reads (AnswerError leaves it out). */
export function withoutSchemaPaths(code: string): string {
  return code.replace(/,schemaPath:"(?:[^"\\]|\\.)*"/g, '');
}

export interface GeneratedValidators {
  readonly code: string;
  readonly types: string;
}

/** One group's module: the validators of its operations' answers and their types. */
function generateGroup(document: OpenApiDocument, operations: readonly AnsweredOperation[]): GeneratedValidators {
  const ajv = new Ajv({
    strict: true,
    allowUnionTypes: true,
    allErrors: false,
    // The errors carry keyword and params; answers.ts words the message from them, and nothing
    // reads the schema path: neither is copied into every check of the bundle.
    messages: false,
    validateFormats: true,
    // Refs compiled as functions of their own: the components used in several answers are not copied into each.
    inlineRefs: false,
    code: { source: true, esm: true, lines: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  });
  addFormats(ajv, ['date-time']);
  ajv.addSchema({ $id: BASE, $defs: tolerant(document.components.schemas) } as JsonSchema);

  // One standalone export per distinct schema (Ajv would otherwise emit a shared function twice),
  // then every operation's name for it.
  const shared = new Map<string, string>();
  for (const op of operations) {
    if (shared.has(op.schemaKey)) continue;
    if (!op.schemaKey.startsWith(`${BASE}#`)) ajv.addSchema(op.schema, op.schemaKey);
    shared.set(op.schemaKey, `answer${shared.size}`);
  }
  const standalone = standaloneCode(ajv, Object.fromEntries([...shared].map(([key, name]) => [name, key])));
  const code = [
    HEADER.trimEnd(),
    '/* eslint-disable */',
    asEsModule(withoutSchemaPaths(standalone.replace(/^export const (answer\d+) = /gm, 'const $1 = '))).trimEnd(),
    '',
    'export {',
    ...operations.map((op) => `  ${shared.get(op.schemaKey)} as ${op.exportName},`),
    '};',
    '',
  ].join('\n');

  const types = [
    HEADER.trimEnd(),
    "import type { AnswerValidator } from '../answers';",
    "import type { OperationAnswer } from '../wire-types';",
    '',
    ...operations.map((op) => `export declare const ${op.exportName}: AnswerValidator<OperationAnswer<'${op.operationId}'>>;`),
    '',
  ].join('\n');
  return { code, types };
}

/** Every group's module, by group, in the document's order. */
export function generateAnswerValidators(document: OpenApiDocument = readOpenApiDocument()): ReadonlyMap<string, GeneratedValidators> {
  const byGroup = new Map<string, AnsweredOperation[]>();
  for (const op of answeredOperations(document)) byGroup.set(op.group, [...(byGroup.get(op.group) ?? []), op]);
  return new Map([...byGroup].map(([group, operations]) => [group, generateGroup(document, operations)]));
}

/** The generated files' names in VALIDATORS_DIR, by group. */
export const validatorFiles = (group: string): { readonly code: string; readonly types: string } => ({ code: `${group}.generated.js`, types: `${group}.generated.d.ts` });

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const generated = generateAnswerValidators();
  mkdirSync(VALIDATORS_DIR, { recursive: true });
  // A group the document no longer has leaves no stale module behind.
  for (const file of readdirSync(VALIDATORS_DIR)) if (file.endsWith('.generated.js') || file.endsWith('.generated.d.ts')) rmSync(join(VALIDATORS_DIR, file));
  for (const [group, { code, types }] of generated) {
    writeFileSync(join(VALIDATORS_DIR, validatorFiles(group).code), code);
    writeFileSync(join(VALIDATORS_DIR, validatorFiles(group).types), types);
  }
  console.log(`wrote ${generated.size} groups' validators in ${VALIDATORS_DIR}: ${[...generated.keys()].join(', ')}`);
}
