// The development outbox: every e-mail the server would send is kept in the data (the newest
// 500) and printed on the console (DECISIONS 16). Called inside a store transaction.
import { randomUUID } from 'node:crypto';
import type { MailRecord } from '../store/schema';
import type { Store } from '../store/store';

const KEEP = 500;

export function sendMail(store: Store, mail: Omit<MailRecord, 'sentAt' | 'id'>, now: Date, log: (line: string) => void): void {
  store.outbox.insert({ id: randomUUID(), ...mail, sentAt: now.toISOString() });
  for (const oldest of store.outbox.all()) {
    if (store.outbox.size <= KEEP) break;
    store.outbox.remove(oldest.id);
  }
  log(`[outbox] to ${mail.to}: ${mail.subject}${mail.code ? ` (code ${mail.code})` : ''}`);
}
