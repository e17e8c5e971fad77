import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('mailtoHref', () => {
  it.each([
    ['ana@example.com', 'mailto:ana@example.com'],
    ['  Ana.Silva@Example.com ', 'mailto:Ana.Silva@Example.com'],
    ["o'brien+visitas@cliente.com.br", "mailto:o'brien%2Bvisitas@cliente.com.br"],
    ['a{b}|c^d`e$f@x-y.co', 'mailto:a%7Bb%7D%7Cc%5Ed%60e%24f@x-y.co'],
  ])('links %j as %s', (address, href) => expect(mailtoHref(address)).toBe(href));

  it.each([
    'a@b.co?bcc=evil%40x.io&subject=hi',
    'a@b.co?bcc=x@y.z',
    'a@b.co,evil@x.io',
    'a@b.co;evil@x.io',
    'a&b@c.de',
    'a%b@c.de',
    '<a@b.co>',
    'Ana <a@b.co>',
    'a b@c.de',
    'a@b.co\nbcc: x@y.z',
    'javascript:alert(1)//@x.co',
    `${'a'.repeat(45)}@b.com`,
    'ana@example',
    'ana@-example.com',
    '',
  ])('gives no link for %j', (address) => expect(mailtoHref(address)).toBeNull());

  it('encodes the subject and body, so that neither adds a recipient or a field; the subject stays on one line', () => {
    expect(mailtoHref('support@fieldteam.dev', { subject: 'Hi & bye?\nbcc=x@y.z', body: 'line 1\nline 2 #3 =4 %5 &cc=x@y.z' })).toBe(
      'mailto:support@fieldteam.dev?subject=Hi%20%26%20bye%3F%20bcc%3Dx%40y.z&body=line%201%0D%0Aline%202%20%233%20%3D4%20%255%20%26cc%3Dx%40y.z',
    );
  });

  it('leaves out an empty subject or body', () => {
    expect(mailtoHref('support@fieldteam.dev', { subject: '', body: 'x' })).toBe('mailto:support@fieldteam.dev?body=x');
    expect(mailtoHref('support@fieldteam.dev', { subject: '', body: '' })).toBe('mailto:support@fieldteam.dev');
  });
});

describe('telHref', () => {
  it.each([
    ['11999990000', 'tel:11999990000'],
    [' 119999 ', 'tel:119999'],
  ])('links %j as %s', (phone, href) => expect(telHref(phone)).toBe(href));

  it.each(['11999990000?call=1', '11999990000,22', '1199999;ext=1', 'javascript:alert(1)', '+55 11 99999-0000', '12345', ''])('gives no link for %j', (phone) =>
    expect(telHref(phone)).toBeNull(),
  );
});
