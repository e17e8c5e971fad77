// The public API of @fieldteam/adapters-http.
export { HttpClient, DEFAULT_TIMEOUT_MS, type HttpClientOptions } from './http-client';
export { HttpAccountApi } from './account/http-account.api';
