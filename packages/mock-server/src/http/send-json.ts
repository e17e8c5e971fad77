// Sends a JSON answer that is built once and sent many times (a business's client list): its
// text is made once per answer object. Where the contract check is on (tests), the answer goes
// through `res.json` so that it is checked like every other.
import type { Response } from 'express';

const texts = new WeakMap<object, string>();

export function sendJson(res: Response, answer: object): void {
  if (res.locals.contract) {
    res.json(answer);
    return;
  }
  let text = texts.get(answer);
  if (text === undefined) {
    text = JSON.stringify(answer);
    texts.set(answer, text);
  }
  res.type('json').send(text);
}
