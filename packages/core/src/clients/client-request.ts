// How the clients use cases shape what they send: the client's fields trimmed, the phone and the
// document id as their digits, and visit dates as local times of the business.
import type { Temporal } from 'temporal-polyfill';
import { digitsOf, phoneDigits } from '../validation/field.rules';
import type { ClientInput } from './client.entity';

export const localTimes = (dates: readonly Temporal.ZonedDateTime[], timeZone: string) => dates.map((d) => d.withTimeZone(timeZone).toPlainDateTime());

export const trimClient = (input: ClientInput): ClientInput => ({
  ...input,
  name: input.name.trim(),
  phone: phoneDigits(input.phone),
  email: input.email.trim(),
  docId: digitsOf(input.docId.trim()),
});
