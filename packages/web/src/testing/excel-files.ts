// Spreadsheet files written the way Excel writes them, for the import's tests and for the
// end-to-end fixtures (e2e/fixtures/make-excel-fixtures.ts writes them from here, and
// e2e/excel-fixtures.test.ts checks the committed files are what it writes):
// - "Unicode Text" (Save As, Unicode Text (*.txt)): UTF-16 little-endian with its byte-order mark,
//   cells separated by tabs, lines ended by CR LF, a cell quoted only when it holds a tab, a quote
//   or a line break;
// - a workbook (.xlsx): a ZIP of XML parts, texts in the shared strings, numbers as numbers, and
//   dates and times as numbers of days since 1899-12-30 shown through a date or time format.
import { strToU8, zipSync } from 'fflate';

/** A date or time cell: `at` is the wall time, given in UTC. */
export interface DateCell {
  readonly at: Date;
  readonly show: 'date' | 'date-time' | 'time';
}
export type WorkbookCell = string | number | DateCell | null;

/** Excel's "Unicode Text" of the rows. */
export function unicodeText(rows: readonly (readonly string[])[]): Uint8Array<ArrayBuffer> {
  const cell = (text: string) => (/[\t"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const text = `\uFEFF${rows.map((row) => row.map(cell).join('\t')).join('\r\n')}\r\n`;
  const bytes = new Uint8Array(text.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < text.length; i += 1) view.setUint16(2 * i, text.charCodeAt(i), true);
  return bytes;
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The column letters of a zero-based index (0 A, 25 Z, 26 AA). */
const columnName = (index: number): string => (index < 26 ? '' : columnName(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));

/** Days since Excel's day 0 (1899-12-30), with the time as the fraction of a day. */
const serial = (at: Date) => (at.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;

/** Style indexes of the cellXfs below: 0 general, 1 the built-in short date (14), 2 a date and time, 3 the built-in h:mm (20). */
const STYLE = { date: 1, 'date-time': 2, time: 3 } as const;

/** A workbook of one sheet named `sheet`, written with a fixed date so that the same rows give the same bytes. */
export function workbook(rows: readonly (readonly WorkbookCell[])[], sheet = 'Planilha1'): Uint8Array<ArrayBuffer> {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const shared = (text: string) => {
    if (!stringIndex.has(text)) {
      stringIndex.set(text, strings.length);
      strings.push(text);
    }
    return stringIndex.get(text)!;
  };
  const width = Math.max(1, ...rows.map((row) => row.length));
  const sheetRows = rows.map((row, r) => {
    const cells = row.flatMap((value, c) => {
      const ref = `${columnName(c)}${r + 1}`;
      if (value === null || value === '') return [];
      if (typeof value === 'string') return [`<c r="${ref}" t="s"><v>${shared(value)}</v></c>`];
      if (typeof value === 'number') return [`<c r="${ref}"><v>${value}</v></c>`];
      return [`<c r="${ref}" s="${STYLE[value.show]}"><v>${serial(value.at)}</v></c>`];
    });
    return `<row r="${r + 1}">${cells.join('')}</row>`;
  });
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    '_rels/.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${escapeXml(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml':
      `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy\\ hh:mm"/></numFmts>` +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="20" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>',
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><dimension ref="A1:${columnName(width - 1)}${Math.max(1, rows.length)}"/><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `${XML}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>`,
  };
  const mtime = new Date('2026-01-05T12:00:00Z');
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, [strToU8(text), { mtime }]])), { level: 6 }) as Uint8Array<ArrayBuffer>;
}

/** The end-to-end fixture in Unicode Text: accents, a ';' and a ',' inside cells, a team per row, and a one-word name to refuse. */
export const UNICODE_TEXT_CLIENTS: readonly (readonly string[])[] = [
  ['Nome', 'Telefone', 'E-mail', 'Endereço', 'Equipe'],
  ['Heloísa Brandão', '(11) 97111-0001', 'heloisa.brandao@exemplo.com.br', 'Rua Harmonia, 300 - Vila Madalena, São Paulo - SP', 'Equipe Zona Oeste'],
  ['Ícaro Simões', '(11) 97111-0002', 'icaro.simoes@exemplo.com.br', 'Rua Tuiuti, 600 - Tatuapé, São Paulo - SP', 'Equipe Zona Leste'],
  ['Jô', '(11) 97111-0003', 'jo.sem.sobrenome@exemplo.com.br', 'Rua Augusta, 1500 - Consolação; São Paulo - SP', 'Equipe Centro'],
];

const utc = (iso: string) => new Date(`${iso}Z`);

/** The end-to-end fixture as a workbook: no team column, phones as numbers, birthdays as dates, a duration as a time. */
export const WORKBOOK_CLIENTS: readonly (readonly WorkbookCell[])[] = [
  ['Nome', 'Celular', 'E-mail', 'Endereço', 'Data de nascimento', 'Duração do serviço'],
  ['Otávio Quintela', 11972220001, 'otavio.quintela@exemplo.com.br', 'Rua Harmonia, 410 - Vila Madalena, São Paulo - SP', { at: utc('1984-04-12T00:00:00'), show: 'date' }, { at: utc('1899-12-30T01:30:00'), show: 'time' }],
  ['Priscila Úrsula Matos', 11972220002, 'priscila.matos@exemplo.com.br', 'Rua Tuiuti, 720 - Tatuapé, São Paulo - SP', null, { at: utc('1899-12-30T02:00:00'), show: 'time' }],
  ['Renê Tavares', '(11) 97222-0003', 'rene.tavares@exemplo.com.br', 'Avenida Ibirapuera, 1200 - Moema, São Paulo - SP', { at: utc('1979-11-30T00:00:00'), show: 'date' }, null],
];
