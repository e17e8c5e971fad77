// The targets of mailto: and tel: links, made only from values that pass the app's own field
// rules, and encoded: a stored e-mail such as "a@b.co?bcc=x@y.z" (kept from before the rule)
// never becomes a link with recipients or parameters of its own.
import { checkGeneralEmail, checkPhone } from '@fieldteam/core';

/** The parts of a new message a mailto: link may fill in. */
export interface MailDraft {
  readonly subject?: string;
  readonly body?: string;
}

/**
 * `mailto:` for one address, or null when the address fails the e-mail rule. The subject is kept
 * on one line; the body's line breaks are CRLF, as RFC 6068 asks.
 */
export function mailtoHref(address: string, draft: MailDraft = {}): string | null {
  const to = address.trim();
  if (checkGeneralEmail(to) !== null) return null;
  const at = to.indexOf('@');
  const fields = [
    ['subject', draft.subject?.replace(/[\r\n]+/g, ' ')],
    ['body', draft.body?.replace(/\r?\n/g, '\r\n')],
  ] as const;
  const query = fields.filter(([, value]) => value).map(([name, value]) => `${name}=${encodeURIComponent(value!)}`);
  return `mailto:${encodeURIComponent(to.slice(0, at))}@${encodeURIComponent(to.slice(at + 1))}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** `tel:` for a phone that passes the phone rule (digits only), or null. */
export function telHref(phone: string): string | null {
  const number = phone.trim();
  return checkPhone(number) === null ? `tel:${encodeURIComponent(number)}` : null;
}
