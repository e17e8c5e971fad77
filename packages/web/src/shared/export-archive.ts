// "Export everything": the business's collections as CSV files, one per collection,
// with a README naming each file's columns, in one ZIP (fflate). The files are written by the
// app's one CSV writer (shared/csv.ts), with the separator the person chose and its decimal mark,
// safe under the other separator too; dates are ISO, times 24-hour, in the business's time zone,
// and instants in ISO 8601 with that zone's offset; the column names are stable, so that
// the clients' file imports back. A finish sent later from a device's outbox is written at the
// time the device recorded, its source said in a column of its own. Loaded only when asked for.
// Each file is written a few thousand lines at a time and deflated as it is written:
// by the browser's own deflate where it has one, else by fflate.
import { finishSourceOf, ok, withReadFinishTime, zonedInstantText, type ApiFailure, type BusinessExport, type BusinessExportParts, type Result } from '@fieldteam/core';
import { strToU8, Zip, ZipDeflate, type ZipInputFile } from 'fflate';
import { Temporal } from 'temporal-polyfill';
import { CSV_BOM, csvLineWriter, type CsvCell } from './csv';

/** How the files are written: the interface language (the decimal mark with a tab), the separator, and the business's zone. */
export interface CsvFormat {
  readonly language: string;
  readonly separator: ',' | ';' | '\t';
  /** The zone the instants are written in, with its offset: the business's. */
  readonly timeZone: string;
}

interface Table<Row> {
  readonly file: string;
  readonly about: string;
  /** The collections its rows are made of: the file is written as soon as these are read. */
  readonly needs: readonly (keyof BusinessExport)[];
  /** Each column's name, what it holds, and its value in a row (instants in `timeZone`). */
  readonly columns: readonly (readonly [name: string, about: string, value: (row: Row, timeZone: string) => CsvCell])[];
  readonly rows: (data: BusinessExport) => Iterable<Row>;
}

const date = (value: { toString(): string } | null): string | null => (value === null ? null : value.toString());
/** An instant as the business's clocks showed it, with their offset: 2026-12-06T08:00:00-03:00. */
const instantText = (instant: Temporal.Instant | null, timeZone: string): string | null => (instant === null ? null : zonedInstantText(instant, timeZone));
/** An instant the API gave as text: in the business's zone when it reads as one, as it came otherwise. */
const instantTextOf = (text: string | null, timeZone: string): string | null => {
  if (text === null) return null;
  try {
    return instantText(Temporal.Instant.from(text), timeZone);
  } catch {
    return text;
  }
};
// A business's visits fall on a few hundred days and at a few dozen times: each text is made once.
const DAY_TEXTS = new Map<number, string>();
const dayText = (key: number): string => {
  let text = DAY_TEXTS.get(key);
  if (text === undefined) {
    // A day key is yyyymmdd (core's day-key.ts).
    const [year, month, day] = [Math.floor(key / 10_000), Math.floor(key / 100) % 100, key % 100];
    text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    DAY_TEXTS.set(key, text);
  }
  return text;
};
const TIME_TEXTS: string[] = [];
const timeText = (minuteOfDay: number): string =>
  (TIME_TEXTS[minuteOfDay] ??= `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`);

function* visitRows(data: BusinessExport): Generator<VisitRow> {
  for (const record of data.calendar) for (const visit of record.visits) yield { record, visit };
}

type ClientRow = BusinessExport['clients'][number];
type VisitRow = { record: BusinessExport['calendar'][number]; visit: BusinessExport['calendar'][number]['visits'][number] };
type ServiceRow = { report: BusinessExport['reports'][number]; service: BusinessExport['reports'][number]['services'][number] };
type TaskRow = { report: BusinessExport['reports'][number]; task: BusinessExport['reports'][number]['reports'][number] };
type StaffRow = { role: string; id: string; name: string; surname: string; email: string | null; phone: string | null; address: string | null };

const table = <Row,>(t: Table<Row>): Table<unknown> => t as Table<unknown>;

/** Every file of the export: its columns, what each holds, and its rows. */
export const EXPORT_TABLES: readonly Table<unknown>[] = [
  table<ClientRow>({
    file: 'clients.csv',
    needs: ['clients'],
    about: 'The clients.',
    rows: (d) => d.clients,
    columns: [
      ['id', 'The client’s id.', (c) => c.id],
      ['name', 'Name.', (c) => c.name],
      ['phone', 'Phone, digits only.', (c) => c.phone],
      ['email', 'E-mail.', (c) => c.email],
      ['doc_id', 'Document (CPF or CNPJ), digits only.', (c) => c.docId],
      ['birthday', 'Birthday, YYYY-MM-DD.', (c) => date(c.birthday)],
      ['address_description', 'Address, as typed.', (c) => c.address?.description ?? null],
      ['latitude', 'Latitude of the address.', (c) => c.address?.latitude ?? null],
      ['longitude', 'Longitude of the address.', (c) => c.address?.longitude ?? null],
      ['team', 'The name of the client’s team.', (c) => c.team?.name ?? null],
      ['service_minutes', 'How long a visit takes, in minutes.', (c) => c.serviceMinutes],
      ['created_at', 'When the client was registered (ISO 8601, with the offset).', (c, zone) => instantTextOf(c.createdAt, zone)],
    ],
  }),
  table<VisitRow>({
    file: 'visits.csv',
    needs: ['calendar'],
    about: 'Every visit of every client, past and planned.',
    rows: visitRows,
    columns: [
      ['visit_id', 'The visit’s id (the UID of its event in the agenda files).', (r) => r.visit.id],
      ['client_id', 'The client’s id (clients.csv).', (r) => r.record.client.id],
      ['client_name', 'The client’s name.', (r) => r.record.client.name],
      ['date', 'Day of the visit, YYYY-MM-DD, in the business’s time zone.', (r) => dayText(r.visit.day)],
      ['time', 'Time of the visit, HH:MM (24-hour), in the business’s time zone.', (r) => timeText(r.visit.minute)],
      ['status', 'pending, started, finished or cancelled.', (r) => r.visit.status],
      ['team', 'The team that visits.', (r) => r.record.team?.name ?? null],
      ['recurrence', 'daily, weekly, biweekly, monthly, period or unit.', (r) => r.record.recurrence],
    ],
  }),
  table<ServiceRow>({
    file: 'client_services.csv',
    needs: ['reports'],
    about: 'The services attached to each client, at the price agreed.',
    rows: (d) => d.reports.flatMap((report) => report.services.map((service) => ({ report, service }))),
    columns: [
      ['client_id', 'The client’s id (clients.csv).', (r) => r.report.client.id],
      ['client_name', 'The client’s name.', (r) => r.report.client.name],
      ['service_id', 'The catalogue service’s id (services.csv).', (r) => r.service.serviceId],
      ['name', 'The service’s name.', (r) => r.service.name],
      ['value', 'Its price for this client.', (r) => r.service.value],
      ['discount_percent', 'The client’s discount, in percent.', (r) => r.report.discountPercent],
    ],
  }),
  table<BusinessExport['services'][number]>({
    file: 'services.csv',
    needs: ['services'],
    about: 'The services catalogue.',
    rows: (d) => d.services,
    columns: [
      ['id', 'The service’s id.', (s) => s.id],
      ['name', 'Name.', (s) => s.name],
      ['price', 'Price.', (s) => s.price],
    ],
  }),
  table<StaffRow>({
    file: 'staff.csv',
    needs: ['managers', 'leaders', 'collaborators'],
    about: 'Managers (in the owner’s export), leaders and collaborators.',
    rows: (d) => [
      ...(d.managers ?? []).map((m) => ({ role: 'manager', id: m.id, name: m.name, surname: m.surname, email: m.email, phone: m.phone, address: null })),
      ...d.leaders.map((m) => ({ role: 'leader', id: m.id, name: m.name, surname: m.surname, email: m.email, phone: m.phone, address: null })),
      ...d.collaborators.map((c) => ({ role: 'collaborator', id: c.id, name: c.name, surname: c.surname, email: null, phone: c.phone, address: c.address?.description ?? null })),
    ],
    columns: [
      ['role', 'manager, leader or collaborator.', (s) => s.role],
      ['id', 'The person’s id.', (s) => s.id],
      ['name', 'Name.', (s) => s.name],
      ['surname', 'Surname.', (s) => s.surname],
      ['email', 'E-mail (managers and leaders sign in with it).', (s) => s.email],
      ['phone', 'Phone.', (s) => s.phone],
      ['address_description', 'Address (collaborators).', (s) => s.address],
    ],
  }),
  table<BusinessExport['teams'][number]>({
    file: 'teams.csv',
    needs: ['teams'],
    about: 'The teams.',
    rows: (d) => d.teams,
    columns: [
      ['id', 'The team’s id.', (t) => t.id],
      ['name', 'Name.', (t) => t.name],
      ['leader_id', 'The leader’s id (staff.csv).', (t) => t.leader?.id ?? null],
      ['leader', 'The leader’s name.', (t) => t.leader?.name ?? null],
      ['members', 'The members’ names, separated by " | ".', (t) => t.members.map((m) => m.name).join(' | ')],
    ],
  }),
  table<TaskRow>({
    file: 'task_reports.csv',
    needs: ['reports'],
    about: 'The reports of finished visits.',
    // A finish sent later from a device's outbox carries the device's time in its observation: read back as the finish.
    rows: (d) => d.reports.flatMap((report) => report.reports.map((task) => ({ report, task: withReadFinishTime(task) }))),
    columns: [
      ['client_id', 'The client’s id (clients.csv).', (r) => r.report.client.id],
      ['client_name', 'The client’s name.', (r) => r.report.client.name],
      ['visit_id', 'The visit’s id (visits.csv).', (r) => r.task.visitId],
      ['visit_date', 'Day of the visit, YYYY-MM-DD.', (r) => date(r.task.visitDate)],
      ['task_id', 'The task’s id.', (r) => r.task.taskId],
      ['started_at', 'When the visit started (ISO 8601, with the offset): when its start reached the server, later than the start itself for one made with no network.', (r, zone) => instantText(r.task.startedAt, zone)],
      ['started_at_source', 'server: the server’s time (a start carries no time of the device’s).', (r) => (r.task.startedAt === null ? null : 'server')],
      ['finished_at', 'When it finished (ISO 8601, with the offset): the time the device recorded for a finish sent later from it, else when the finish reached the server.', (r, zone) => instantText(r.task.finishedAt, zone)],
      ['finished_at_source', 'device: the time the device recorded (the finish was made with no network and sent later); server: when the finish reached the server.', (r) => finishSourceOf(r.task)],
      ['collaborator', 'Who did it.', (r) => r.task.collaboratorName],
      ['observation', 'The report’s text.', (r) => r.task.observation],
    ],
  }),
];

/** The README: the zone its times are in, each file, what it holds, and each of its columns. */
export function readme(business: string, exportedAt: Temporal.Instant, timeZone: string, separator: string): string {
  const lines = [
    `Fieldteam export of ${business}`,
    `Made ${instantText(exportedAt, timeZone)}. Times are in ${timeZone}: dates and times of day as its clocks show them, instants with its offset from UTC.`,
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

/** Lines per piece of a file's text: big enough that each piece costs little, small enough to hold few at once. */
const PIECE_LINES = 2_000;

/** A file's CSV text in pieces of PIECE_LINES lines, which joined are the whole file (BOM, header, CRLF after each line). */
export function* csvPieces(table: Table<unknown>, data: BusinessExport, { language, separator, timeZone }: CsvFormat): Generator<string> {
  const line = csvLineWriter(language, separator);
  let piece = `${CSV_BOM}${line(table.columns.map(([name]) => name))}\r\n`;
  let lines = 1;
  const cells: CsvCell[] = new Array<CsvCell>(table.columns.length);
  for (const row of table.rows(data)) {
    for (let i = 0; i < cells.length; i += 1) cells[i] = table.columns[i]![2](row, timeZone);
    piece += `${line(cells)}\r\n`;
    lines += 1;
    if (lines === PIECE_LINES) {
      yield piece;
      piece = '';
      lines = 0;
    }
  }
  if (piece !== '') yield piece;
}

/** Whether the browser deflates itself (CompressionStream, which also gives the CRC-32 in its gzip trailer). */
export const deflatesNatively = (): boolean => typeof CompressionStream === 'function' && typeof ReadableStream === 'function' && typeof Response === 'function';

export interface ZipOptions {
  /** The browser's deflate (default where there is one) or fflate's. */
  readonly nativeDeflate?: boolean;
}

/** The ZIP of the README and every table's CSV file, in EXPORT_TABLES' order. */
export async function zipArchive(data: BusinessExport, format: CsvFormat, readmeText: string, options: ZipOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  const parts = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, Promise.resolve(ok(value))])) as unknown as BusinessExportParts;
  const zip = await zipParts(parts, format, readmeText, options);
  if (!zip.ok) throw new Error('a collection given failed');
  return zip.value;
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
