// The few words the map views write themselves (their accessible summary, the total distance, the
// position marker's name), in the product's four languages (spec decision 1). The web app may pass
// its own translations instead; numbers are formatted with Intl for the language (spec decision 3).
import type { Directions } from '@fieldteam/core';

export interface MapTexts {
  /** The map's accessible name: "3 stops, 12.3 km"; the distance is null while no route is known. */
  summary(stopCount: number, distance: string | null): string;
  /** The distance written on the map. */
  total(distance: string, kind: Directions['kind']): string;
  /** The name of the person's own position marker. */
  readonly position: string;
  /** Said of a stop placed only roughly (on one point with other addresses). */
  readonly approximate: string;
  /** The letter of the north arrow. */
  readonly north: string;
  /** The scale bar's name, "Scale: 2 km". */
  scale(distance: string): string;
  /** A cluster's name: "8 stops here: 12–19. Tap to zoom in." (`numbers` already written as runs). */
  cluster(count: number, numbers: string): string;
  /** Written on a map that has clusters: what they are. */
  readonly clustersNote: string;
  /** The button back to the whole route after zooming in. */
  readonly wholeRoute: string;
}

interface Words {
  readonly stop: { readonly one: string; readonly other: string };
  readonly total: string;
  readonly straightLine: string;
  readonly position: string;
  readonly approximate: string;
  readonly north: string;
  readonly scale: string;
  readonly here: string;
  readonly zoomIn: string;
  readonly clustersNote: string;
  readonly wholeRoute: string;
}

const WORDS: Readonly<Record<string, Words>> = {
  en: {
    stop: { one: 'stop', other: 'stops' },
    total: 'Total',
    straightLine: 'in a straight line',
    position: 'Your position',
    approximate: 'approximate place',
    north: 'N',
    scale: 'Scale',
    here: 'here',
    zoomIn: 'Tap to zoom in.',
    clustersNote: 'Grey discs: stops close together. Tap one to zoom in.',
    wholeRoute: 'Whole route',
  },
  pt: {
    stop: { one: 'parada', other: 'paradas' },
    total: 'Total',
    straightLine: 'em linha reta',
    position: 'Sua posição',
    approximate: 'local aproximado',
    north: 'N',
    scale: 'Escala',
    here: 'aqui',
    zoomIn: 'Toque para aproximar.',
    clustersNote: 'Discos cinza: paradas próximas. Toque em um para aproximar.',
    wholeRoute: 'Rota inteira',
  },
  es: {
    stop: { one: 'parada', other: 'paradas' },
    total: 'Total',
    straightLine: 'en línea recta',
    position: 'Tu ubicación',
    approximate: 'lugar aproximado',
    north: 'N',
    scale: 'Escala',
    here: 'aquí',
    zoomIn: 'Toca para acercar.',
    clustersNote: 'Discos grises: paradas cercanas. Toca uno para acercar.',
    wholeRoute: 'Ruta completa',
  },
  fr: {
    stop: { one: 'arrêt', other: 'arrêts' },
    total: 'Total',
    straightLine: 'à vol d’oiseau',
    position: 'Votre position',
    approximate: 'emplacement approximatif',
    north: 'N',
    scale: 'Échelle',
    here: 'ici',
    zoomIn: 'Touchez pour zoomer.',
    clustersNote: 'Disques gris : arrêts proches. Touchez-en un pour zoomer.',
    wholeRoute: 'Tout l’itinéraire',
  },
};

/** A locale Intl accepts: the language asked for, or English. */
function supportedLocale(language: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * A number format, made once per locale and options: a map draws again on every position and
 * every resize, and making a format is what costs (the locale's data), not using one.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${options.style ?? ''}|${options.unit ?? ''}|${options.maximumFractionDigits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The built-in texts for `language` (pt-BR, en, es-MX, fr; English for anything else). */
export function defaultMapTexts(language: string): MapTexts {
  const locale = supportedLocale(language);
  const words = WORDS[locale.split('-')[0]!.toLowerCase()] ?? WORDS.en!;
  const plural = new Intl.PluralRules(locale);
  const colon = locale.startsWith('fr') ? ' : ' : ': ';
  const stops = (count: number) => `${numberFormat(locale).format(count)} ${plural.select(count) === 'one' ? words.stop.one : words.stop.other}`;
  return {
    summary: (stopCount, distance) => (distance === null ? stops(stopCount) : `${stops(stopCount)}, ${distance}`),
    cluster: (count, numbers) => `${stops(count)} ${words.here}${colon}${numbers}. ${words.zoomIn}`,
    clustersNote: words.clustersNote,
    wholeRoute: words.wholeRoute,
    total: (distance, kind) => `${words.total}${colon}${distance}${kind === 'straight-line' ? ` (${words.straightLine})` : ''}`,
    position: words.position,
    approximate: words.approximate,
    north: words.north,
    scale: (distance) => `${words.scale}${colon}${distance}`,
  };
}

/** A scale bar's length, "500 m" or "2 km", in the language's own way. */
export function formatScaleLength(metres: number, language: string): string {
  const [value, unit] = metres < 1000 ? [metres, 'meter'] : [metres / 1000, 'kilometer'];
  return numberFormat(supportedLocale(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** "12.3 km" in the language's own way (spec decision 3). */
export function formatKilometres(metres: number, language: string): string {
  return numberFormat(supportedLocale(language), { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000);
}
