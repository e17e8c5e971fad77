// The deflate data of a gzip member (RFC 1952), for the export's ZIP entries deflated by the browser.

const FHCRC = 2;
const FEXTRA = 4;
const FNAME = 8;
const FCOMMENT = 16;

/** A single gzip member's deflate data, and the CRC-32 and size (mod 2^32) of what it holds. */
export function gzipMember(gzip: Uint8Array<ArrayBuffer>): { readonly deflated: Uint8Array<ArrayBuffer>; readonly crc: number; readonly size: number } {
  if (gzip.length < 18 || gzip[0] !== 0x1f || gzip[1] !== 0x8b || gzip[2] !== 8) throw new Error('not a gzip member of deflate data');
  const flags = gzip[3]!;
  let at = 10;
  if (flags & FEXTRA) at += 2 + (gzip[at]! | (gzip[at + 1]! << 8));
  if (flags & FNAME) while (gzip[at++] !== 0);
  if (flags & FCOMMENT) while (gzip[at++] !== 0);
  if (flags & FHCRC) at += 2;
  const view = new DataView(gzip.buffer, gzip.byteOffset, gzip.byteLength);
  return { deflated: gzip.subarray(at, gzip.length - 8), crc: view.getUint32(gzip.length - 8, true), size: view.getUint32(gzip.length - 4, true) };
}
