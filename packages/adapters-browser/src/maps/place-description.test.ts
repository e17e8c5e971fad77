import { checkAddress } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import type { GazetteerPlace } from './gazetteer';
import { describeAddress } from './place-description';

const saoPaulo: GazetteerPlace = { name: 'São Paulo', country: 'BR', regionCode: 'SP', regionName: 'São Paulo', latitude: -23.5475, longitude: -46.63611, population: 10_021_295 };
const laquila: GazetteerPlace = { name: "L'Aquila", country: 'IT', regionCode: '', regionName: '', latitude: 42.35, longitude: 13.4, population: 68_000 };
const yangon: GazetteerPlace = { name: 'Yangon', country: 'MM', regionCode: '', regionName: '', latitude: 16.8, longitude: 96.15, population: 4_477_638 };

/** A place's own text: the description of an address typed with nothing around the place. */
const describePlace = (place: GazetteerPlace, language?: string): string | null => describeAddress([], place, language);
/** A typed text as the description keeps it before São Paulo's place. */
const toAddressText = (text: string): string | undefined => describeAddress([text], saoPaulo, 'en')?.replace(/, São Paulo, SP, Brazil$/, '');

describe('toAddressText', () => {
  it('keeps letters with accents, digits, spaces, dots, commas and hyphens', () => {
    expect(toAddressText('Rua Dr. Açaí-Mirim, 12')).toBe('Rua Dr. Açaí-Mirim, 12');
  });

  it('replaces every other character with a space', () => {
    expect(toAddressText("Rua d'Ávila #12 (fundos) / apto 3")).toBe('Rua d Ávila 12 fundos apto 3');
    expect(toAddressText('Côte d’Ivoire')).toBe('Côte d Ivoire');
  });
});

describe('describePlace', () => {
  it('names the place, its region and its country in the language asked for', () => {
    expect(describePlace(saoPaulo)).toBe('São Paulo, SP, Brazil');
    expect(describePlace(saoPaulo, 'en')).toBe('São Paulo, SP, Brazil');
    expect(describePlace(saoPaulo, 'pt-BR')).toBe('São Paulo, SP, Brasil');
    expect(describePlace(saoPaulo, 'es-MX')).toBe('São Paulo, SP, Brasil');
    expect(describePlace(saoPaulo, 'fr')).toBe('São Paulo, SP, Brésil');
  });

  it('falls back to English for a language it cannot use', () => {
    expect(describePlace(saoPaulo, 'not a language!')).toBe('São Paulo, SP, Brazil');
  });

  it('follows the address rule for names with other characters', () => {
    expect(describePlace(laquila, 'en')).toBe('L Aquila, Italy');
    expect(describePlace(yangon, 'en')).toBe('Yangon, Myanmar');
  });
});

describe('describeAddress', () => {
  it('keeps what the person typed before the place', () => {
    expect(describeAddress(['Rua Augusta', '500'], saoPaulo, 'en')).toBe('Rua Augusta, 500, São Paulo, SP, Brazil');
    expect(describeAddress([], saoPaulo, 'pt-BR')).toBe('São Paulo, SP, Brasil');
  });

  it('cleans the typed text to the address rule', () => {
    const description = describeAddress(['Rua Augusta nº 500 (fundos)', 'apto #3'], saoPaulo, 'en');
    expect(description).toBe('Rua Augusta nº 500 fundos, apto 3, São Paulo, SP, Brazil');
    expect(checkAddress(description ?? '')).toBeNull();
  });

  it('shortens the typed text so the whole stays within 150 characters, keeping the place', () => {
    const description = describeAddress(['Rua ' + 'Muito Comprida '.repeat(20), '500'], saoPaulo, 'en') ?? '';
    expect(description.length).toBeLessThanOrEqual(150);
    expect(description).toMatch(/^Rua Muito Comprida .*Comprida, São Paulo, SP, Brazil$/);
    expect(description).not.toMatch(/ ,|,,| {2}/);
    expect(checkAddress(description)).toBeNull();
  });

  it('gives nothing when the text would be shorter than 6 characters', () => {
    const unreadable: GazetteerPlace = { ...yangon, name: '‘’', country: 'XX' };
    expect(describeAddress(['Rua Augusta', '500'], unreadable, 'en')).toBe('Rua Augusta, 500, XX');
    expect(describeAddress([], unreadable, 'en')).toBeNull();
  });
});
