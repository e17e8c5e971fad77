// The text of an offline suggestion: what the person typed around the place (street, number,
// district), then the gazetteer's place with its region and country. It is stored as the
// address, so it keeps to the spec's address rule (letters, digits, spaces, dot, comma,
// hyphen; 6 to 150 characters).
import { LIMITS, checkAddress } from '@fieldteam/core';
import { countryName } from './country-names';
import type { GazetteerPlace } from './gazetteer';

/** Replaces every character the address rule refuses (apostrophes, brackets, slashes...) with a space. */
function toAddressText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}0-9 .,-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each place's text per language, made once: an import describes the same few places thousands of times. */
const described = new WeakMap<GazetteerPlace, Map<string | undefined, string>>();

/** "São Paulo, SP, Brazil"; the country in `language` ("Brasil" in pt-BR). */
function describePlace(place: GazetteerPlace, language?: string): string {
  let texts = described.get(place);
  if (!texts) described.set(place, (texts = new Map()));
  let text = texts.get(language);
  if (text === undefined) {
    // CLDR adds a short form in brackets to a few names: "Myanmar (Burma)".
    const country = countryName(place.country, language).replace(/\s*\(.*?\)/g, '');
    text = [place.name, place.regionCode, country].map(toAddressText).filter((part) => part !== '').join(', ');
    texts.set(language, text);
  }
  return text;
}

/**
 * The suggestion's description: the typed parts (street, number...) then the place. The typed
 * text is shortened when the whole would pass the maximum length. Null when it cannot follow
 * the address rule (a place whose name has no character the rule allows).
 */
export function describeAddress(typedParts: readonly string[], place: GazetteerPlace, language?: string): string | null {
  const placeText = describePlace(place, language);
  let street = typedParts
    .map(toAddressText)
    .filter((part) => part !== '')
    .join(', ');
  const room = LIMITS.addressMax - placeText.length - 2;
  if (street.length > room) {
    // Cut at the last whole word that fits.
    const cut = street.slice(0, Math.max(room, 0) + 1);
    street = cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)).replace(/[\s,.-]+$/, '');
  }
  const description = street === '' ? placeText : `${street}, ${placeText}`;
  return checkAddress(description) === null ? description : null;
}
