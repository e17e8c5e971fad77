// How the clients use cases shape what they send: the client's fields trimmed, visit dates as
// local times of the business, and today's date in its time zone for the birthday rule.
import type { Temporal } from 'temporal-polyfill';
import type { Clock } from '../shared/clock.port';
import { digitsOf } from '../validation/field.rules';
import type { ClientInput } from './client.entity';

export function businessToday(clock: Pick<Clock, 'now' | 'timeZone'>): Temporal.PlainDate {
  return clock.now().toZonedDateTimeISO(clock.timeZone()).toPlainDate();
}

export const localTimes = (dates: readonly Temporal.ZonedDateTime[], timeZone: string) => dates.map((d) => d.withTimeZone(timeZone).toPlainDateTime());

export const trimClient = (input: ClientInput): ClientInput => ({
  ...input,
  name: input.name.trim(),
  phone: input.phone.trim(),
  email: input.email.trim(),
  docId: digitsOf(input.docId.trim()),
});
