// Small readers for wire answers: they check the shape the mapping needs and report what is
// wrong as API_BAD_ANSWER instead of letting a malformed answer reach the domain.
import { err, ok, type ApiFailure, type Result } from '@fieldteam/core';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const badAnswer = (detail: string): Result<never, ApiFailure> => err({ code: 'API_BAD_ANSWER', detail });

export function objectAnswer(value: unknown, call: string): Result<Json, ApiFailure> {
  return isObject(value) ? ok(value) : badAnswer(`${call}: expected an object`);
}

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

export const optionalText = (value: unknown): string | null => {
  const t = text(value);
  return t === null || t.trim() === '' ? null : t;
};

export const optionalNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** The `message` of an acknowledgement, or a neutral default when the server sent none. */
export const messageOf = (body: unknown): string => (isObject(body) && typeof body.message === 'string' ? body.message : '');
