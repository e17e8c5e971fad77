// The mock server enforces the API contract (packages/api-contract/src/openapi.yaml) on
// every route:
// - answers: every JSON answer must have a status the operation documents and a body that fits
//   that status's schema (a path the document does not have may only answer 404 `{ error }`);
// - requests: a request that does not fit the operation's parameters or body must be refused
//   (4xx). The route itself refuses it, with the specification's message for the broken field
//   rule (a generic validator message never replaces it); if the route would accept it, that is
//   the server breaking the contract.
// A breach is an off-contract answer. In strict mode (tests: NODE_ENV=test) it is replaced by a
// 500 `{ error }` naming the breach, so the test that caused it fails loudly; otherwise the
// original answer is sent and the breach is logged.
import type { Request, RequestHandler } from 'express';
import type { ContractChecker, OperationMatch } from '@fieldteam/api-contract/checker';
import { bearerToken } from '../services/auth';
import { redactPath } from './request-log';

export type ContractCheck = 'strict' | 'log' | 'sample' | 'off';

/** How answers are checked: the app's `contractCheck`, else its `strictContract`, else strict in tests, else CONTRACT_CHECK, else off. */
export function contractCheckOf(options: { readonly contractCheck?: ContractCheck; readonly strictContract?: boolean }, env: NodeJS.ProcessEnv = process.env): ContractCheck {
  if (options.contractCheck) return options.contractCheck;
  if (options.strictContract !== undefined) return options.strictContract ? 'strict' : 'log';
  if (env.NODE_ENV === 'test') return 'strict';
  const chosen = env.CONTRACT_CHECK?.trim().toLowerCase();
  return chosen === 'strict' || chosen === 'log' || chosen === 'sample' ? chosen : 'off';
}

interface ContractValidationOptions {
  readonly checker: ContractChecker;
  readonly strict: boolean;
  /** Check one answer in this many (1: every answer). */
  readonly sampleEvery?: number;
  readonly log: (line: string) => void;
  /** Paths outside the contract (development helpers, the document itself). */
  readonly isException: (path: string) => boolean;
}

interface ContractLocals {
  readonly match: OperationMatch | null;
  /** No operation for the method, but the path is documented with others (405). */
  readonly wrongMethod: boolean;
  requestProblems: string[];
  /** What is wrong with `body` as the answer at the current status (empty when it fits). */
  problemsOf(body: unknown): string[];
}

/**
 * Two middlewares sharing one checker: `answers` goes before the body parser (so that refusals of
 * unreadable bodies are checked too) and wraps `res.json`; `requests` goes after it.
 */
export function contractValidation(options: ContractValidationOptions): { answers: RequestHandler; requests: RequestHandler } {
  const { checker, strict, log } = options;

  let seen = 0;
  const answers: RequestHandler = (req, res, next) => {
    seen += 1;
    if (options.isException(req.path) || seen % (options.sampleEvery ?? 1) !== 0) {
      next();
      return;
    }
    const match = checker.findOperation(req.method, req.path);
    const locals: ContractLocals = {
      match,
      wrongMethod: match === null && checker.methodsOf(req.path).length > 0,
      requestProblems: [],
      problemsOf: (body) => {
        const problems = checker.checkResponse(locals.match, { status: res.statusCode, contentType: 'application/json', body }, { wrongMethod: locals.wrongMethod });
        if (locals.requestProblems.length > 0 && res.statusCode < 400) {
          problems.push(`it accepted a request the contract refuses (${locals.requestProblems.join('; ')})`);
        }
        return problems;
      },
    };
    res.locals.contract = locals;
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      const problems = locals.problemsOf(body);
      if (problems.length === 0) return send(body);
      const what = locals.match ? `${locals.match.operation.operationId} (${req.method} ${locals.match.operation.path})` : `${req.method} ${redactPath(req.path).split('/').slice(0, 3).join('/')}...`;
      const message = `Off-contract answer ${res.statusCode} to ${what}: ${problems.join('; ')}`;
      log(`[contract] ${message}`);
      if (!strict) return send(body);
      console.error(`[mock-server] ${message}`);
      res.status(500);
      return send({ error: message });
    };
    next();
  };

  const requests: RequestHandler = (req: Request, res, next) => {
    const locals = res.locals.contract as ContractLocals | undefined;
    if (locals?.match) locals.requestProblems = checker.checkRequest(locals.match, { body: req.body, bearer: bearerToken(req) !== undefined });
    next();
  };

  return { answers, requests };
}
