// Checking the API's answers against the contract, in the browser: one validator per operation's
// 200 JSON answer (`loginAnswer`, `listClientsAnswer`, ...), compiled ahead of time from the
// document by generate-answer-validators.ts, so the bundle carries no schema compiler, only two
// small runtime helpers of Ajv (string length, date-time). The validators are tolerant: fields
// the document does not name are let through; required fields, types, enums and formats are not.
// They live in one module per API group, imported as `@fieldteam/api-contract/answers/<group>`
// (account, role-setup, profile, services, staff, teams, clients, visits, billing), so that a
// page's chunk carries only its own group's; this module has what they share.

/** One problem a validator found (Ajv's error object, the fields used here). */
export interface AnswerError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** A compiled check of one answer; after a refusal, `errors` holds the first problem. */
export interface AnswerValidator<Answer> {
  (body: unknown): body is Answer;
  errors?: readonly AnswerError[] | null;
}

export type AnswerCheck<Answer> = { readonly ok: true; readonly value: Answer } | { readonly ok: false; readonly problem: string };

/**
 * What a failed keyword means, in Ajv's own words: the validators are generated without messages
 * (each would be copied into every check of the bundle), so they are worded here from the keyword
 * and its params.
 */
function messageOf({ keyword, params }: AnswerError): string {
  switch (keyword) {
    case 'type':
      return `must be ${Array.isArray(params.type) ? params.type.join(',') : String(params.type)}`;
    case 'required':
      return `must have required property '${String(params.missingProperty)}'`;
    case 'enum':
      return 'must be equal to one of the allowed values';
    case 'pattern':
    case 'format':
      return `must match ${keyword} "${String(params[keyword])}"`;
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return `must NOT have ${keyword.startsWith('min') ? 'fewer' : 'more'} than ${String(params.limit)} ${keyword.endsWith('Items') ? 'items' : 'characters'}`;
    case 'minimum':
    case 'maximum':
      return `must be ${String(params.comparison)} ${String(params.limit)}`;
    case 'oneOf':
      return 'must match exactly one schema in oneOf';
    default:
      return `fails ${keyword}`;
  }
}

/** What a validator's first error says, e.g. "/user/role must be equal to one of the allowed values (default, freelancer)". */
export function describeAnswerError(error: AnswerError | undefined): string {
  if (!error) return 'the answer does not fit the contract';
  const allowed = Array.isArray(error.params.allowedValues) ? ` (${error.params.allowedValues.map(String).join(', ')})` : '';
  return `${error.instancePath || 'the answer'} ${error.message ?? messageOf(error)}${allowed}`;
}

/** The answer typed as the contract describes it, or what is wrong with it. */
export function checkAnswer<Answer>(validate: AnswerValidator<Answer>, body: unknown): AnswerCheck<Answer> {
  return validate(body) ? { ok: true, value: body } : { ok: false, problem: describeAnswerError(validate.errors?.[0]) };
}
