import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { signIn, type SignedIn } from '../testing/api-client';
import { createTestContext } from '../testing/test-context';
import { DEMO_OWNER } from '../seed/demo-accounts';
import type { Request, Response } from 'express';
import { refuseReservedNames } from './reserved-names';

let ctx: AppContext;
let app: ReturnType<typeof createApp>;
let owner: SignedIn;

beforeEach(async () => {
  ctx = await createTestContext();
  app = createApp(ctx);
  owner = await signIn(app, DEMO_OWNER.email);
});

const NAMES = ['__proto__', 'constructor', 'prototype'] as const;

/** The reserved name the guard refuses a request for (on a path the server knows), if any. */
function refusedName(req: { path?: string; query?: unknown; body?: unknown }): string | undefined {
  let refusal: unknown;
  refuseReservedNames(() => true)({ path: '/', query: {}, body: undefined, ...req } as Request, {} as Response, (error?: unknown) => (refusal = error));
  return refusal instanceof Error ? /^"(.*)" cannot be used/.exec(refusal.message)?.[1] : undefined;
}
const reservedSegment = (path: string) => refusedName({ path });
const reservedKey = (body: unknown) => refusedName({ body });

describe('reserved names', () => {
  it('finds them as segments, encoded or not, and as the language of category-{language}', () => {
    expect(reservedSegment('/a/__proto__/b')).toBe('__proto__');
    expect(reservedSegment('/a/%5F%5Fproto%5F%5F')).toBe('__proto__');
    expect(reservedSegment('/category-constructor/a/b')).toBe('constructor');
    expect(reservedSegment('/company/item/budget/edit/a/b/c/prototype/10')).toBe('prototype');
    expect(reservedSegment('/category-en/a/b')).toBeUndefined();
    expect(reservedSegment('/company/item/budget/edit/a/b/c/Deconstructor%20tour/10')).toBeUndefined();
  });

  it('finds them as keys at any depth, arrays included', () => {
    expect(reservedKey(JSON.parse('{"a":[{"b":{"__proto__":{}}}]}'))).toBe('__proto__');
    let deep: unknown = { constructor: 1 };
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(reservedKey(deep)).toBe('constructor');
    expect(reservedKey({ name: 'constructor' })).toBeUndefined();
  });

  it.each(NAMES)('answers 400 { error } for %s as a GET segment, the category language included (it was a 500)', async (name) => {
    for (const path of [`/category-${name}/${owner.auth}`, `/company/clients/${owner.auth}/${name}`, `/company/item/budget/edit/${owner.auth}/x/${name}/10`]) {
      const res = await request(app).get(path).expect(400);
      expect(res.body).toEqual({ error: `"${name}" cannot be used as a field name or a path segment.` });
    }
  });

  it.each(NAMES)('answers 400 { error } for %s as a body key at any depth or a query key, and writes nothing', async (name) => {
    const before = JSON.stringify(ctx.store.data);
    const nested = `{"email":"${owner.email}","token":"${owner.token}","teamName":"Equipe","selectedEmployer":{"id":"x","${name}":{"polluted":true}}}`;
    const res = await request(app).post('/company/team/create').set('Content-Type', 'application/json').send(nested).expect(400);
    expect(res.body).toEqual({ error: `"${name}" cannot be used as a field name or a path segment.` });
    await request(app).get(`/check_auth/${owner.auth}?${name}=1`).expect(400);
    expect(JSON.stringify(ctx.store.data)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves an unknown path its 404', async () => {
    await request(app).get('/__proto__/x').expect(404);
  });
});
