// Refuses, with 400 `{ error }`, a request that uses `__proto__`, `constructor` or `prototype` as
// a path segment, a query key or a body key at any depth. Those names reach an object's
// prototype when looked up on a plain object; the server looks request keys up in Maps or with
// Object.hasOwn, and this guard keeps the names out altogether.
import type { RequestHandler } from 'express';
import { badRequest } from './http-error';

export const RESERVED_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The first reserved name a path uses as a segment (or as the `{language}` of `category-{language}`). */
export function reservedSegment(path: string): string | undefined {
  for (const raw of path.split('/')) {
    const segment = decoded(raw).trim();
    if (RESERVED_NAMES.has(segment)) return segment;
    const suffix = /^category-(.*)$/.exec(segment)?.[1];
    if (suffix !== undefined && RESERVED_NAMES.has(suffix)) return suffix;
  }
  return undefined;
}

/** The first reserved name used as a key anywhere in a parsed JSON value (walked without recursion: any depth). */
export function reservedKey(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) pending.push(item);
      continue;
    }
    for (const key of Object.keys(node)) {
      // A query key may name a nested field (`a[b][c]`, `a.b`): every name in it counts.
      const reserved = key.split(/[[\].]+/).find((name) => RESERVED_NAMES.has(name));
      if (reserved !== undefined) return reserved;
      pending.push((node as Record<string, unknown>)[key]);
    }
  }
  return undefined;
}

/**
 * The guard. `isKnownPath` says whether the server has a route for the path (with any method): an
 * unknown path keeps its 404, whatever its segments.
 */
export function refuseReservedNames(isKnownPath: (path: string) => boolean): RequestHandler {
  return (req, _res, next) => {
    const name = reservedSegment(req.path) ?? reservedKey(req.query) ?? reservedKey(req.body);
    if (name !== undefined && isKnownPath(req.path)) {
      next(badRequest(`"${name}" cannot be used as a field name or a path segment.`));
      return;
    }
    next();
  };
}
