// The document covers 100% of the specification's calls: every call in spec-calls.json (read
// from the two documents' call lists) is an operation of openapi.yaml, and every operation is one
// of those calls.
import { readFileSync } from 'node:fs';
import { HTTP_METHODS, readOpenApiDocument, SPEC_CALLS_URL } from './index';
import { describe, expect, it } from 'vitest';

interface SpecCall {
  readonly document: '000' | '001';
  readonly section: string;
  readonly method: string;
  readonly path: string;
}

const specCalls = (JSON.parse(readFileSync(SPEC_CALLS_URL, 'utf8')) as { calls: SpecCall[] }).calls;

/** "METHOD /path/{}/..." with the documents' shorthands resolved: a leading slash, {auth} as {email}/{token}, ":{x}" as a parameter, and parameter names dropped. */
const shapeOf = (method: string, path: string): string =>
  `${method.toUpperCase()} ${`/${path.replace(/^\//, '')}`.replace(/\{auth\}/g, '{email}/{token}').replace(/:\{/g, '{').replace(/\{[^}]+\}/g, '{}')}`;

const documented = Object.entries(readOpenApiDocument().paths).flatMap(([path, item]) => HTTP_METHODS.filter((m) => item[m]).map((m) => shapeOf(m, path)));

describe('the document covers every call of the specification', () => {
  it('lists the calls of both documents', () => {
    expect(specCalls.filter((c) => c.document === '000')).toHaveLength(34);
    expect(specCalls.filter((c) => c.document === '001')).toHaveLength(24);
    expect(new Set(specCalls.map((c) => shapeOf(c.method, c.path))).size).toBe(55);
  });

  it('documents 100% of them, and nothing else', () => {
    const wanted = new Set(specCalls.map((c) => shapeOf(c.method, c.path)));
    const missing = [...wanted].filter((call) => !documented.includes(call));
    const extra = documented.filter((call) => !wanted.has(call));
    expect(missing, 'calls of the specification missing from openapi.yaml').toEqual([]);
    expect(extra, 'operations of openapi.yaml that no specification call names').toEqual([]);
    expect(documented.filter((call) => wanted.has(call)).length / wanted.size).toBe(1);
  });

  it('keeps the documents\' odd spellings in the paths', () => {
    const paths = Object.keys(readOpenApiDocument().paths).join('\n');
    for (const spelling of ['/change-pasword', '/company/colaborators/', '/criar-assinatura', '/check_auth/', '/category-{language}/']) expect(paths).toContain(spelling);
    expect(JSON.stringify(readOpenApiDocument())).toContain('"bussinessid"');
    expect(JSON.stringify(readOpenApiDocument().components.schemas.AttachServicesBody)).toContain('clietEmail');
    expect(JSON.stringify(readOpenApiDocument().components.schemas.SetEmployerBody)).toContain('activitys');
  });
});
