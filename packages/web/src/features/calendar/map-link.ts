// The link that opens a client's place in an external map (001 section 2: built from latitude and
// longitude; Google Maps' documented search URL).
export function mapLink(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
