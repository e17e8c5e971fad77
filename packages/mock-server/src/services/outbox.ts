// The development outbox: every e-mail the server would send is kept in the data file and
// printed on the console (DECISIONS 16).
import type { Data, MailRecord } from '../store/schema';

const KEEP = 500;

export function sendMail(data: Data, mail: Omit<MailRecord, 'sentAt'>, now: Date, log: (line: string) => void): void {
  data.outbox.push({ ...mail, sentAt: now.toISOString() });
  if (data.outbox.length > KEEP) data.outbox.splice(0, data.outbox.length - KEEP);
  log(`[outbox] to ${mail.to}: ${mail.subject}${mail.code ? ` (code ${mail.code})` : ''}`);
}
