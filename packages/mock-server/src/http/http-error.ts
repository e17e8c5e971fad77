// A refusal with its HTTP status; the error handler answers it as `{ error }`.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Your session is invalid or has expired. Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource.') => new HttpError(403, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
