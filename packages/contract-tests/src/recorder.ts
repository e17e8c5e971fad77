// Records every exchange the adapters make (a fetch wrapper handed to HttpClient) and checks each
// one against the OpenAPI document: the request fits its operation, and the answer has a
// documented status, a JSON content type and a body valid against the status's schema (or no
// body, for a status documented without one: a 304).
import { documentChecker, type ContractChecker } from '@fieldteam/api-contract/checker';

export interface Exchange {
  readonly method: string;
  /** The path after the base URL, still percent-encoded, without the query. */
  readonly path: string;
  readonly requestBody: unknown;
  readonly bearer: boolean;
  readonly status: number;
  readonly contentType: string | null;
  readonly responseText: string;
}

export interface ExchangeReport {
  readonly exchange: Exchange;
  readonly operationId: string | null;
  readonly problems: readonly string[];
}

export class ContractRecorder {
  readonly exchanges: Exchange[] = [];
  /** operationId -> statuses seen. */
  readonly seen = new Map<string, Set<number>>();
  private checked = 0;
  private readonly basePath: string;

  constructor(
    baseUrl: string,
    private readonly checker: ContractChecker = documentChecker(),
  ) {
    this.basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  }

  /** The fetch to give HttpClient. */
  readonly fetch: typeof fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    const text = await response.clone().text();
    this.exchanges.push({
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.slice(this.basePath.length),
      requestBody: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      bearer: headers.get('authorization')?.startsWith('Bearer ') ?? false,
      status: response.status,
      contentType: response.headers.get('content-type'),
      responseText: text,
    });
    return response;
  };

  /** Checks the exchanges made since the last call. */
  checkNew(): ExchangeReport[] {
    const fresh = this.exchanges.slice(this.checked);
    this.checked = this.exchanges.length;
    return fresh.map((exchange) => this.check(exchange));
  }

  check(exchange: Exchange): ExchangeReport {
    const problems: string[] = [];
    const match = this.checker.findOperation(exchange.method, exchange.path);
    if (!match) problems.push(`the adapter called ${exchange.method} ${exchange.path.split('/').slice(0, 3).join('/')}..., which the document does not have`);
    else {
      problems.push(...this.checker.checkRequest(match, { body: exchange.requestBody, bearer: exchange.bearer }).map((p) => `request: ${p}`));
      const seen = this.seen.get(match.operation.operationId) ?? new Set<number>();
      seen.add(exchange.status);
      this.seen.set(match.operation.operationId, seen);
    }
    let body: unknown;
    const bodiless = match?.operation.bodiless.includes(String(exchange.status)) === true && exchange.responseText === '';
    try {
      if (!bodiless) body = JSON.parse(exchange.responseText);
    } catch {
      problems.push('answer: the body is not JSON');
    }
    problems.push(...this.checker.checkResponse(match, { status: exchange.status, contentType: exchange.contentType, body }).map((p) => `answer: ${p}`));
    return { exchange, operationId: match?.operation.operationId ?? null, problems };
  }

  /** Operations of the document never answered with a 2xx. */
  unexercised(): string[] {
    return this.checker.operations.map((o) => o.operationId).filter((id) => ![...(this.seen.get(id) ?? [])].some((status) => status >= 200 && status < 300));
  }
}
