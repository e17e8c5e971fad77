// The development outbox: every e-mail the server would send is kept in the data (the newest
// 500) and written to the log (spec decision 16). Its log line carries the one-time code and the
// address in development and tests only; elsewhere the address is masked and the code left out,
// since whoever reads a production log must not be able to take over an account.
import { randomUUID } from 'node:crypto';
import { maskEmail, type LogLine } from '../security/log-lines';
import type { MailRecord } from '../store/schema';
import type { Store } from '../store/store';

const KEEP = 500;

export type Mail = Omit<MailRecord, 'sentAt' | 'id'>;

/** The log line of a sent mail; `withSecrets` only in development and tests. */
export function outboxLine(mail: Mail, withSecrets: boolean): string {
  if (!withSecrets) return `[outbox] to ${maskEmail(mail.to)}: ${mail.subject}`;
  return `[outbox] to ${mail.to}: ${mail.subject}${mail.code ? ` (code ${mail.code})` : ''}`;
}

export class Outbox {
  constructor(
    private readonly log: LogLine,
    /** Development and tests: the log shows the address and the code. */
    private readonly withSecrets: boolean,
  ) {}

  /** Keeps the mail and logs it. Called inside a store transaction. */
  send(store: Store, mail: Mail, now: Date): void {
    store.outbox.insert({ id: randomUUID(), ...mail, sentAt: now.toISOString() });
    for (const oldest of store.outbox.all()) {
      if (store.outbox.size <= KEEP) break;
      store.outbox.remove(oldest.id);
    }
    this.log(outboxLine(mail, this.withSecrets));
  }
}
