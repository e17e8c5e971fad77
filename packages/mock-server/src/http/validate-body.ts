// Reads a JSON body into a class-validator DTO. The first broken rule's message becomes the
// 400 answer. Keys that could reach an object's prototype are never copied.
import { validate } from 'class-validator';
import { badRequest } from './http-error';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export async function readBody<T extends object>(Dto: new () => T, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
  const dto = new Dto();
  for (const key of Object.keys(body)) {
    if (UNSAFE_KEYS.has(key)) continue;
    Object.defineProperty(dto, key, { value: (body as Record<string, unknown>)[key], enumerable: true, writable: true, configurable: true });
  }
  const errors = await validate(dto, { stopAtFirstError: true, forbidUnknownValues: true });
  const first = errors[0];
  if (first) throw badRequest(Object.values(first.constraints ?? {})[0] ?? `The field "${first.property}" is not valid.`);
  return dto;
}
