// Guards for wire answers: an answer is first checked against the contract with its compiled
// validator (@fieldteam/api-contract), so the readers map typed answers; an answer off the
// contract, or one the domain cannot use, is API_BAD_ANSWER instead of reaching the domain.
import { checkAnswer, type AnswerValidator } from '@fieldteam/api-contract';
import { err, ok, type Ack, type ApiFailure, type Result } from '@fieldteam/core';

export const badAnswer = (detail: string): Result<never, ApiFailure> => err({ code: 'API_BAD_ANSWER', detail });

/** The answer as the contract types it; `call` names it in the failure's detail. */
export function checkedAnswer<Answer>(validate: AnswerValidator<Answer>, body: unknown, call: string): Result<Answer, ApiFailure> {
  const checked = checkAnswer(validate, body);
  return checked.ok ? ok(checked.value) : badAnswer(`${call}: ${checked.problem}`);
}

/** An acknowledgement `{ message }`, checked against the call's answer; no `message` reads as an empty one (the app then says it in its own words). */
export function readAck(validate: AnswerValidator<{ readonly message?: string }>, body: unknown, call: string): Result<Ack, ApiFailure> {
  const answer = checkedAnswer(validate, body, call);
  return answer.ok ? ok({ message: answer.value.message ?? '' }) : answer;
}

/** A text the app treats as missing when blank (an empty phone, address or id is none). */
export const present = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);

/** A record's id: trimmed, null when blank. */
export const idOf = (value: string): string | null => value.trim() || null;

/** Reads every item with `read`; the first failure fails the whole list. */
export function readAll<Wire, T>(items: readonly Wire[], read: (item: Wire) => Result<T, ApiFailure>): Result<T[], ApiFailure> {
  const values: T[] = [];
  for (const item of items) {
    const result = read(item);
    if (!result.ok) return result;
    values.push(result.value);
  }
  return ok(values);
}
