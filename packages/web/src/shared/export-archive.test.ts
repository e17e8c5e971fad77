import { err, ok, type BusinessExport, type BusinessExportParts, type CalendarEntry, type ClientReport } from '@fieldteam/core';
import { gzipSync, inflateSync, strFromU8, unzipSync } from 'fflate';
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { toCsv } from './csv';
import { Temporal } from 'temporal-polyfill';
import { csvPieces, deflatesNatively, EXPORT_TABLES, gzipMember, readme, zipArchive, zipParts, type CsvFormat } from './export-archive';

const PT: CsvFormat = { language: 'pt-BR', separator: ';', timeZone: 'America/Sao_Paulo' };
const EN: CsvFormat = { language: 'en', separator: ',', timeZone: 'America/Sao_Paulo' };

// Enough visits for several pieces of the visits file (2,000 lines a piece), with names that are
// quoted, defused and written in several bytes a character, in every piece.
const NAMES = ['Ana', 'João "Jota" Conceição', '=SOMA(A1)', 'Rua A; 10', 'Łukasz 🌳', 'two\nlines'];
const calendar: CalendarEntry[] = Array.from({ length: 900 }, (_, i) => ({
  client: { id: `c-${i}`, name: NAMES[i % NAMES.length]!, phone: '11999990000', email: 'a@x.com', address: null },
  team: i % 3 === 0 ? null : { id: 't-1', name: 'Equipe Sul', leader: null, members: [] },
  recurrence: i % 2 === 0 ? 'weekly' : null,
  visits: Array.from({ length: 5 }, (_, v) => ({ id: `v-${i}-${v}`, day: 20260101 + v, minute: 7 * 60 + 5 * v + (i % 60), status: 'pending' as const })),
}));
const data: BusinessExport = {
  clients: [
    { id: 'c-0', name: 'Ana', phone: '11999990000', email: 'ana@x.com', docId: null, birthday: null, address: { description: 'Rua Augusta, 500', latitude: -23.55123, longitude: -46.66, complement: null }, team: null, serviceMinutes: 90, createdById: null, createdAt: null },
  ],
  calendar,
  reports: [],
  services: [{ id: 's-1', name: 'Poda', price: 80.5 }],
  managers: null,
  leaders: [],
  collaborators: [],
  teams: [],
};

/** The file as one text, written the way before it was written in pieces: every row, then toCsv. */
const wholeText = (file: string, { language, separator, timeZone }: CsvFormat, of: BusinessExport = data): string => {
  const table = EXPORT_TABLES.find((t) => t.file === file)!;
  return toCsv([table.columns.map(([name]) => name), ...[...table.rows(of)].map((row) => table.columns.map(([, , value]) => value(row, timeZone)))], language, separator);
};

/** Each entry's CRC-32 and size as the ZIP's central directory gives them (which unzip tools check). */
function centralDirectory(zip: Uint8Array): Record<string, { crc: number; size: number; method: number }> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const entries: Record<string, { crc: number; size: number; method: number }> = {};
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    entries[name] = { method: view.getUint16(at + 10, true), crc: view.getUint32(at + 16, true), size: view.getUint32(at + 24, true) };
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

describe('the export archive', () => {
  it('writes each file in pieces of whole lines that join into the whole file', () => {
    const visits = EXPORT_TABLES.find((t) => t.file === 'visits.csv')!;
    const pieces = [...csvPieces(visits, data, PT)];
    expect(pieces.length).toBe(3);
    for (const piece of pieces) expect(piece.endsWith('\r\n')).toBe(true);
    expect(pieces.join('')).toBe(wholeText('visits.csv', PT));
    expect(pieces[0]!.split('\r\n')[1]).toBe('v-0-0;c-0;Ana;2026-01-01;07:00;pending;;weekly');
    expect(pieces.join('')).toContain("\r\nv-2-0;c-2;'=SOMA(A1);2026-01-01;07:02;pending;Equipe Sul;weekly\r\n");
  });

  it('writes an empty table as its header alone', () => {
    const reports = EXPORT_TABLES.find((t) => t.file === 'task_reports.csv')!;
    expect([...csvPieces(reports, data, EN)]).toEqual([wholeText('task_reports.csv', EN)]);
  });

  it.each([true, false])('zips the same files byte for byte, deflated by the platform (%s) or by fflate', async (nativeDeflate) => {
    const bytes = await zipArchive(data, PT, 'README text', { nativeDeflate });
    const zip = unzipSync(bytes);
    expect(Object.keys(zip)).toEqual(['README.txt', ...EXPORT_TABLES.map((t) => t.file)]);
    expect(strFromU8(zip['README.txt']!)).toBe('README text');
    // The BOM kept: fflate's strFromU8 (TextDecoder) would drop it.
    for (const t of EXPORT_TABLES) expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(zip[t.file]!)).toBe(wholeText(t.file, PT));
    const directory = centralDirectory(bytes);
    for (const [name, content] of Object.entries(zip)) expect(directory[name]).toEqual({ method: 8, crc: crc32(content), size: content.length });
    expect(zip['visits.csv']!.length).toBeGreaterThan(bytes.length);
  });

  it('writes the visits while the reports are still being read, into the same ZIP', async () => {
    const written: string[] = [];
    // The calendar as the visits file reads it, telling when it is read.
    const watched = { [Symbol.iterator]: () => (written.push('visits'), calendar[Symbol.iterator]()) } as unknown as CalendarEntry[];
    let answerReports: (reports: ReturnType<typeof ok<readonly ClientReport[]>>) => void = () => undefined;
    const parts = {
      ...(Object.fromEntries(Object.entries(data).map(([name, value]) => [name, Promise.resolve(ok(value))])) as unknown as BusinessExportParts),
      calendar: Promise.resolve(ok(watched)),
      reports: new Promise((resolve) => (answerReports = resolve)),
    } as BusinessExportParts;
    const zipping = zipParts(parts, PT, 'README text');
    await vi.waitFor(() => expect(written).toEqual(['visits']));
    answerReports(ok([]));
    const bytes = await zipping;
    if (!bytes.ok) throw new Error('no ZIP');
    const zip = unzipSync(bytes.value);
    expect(Object.keys(zip)).toEqual(['README.txt', ...EXPORT_TABLES.map((t) => t.file)]);
    for (const t of EXPORT_TABLES) expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(zip[t.file]!)).toBe(wholeText(t.file, PT));
  });

  it('answers the failure of the first collection in core’s order that failed, and no ZIP', async () => {
    const parts = {
      ...(Object.fromEntries(Object.entries(data).map(([name, value]) => [name, Promise.resolve(ok(value))])) as unknown as BusinessExportParts),
      teams: Promise.resolve(err({ code: 'API_UNREACHABLE' as const })),
      reports: Promise.resolve(err({ code: 'API_TIMEOUT' as const })),
    } as BusinessExportParts;
    expect(await zipParts(parts, PT, 'README text')).toEqual({ ok: false, error: { code: 'API_TIMEOUT' } });
  });

  // Any manager or leader can type these into a service's, a team's or a person's name.
  const hostile = fc.array(fc.constantFrom('=', '+', '-', '@', '\uFF1D', '\uFF0B', ',', ';', '\t', '\r\n', '\n', '"', ' ', "cmd|' /C calc'!A0", '1+2', 'Ana'), { maxLength: 8 }).map((pieces) => pieces.join(''));
  /** A business whose every text, ids included, is one of `t`. */
  const businessOf = (t: readonly string[]): BusinessExport => {
    const at = (i: number) => t[i % t.length]!;
    const address = { description: at(5), latitude: -23.5, longitude: -46.6, complement: at(6) };
    const contact = { id: at(0), name: at(1), phone: at(2), email: at(3), address };
    return {
      clients: [{ ...contact, docId: at(4), birthday: null, team: { id: at(7), name: at(8), leaderName: at(9), memberNames: [at(10)] }, serviceMinutes: 60, createdById: null, createdAt: at(11) }],
      calendar: [{ client: contact, team: { id: at(7), name: at(8), leader: { id: at(12), name: at(9) }, members: [] }, recurrence: 'weekly', visits: [{ id: at(13), day: 20260304, minute: 600, status: 'pending' }] }],
      reports: [
        {
          client: contact,
          services: [{ id: at(14), serviceId: at(15), name: at(16), value: -12.5 }],
          discountPercent: 10,
          reports: [{ visitId: at(13), visitDate: null, taskId: at(17), startedAt: null, finishedAt: null, collaboratorName: at(18), observation: at(19) }],
        },
      ],
      services: [{ id: at(15), name: at(16), price: 80.5 }],
      managers: [{ id: at(20), name: at(21), surname: at(22), email: at(23), phone: at(2) }],
      leaders: [{ id: at(12), name: at(9), surname: at(24), email: at(3), phone: null }],
      collaborators: [{ id: at(25), name: at(10), surname: at(26), phone: at(2), address }],
      teams: [{ id: at(7), name: at(8), leader: { id: at(12), name: at(9) }, members: [{ id: at(25), name: at(10) }] }],
    };
  };
  /** A field starts a formula when its first character past blanks and quotes is a sign (NFKC); a negative number cell is a number. */
  const startsFormula = (field: string) => {
    const first = field.replace(/^[\s"]+/u, '').codePointAt(0);
    return first !== undefined && /^[=+\-@]/.test(String.fromCodePoint(first).normalize('NFKC')) && !/^"?-\d+(?:[.,]\d+)?"?$/.test(field.trim());
  };

  it('writes no file in which a spreadsheet, splitting at commas, semicolons, tabs or lines, finds a field that starts a formula (property)', () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 27, maxLength: 27 }), fc.constantFrom<CsvFormat>(PT, EN, { ...EN, separator: ';' }, { ...PT, separator: ',' }), (texts, format) => {
        const business = businessOf(texts);
        for (const table of EXPORT_TABLES) {
          const file = [...csvPieces(table, business, format)].join('');
          expect(file).toBe(wholeText(table.file, format, business));
          for (const line of file.replace('\uFEFF', '').split(/\r\n|\r|\n/))
            for (const split of [',', ';', '\t']) for (const field of line.split(split)) expect(startsFormula(field), `${table.file}: ${JSON.stringify(field)} in ${JSON.stringify(line)}`).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('writes the texts that would run under the other separator defused: in English after a semicolon, in Portuguese after a comma', () => {
    const business = businessOf(['s-1', 'x;=1+2 semi', "y,=cmd|' /C calc'!A0,"]);
    const services = EXPORT_TABLES.find((t) => t.file === 'services.csv')!;
    expect([...csvPieces(services, business, EN)].join('')).toBe('\uFEFFid,name,price\r\ns-1,"x;\'=1+2 semi",80.5\r\n');
    const staff = EXPORT_TABLES.find((t) => t.file === 'staff.csv')!;
    expect([...csvPieces(staff, businessOf(["y,=cmd|' /C calc'!A0,"]), PT)].join('').split('\r\n')[1]).toBe(
      // role, id, name, surname, e-mail, phone, and no address (a manager's).
      `manager;${Array(5).fill('"y,\'=cmd|\' /C calc\'!A0,"').join(';')};`,
    );
  });

  it('deflates with the platform where it can (Node, as browsers, has CompressionStream)', () => expect(deflatesNatively()).toBe(true));

  it('reads a gzip member with or without a file name in its header', () => {
    const text = new TextEncoder().encode('visit_id;client_id\r\n'.repeat(50));
    for (const gzip of [gzipSync(text), gzipSync(text, { filename: 'visits.csv', mtime: 0 })]) {
      const member = gzipMember(gzip);
      expect(member.size).toBe(text.length);
      expect(member.crc).toBe(crc32(text));
      expect(inflateSync(member.deflated)).toEqual(text);
    }
    expect(() => gzipMember(new Uint8Array(20))).toThrow('not a gzip member');
  });
});

describe('the times of the export: the business’s zone, and where each came from', () => {
  const at = (iso: string) => Temporal.Instant.from(iso);
  const task = (observation: string, finishedAt: string | null) => ({
    visitId: 'v-1',
    visitDate: Temporal.PlainDate.from('2026-12-06'),
    taskId: 't-1',
    startedAt: at('2026-12-06T11:00:00Z'),
    finishedAt: finishedAt === null ? null : at(finishedAt),
    collaboratorName: 'Lia',
    observation,
  });
  const withReports = (reports: ClientReport['reports']): BusinessExport => ({
    ...data,
    reports: [{ client: { id: 'c-0', name: 'Ana', phone: '11999990000', email: 'a@x.com', address: null }, services: [], discountPercent: 0, reports }],
  });
  const rowsOf = (file: string, of: BusinessExport) => {
    const [header, ...rows] = [...csvPieces(EXPORT_TABLES.find((t) => t.file === file)!, of, EN)].join('').replace('\uFEFF', '').split('\r\n').filter(Boolean);
    return rows.map((row) => Object.fromEntries(row.split(',').map((cell, i) => [header!.split(',')[i], cell])));
  };

  it('task_reports.csv: a finish sent later from the device at the time the device recorded, said to be the device’s; the mark leaves the observation', () => {
    const [row] = rowsOf('task_reports.csv', withReports([task('Gate fixed [finished on device 2026-12-06T12:30:00Z]', '2026-12-06T18:05:00Z')]));
    expect(row).toMatchObject({ started_at: '2026-12-06T08:00:00-03:00', started_at_source: 'server', finished_at: '2026-12-06T09:30:00-03:00', finished_at_source: 'device', observation: 'Gate fixed' });
  });

  it('task_reports.csv: a finish sent at once (or a device time not to be believed) at the server’s time, said to be the server’s; no finish, no source', () => {
    const rows = rowsOf(
      'task_reports.csv',
      withReports([task('Done', '2026-12-06T12:30:00Z'), task('Ahead [finished on device 2026-12-06T19:00:00Z]', '2026-12-06T18:05:00Z'), { ...task('', null), startedAt: null }]),
    );
    expect(rows.map((r) => [r.finished_at, r.finished_at_source, r.observation])).toEqual([
      ['2026-12-06T09:30:00-03:00', 'server', 'Done'],
      ['2026-12-06T15:05:00-03:00', 'server', 'Ahead'],
      ['', '', ''],
    ]);
    expect(rows[2]).toMatchObject({ started_at: '', started_at_source: '' });
  });

  it('clients.csv: when a client was registered, in the business’s zone with its offset (a text that is no instant as it came)', () => {
    // No address: its comma would be quoted, which this test's reading of the lines does not undo.
    const client = { ...data.clients[0]!, address: null };
    const rows = rowsOf('clients.csv', { ...data, clients: [{ ...client, createdAt: '2026-12-07T01:15:00.000Z' }, { ...client, createdAt: 'yesterday' }] });
    expect(rows.map((r) => r.created_at)).toEqual(['2026-12-06T22:15:00-03:00', 'yesterday']);
  });

  it('the README names the zone of every time, and when the export was made in it', () => {
    const text = readme('Limpa Já', at('2026-12-07T00:30:00Z'), 'America/Sao_Paulo', ',');
    expect(text).toContain('Made 2026-12-06T21:30:00-03:00. Times are in America/Sao_Paulo:');
    expect(text).toContain('  finished_at_source: device:');
  });
});
