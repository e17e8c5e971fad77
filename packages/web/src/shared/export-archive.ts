// "Export everything": the business's collections as CSV files, one per collection,
// with a README naming each file's columns, in one ZIP (fflate). The files are written by the
// app's one CSV writer (shared/csv.ts), with the separator the person chose and its decimal mark,
// safe under the other separator too; dates are ISO, times 24-hour, in the business's time zone,
// and instants in ISO 8601 with that zone's offset; the column names are stable, so that
// the clients' file imports back. A finish sent later from a device's outbox is written at the
// time the device recorded, its source said in a column of its own. Loaded only when asked for.
// Each file is written a few thousand lines at a time and deflated as it is written:
// by the browser's own deflate where it has one, else by fflate.
import { ok, zonedInstantText, type ApiFailure, type BusinessExport, type BusinessExportParts, type Result } from '@fieldteam/core';
import { strToU8, Zip, ZipDeflate, type ZipInputFile } from 'fflate';
import type { Temporal } from 'temporal-polyfill';
import { csvPieces, EXPORT_TABLES, type CsvFormat } from './export-tables';
import { gzipMember } from './gzip-member';

/** The README: the zone its times are in, each file, what it holds, and each of its columns. */
export function readme(business: string, exportedAt: Temporal.Instant, timeZone: string, separator: string): string {
  const lines = [
    `Fieldteam export of ${business}`,
    `Made ${zonedInstantText(exportedAt, timeZone)}. Times are in ${timeZone}: dates and times of day as its clocks show them, instants with its offset from UTC.`,
    `Each file is CSV in UTF-8 (with a byte-order mark), fields separated by "${separator}", one header row.`,
    `Decimals are written with a ${separator === ';' ? 'comma' : 'point'}. A text holding a comma, a semicolon, a tab, a quote or a line break is quoted.`,
    'Wherever a spreadsheet could read part of a text as a formula (at its start, or after a comma, a semicolon, a tab or a line break in it), an apostrophe is put before that part.',
    '',
  ];
  for (const t of EXPORT_TABLES) {
    lines.push(`${t.file}: ${t.about}`);
    for (const [name, about] of t.columns) lines.push(`  ${name}: ${about}`);
    lines.push('');
  }
  return lines.join('\r\n');
}

/** Whether the browser deflates itself (CompressionStream, which also gives the CRC-32 in its gzip trailer). */
const deflatesNatively = (): boolean => typeof CompressionStream === 'function' && typeof ReadableStream === 'function' && typeof Response === 'function';

interface ZipOptions {
  /** The browser's deflate (default where there is one) or fflate's. */
  readonly nativeDeflate?: boolean;
}

/**
 * The same ZIP from collections still being read: each file is written as soon as the collections
 * it is made of are in, while the others are still on their way. A collection that failed stops
 * the ZIP at the first file that needs it (the files come in the order core answers failures in).
 */
export async function zipParts(parts: BusinessExportParts, format: CsvFormat, readmeText: string, { nativeDeflate = deflatesNatively() }: ZipOptions = {}): Promise<Result<Uint8Array<ArrayBuffer>, ApiFailure>> {
  const out: Uint8Array[] = [];
  let size = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else {
      out.push(chunk);
      size += chunk.length;
    }
  });
  const add = nativeDeflate ? addNativelyDeflated : addDeflated;
  await add(zip, 'README.txt', [readmeText]);
  // Filled in as each collection is read: a table reads only the collections it needs.
  const data: Partial<Record<keyof BusinessExport, unknown>> = {};
  for (const t of EXPORT_TABLES) {
    for (const name of t.needs) {
      if (name in data) continue;
      const answer = await parts[name];
      if (!answer.ok) return answer;
      data[name] = answer.value;
    }
    await add(zip, t.file, csvPieces(t, data as BusinessExport, format));
  }
  zip.end();
  if (failure) throw failure;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of out) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return ok(bytes);
}

/** fflate's deflate, at its fastest level: a business's CSV files still shrink to a fraction. */
function addDeflated(zip: Zip, name: string, pieces: Iterable<string>): Promise<void> {
  const entry = new ZipDeflate(name, { level: 1 });
  zip.add(entry);
  let held: string | null = null;
  for (const piece of pieces) {
    if (held !== null) entry.push(strToU8(held));
    held = piece;
  }
  entry.push(strToU8(held ?? ''), true);
  return Promise.resolve();
}

/**
 * The browser's deflate: the pieces encoded and gzipped as they are pulled, then the gzip member's
 * deflate data stored as the entry's, with the CRC-32 and size its trailer gives (RFC 1952).
 */
async function addNativelyDeflated(zip: Zip, name: string, pieces: Iterable<string>): Promise<void> {
  const encoder = new TextEncoder();
  const next = pieces[Symbol.iterator]();
  let size = 0;
  const text = new ReadableStream<BufferSource>({
    pull(controller) {
      const piece = next.next();
      if (piece.done) return controller.close();
      const bytes = encoder.encode(piece.value);
      size += bytes.length;
      controller.enqueue(bytes);
    },
  });
  const gzip = new Uint8Array(await new Response(text.pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
  const member = gzipMember(gzip);
  if (member.size !== size % 2 ** 32) throw new Error(`gzip of ${name}: ${member.size} bytes in its trailer, ${size} written`);
  const entry: ZipInputFile = { filename: name, size, crc: member.crc, compression: 8 };
  zip.add(entry);
  entry.ondata!(null, member.deflated, true);
}
