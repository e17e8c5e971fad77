// A client's e-mail and phone as links when they pass the field rules, as plain text otherwise.
import { mailtoHref, telHref } from './contact-links';
import { EmailText } from '../ui/EmailText';

export function EmailLink({ address }: { readonly address: string }) {
  const href = mailtoHref(address);
  const text = <EmailText email={address} />;
  return href ? <a href={href}>{text}</a> : <span>{text}</span>;
}

export function PhoneLink({ phone }: { readonly phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href}>{phone}</a> : <span>{phone}</span>;
}
