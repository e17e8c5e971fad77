// A refusal with its HTTP status; the error handler answers it as `{ error }`.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra answer headers (Retry-After, Allow). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Your session is invalid or has expired. Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource.') => new HttpError(403, message);
/** 429 with Retry-After in whole seconds. */
export const tooManyRequests = (message: string, retryAfterMs = 60_000) => new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
export const methodNotAllowed = (method: string, allowed: readonly string[]) =>
  new HttpError(405, `${method} is not allowed here. Use ${allowed.join(' or ')}.`, { Allow: allowed.join(', ') });
