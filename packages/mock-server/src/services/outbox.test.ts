import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/store';
import { Outbox } from './outbox';

/** The line the outbox logs when it sends `mail`. */
function outboxLine(mail: Parameters<Outbox['send']>[1], withSecrets: boolean): string {
  const lines: string[] = [];
  const store = createMemoryStore();
  void store.transact(() => new Outbox((line) => lines.push(line), withSecrets).send(store, mail, new Date('2026-03-02T12:00:00Z')));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

const reset = { to: 'owner@fieldteam.dev', subject: 'Your Fieldteam password reset code', text: 'Your password reset code is 316881.', code: '316881' };

describe('the outbox log line', () => {
  it('in development and tests: the address and the code, for the tests and the developer', () => {
    expect(outboxLine(reset, true)).toBe('[outbox] to owner@fieldteam.dev: Your Fieldteam password reset code (code 316881)');
  });

  it('elsewhere: the address masked and no code', () => {
    expect(outboxLine(reset, false)).toBe('[outbox] to o***@fieldteam.dev: Your Fieldteam password reset code');
  });

  it('a mail without a code is the same line without one', () => {
    const welcome = { to: 'rita@example.com', subject: 'Welcome to Fieldteam, Rita', text: '...' };
    expect(outboxLine(welcome, true)).toBe('[outbox] to rita@example.com: Welcome to Fieldteam, Rita');
    expect(outboxLine(welcome, false)).toBe('[outbox] to r***@example.com: Welcome to Fieldteam, Rita');
  });
});
