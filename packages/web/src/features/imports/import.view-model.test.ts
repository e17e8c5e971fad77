import type { SheetRow } from '@fieldteam/core';
import { reaction } from 'mobx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageRef } from '../../shared/message';
import { unicodeText, workbook } from '../../testing/excel-files';
import type { ChosenSeparator } from '../../shared/csv';
import { chosenFile, csv, FILE, importWorld, type ImportWorld, type MemoryFiles } from '../../testing/import.fixture';
import type { SpreadsheetReader } from '../../shared/spreadsheet/read';
import { COLUMNS_SHOWN, type ChosenFile, type ImportViewModel } from './import.view-model';

describe('ImportViewModel', () => {
  let world: ImportWorld;
  let clients: ImportWorld['clients'];
  let store: ImportWorld['store'];
  let files: MemoryFiles;
  let vm: ImportViewModel;

  const make = (cloning = false, prepare?: (request: { readonly rows: readonly SheetRow[]; readonly mapping: readonly unknown[] }) => void) => world.make({ cloning, prepare });

  beforeEach(() => {
    world = importWorld();
    ({ clients, store, files } = world);
    vm = make();
  });

  it('reads the file and matches its columns by their headers', async () => {
    await vm.open('clients');
    await vm.chooseFile(csv(FILE));
    expect(vm.step).toBe('map');
    expect(vm.mapping).toEqual(['name', 'phone', 'email', 'address', 'team']);
    expect(vm.missing).toEqual([]);
    vm.setField(1, null);
    expect(vm.missing).toEqual(['phone']);
  });

  it('asks for the dry run with plain data, which a worker can receive (no observable copies)', async () => {
    vm = make(true);
    await vm.open('clients');
    await vm.chooseFile(csv(FILE));
    vm.setDefaultTeam('t-1');
    vm.setField(4, null);
    await vm.check();
    expect(vm.step).toBe('review');
    expect(vm.verdicts).toEqual({ import: 2, fix: 1, duplicate: 1 });
  });

  it('starts reading what the dry run compares the rows with once a file is read, not for an empty one, and hands it the file’s rows', async () => {
    const prepared: { readonly rows: readonly SheetRow[]; readonly mapping: readonly unknown[] }[] = [];
    vm = make(false, (request) => prepared.push(request));
    await vm.open('clients');
    await vm.chooseFile(csv(''));
    expect(prepared).toHaveLength(0);
    await vm.chooseFile(csv(FILE));
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.rows).toBe(vm.sheet?.rows);
    expect(prepared[0]?.mapping).toEqual(vm.mapping);
  });

  it('asks for a team for all rows when no column names one, and checks the rows only once it is chosen', async () => {
    const noTeam = FILE.split('\r\n').map((line) => line.split(';').slice(0, 4).join(';')).join('\r\n');
    await vm.open('clients');
    await vm.chooseFile(csv(noTeam));
    expect(vm.missing).toEqual([]);
    expect(vm.needsTeamForAllRows).toBe(true);
    expect(vm.canCheck).toBe(false);
    await vm.check();
    expect(vm.step).toBe('map');
    vm.setDefaultTeam('t-1');
    expect(vm.canCheck).toBe(true);
    await vm.check();
    expect(vm.verdicts).toEqual({ import: 2, fix: 1, duplicate: 1 });
    expect(vm.report!.rows.flatMap((row) => (row.verdict.kind === 'fix' ? row.verdict.problems.map((p) => p.field) : []))).toEqual(['name']);
  });

  it('starts each file with no team chosen for it, not the one chosen for the file before', async () => {
    await vm.open('clients');
    await vm.chooseFile(csv(FILE));
    vm.setDefaultTeam('t-1');
    await vm.check();
    await vm.start();
    await vm.startOver();
    await vm.chooseFile(csv(FILE, 'outros.csv'));
    expect(vm.defaultTeamId).toBeNull();
  });

  it('leaves the team for rows without one optional when a column names the teams', async () => {
    await vm.open('clients');
    await vm.chooseFile(csv(FILE));
    expect(vm.needsTeamForAllRows).toBe(false);
    expect(vm.canCheck).toBe(true);
    vm.setField(4, null);
    expect(vm.needsTeamForAllRows).toBe(true);
    expect(vm.canCheck).toBe(false);
  });

  it('says a file it cannot read is not a spreadsheet, and an .xls is to be saved as .xlsx or CSV', async () => {
    await vm.open('clients');
    await vm.chooseFile(chosenFile('foto.png', Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)));
    expect(vm.step).toBe('choose');
    expect(vm.fileProblem).toEqual({ key: 'transfer:file.FILE_UNREADABLE' });
    await vm.chooseFile(chosenFile('clientes.xls', Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0)));
    expect(vm.fileProblem).toEqual({ key: 'transfer:file.FILE_OLD_EXCEL' });
  });

  it('says which bound a file passes, with its numbers and its line, and reads nothing ahead for it', async () => {
    const prepared: unknown[] = [];
    vm = make(false, (request) => prepared.push(request));
    await vm.open('clients');
    await vm.chooseFile(csv(Array.from({ length: 1_000 }, (_, i) => `c${i}`).join(';')));
    expect(vm.fileProblem).toEqual({ key: 'transfer:file.FILE_TOO_MANY_COLUMNS', values: { line: 1, columns: 1_000, max: 200 } });
    await vm.chooseFile(csv(`Nome;Obs\nAna;"sem fim\nBia;x\n`));
    expect(vm.fileProblem).toEqual({ key: 'transfer:file.FILE_QUOTE_UNCLOSED', values: { line: 2 } });
    // Refused by its size, its bytes never read into the page.
    const bytes = vi.fn(() => Promise.resolve(new Uint8Array(0)));
    await vm.chooseFile({ name: 'grande.csv', size: 26 * 1024 * 1024 + 300 * 1024, bytes });
    expect(vm.fileProblem).toEqual({ key: 'transfer:file.FILE_TOO_LARGE', values: { size: 26.3, max: 10 } });
    expect(bytes).not.toHaveBeenCalled();
    expect(vm.step).toBe('choose');
    expect(vm.reading).toBeNull();
    expect(prepared).toEqual([]);
  });

  it('says how large a workbook would be once opened, in megabytes, when it is past the bound', async () => {
    vm = world.make({ read: () => Promise.resolve({ code: 'FILE_WORKBOOK_TOO_LARGE', bytes: 300 * 1024 * 1024 + 1, max: 100 * 1024 * 1024 }) });
    await vm.open('clients');
    await vm.chooseFile(csv('x', 'enorme.xlsx'));
    expect(vm.fileProblem).toEqual({ key: 'transfer:file.FILE_WORKBOOK_TOO_LARGE', values: { size: 300.1, max: 100 } });
  });

  it('says which file it is reading, and keeps only the outcome of the last one chosen', async () => {
    const waiting: ((sheet: Awaited<ReturnType<SpreadsheetReader>>) => void)[] = [];
    vm = world.make({ read: () => new Promise((resolve) => waiting.push(resolve)) });
    await vm.open('clients');
    const first = vm.chooseFile(csv('x', 'primeiro.csv'));
    expect(vm.reading).toBe('primeiro.csv');
    const second = vm.chooseFile(csv('x', 'segundo.csv'));
    expect(vm.reading).toBe('segundo.csv');
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1]!({ headers: ['Nome'], rows: [{ line: 2, cells: ['Ana'] }], format: { kind: 'xlsx' } });
    await second;
    waiting[0]!({ code: 'FILE_EMPTY' });
    await first;
    expect(vm.reading).toBeNull();
    expect(vm.fileProblem).toBeNull();
    expect(vm.fileName).toBe('segundo.csv');
    expect(vm.step).toBe('map');
  });

  it('shows the first 30 columns to match, the others when asked, and how many of those are matched meanwhile', async () => {
    const headers = [...Array.from({ length: 40 }, (_, i) => `Coluna ${i + 1}`), 'Nome', 'Telefone', 'E-mail', 'Endereço', 'Equipe'];
    await vm.open('clients');
    await vm.chooseFile(csv([headers.join(';'), headers.map(() => 'x').join(';')].join('\n')));
    expect(vm.shownColumns).toBe(COLUMNS_SHOWN);
    expect(vm.hiddenMatched).toBe(5);
    vm.showAllColumns(true);
    expect(vm.shownColumns).toBe(45);
    await vm.chooseFile(csv(FILE));
    expect(vm.allColumnsShown).toBe(false);
    expect(vm.shownColumns).toBe(5);
    expect(vm.hiddenMatched).toBe(0);
  });

  it('says so when the file is empty', async () => {
    await vm.open('clients');
    await vm.chooseFile(csv(''));
    expect(vm.step).toBe('choose');
    expect(vm.fileProblem).toEqual({ key: 'transfer:file.FILE_EMPTY' });
  });

  it('sorts the rows in a dry run, sends nothing, then imports the rows to import and the duplicates chosen for update', async () => {
    await vm.open('clients');
    await vm.chooseFile(csv(FILE));
    vm.setDefaultTeam('t-1');
    await vm.check();
    expect(vm.step).toBe('review');
    expect(vm.verdicts).toEqual({ import: 2, fix: 1, duplicate: 1 });
    expect(clients.calls.filter(([m]) => m === 'create' || m === 'update')).toEqual([]);
    vm.setTab('duplicate');
    expect(vm.pageRows.map((r) => r.line)).toEqual([4]);
    vm.updateAll(true);
    expect(vm.toSend).toBe(3);
    await vm.start();
    expect(vm.status).toBe('finished');
    expect(vm.counts).toMatchObject({ done: 3, total: 3 });
    expect(clients.calls.filter(([m]) => m === 'create').map(([, , , c]) => (c as { email: string }).email)).toEqual(['maria@exemplo.com.br', 'carlos@exemplo.com.br']);
    expect(clients.calls.filter(([m]) => m === 'update').map(([, , id]) => id)).toEqual(['c-1']);
  });

  it('shows the progress of a fast import a few times, not once a row, and its last counts at the end', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => `Cliente Número ${i + 1};(11) 98888-${String(1000 + i)};cliente${i + 1}@exemplo.com.br;Rua Harmonia, ${i + 1}, São Paulo;Equipe Sul`);
    await vm.open('clients');
    await vm.chooseFile(csv([FILE.split('\r\n')[0], ...rows].join('\r\n')));
    await vm.check();
    expect(vm.verdicts).toEqual({ import: 40, fix: 0, duplicate: 0 });
    const shown: number[] = [];
    const stop = reaction(() => vm.counts, (counts) => shown.push(counts?.done ?? -1));
    await vm.start();
    stop();
    expect(vm.status).toBe('finished');
    expect(shown.length).toBeLessThanOrEqual(3);
    expect(shown.at(-1)).toBe(40);
  });

  const translate = (ref: MessageRef) => ('text' in ref ? ref.text : ref.key);
  /** The refused rows' file the view-model saved: its name, type, encoding's first bytes and lines. */
  const refusedFile = (label: string) => {
    const file = files.saved.at(-1)!;
    const bytes = 'bytes' in file ? file.bytes : new TextEncoder().encode(file.text);
    return { name: file.name, type: file.type, head: [...bytes.subarray(0, 3)], lines: new TextDecoder(label).decode(bytes).split('\r\n') };
  };
  /** The FILE's rows, refused row first, as the import of `file` leaves them, Jo's row refused. */
  const importWith = async (file: ChosenFile, language = 'pt-BR', region?: ChosenSeparator) => {
    vm = world.make({ language, ...(region ? { region } : {}) });
    await vm.open('clients');
    await vm.chooseFile(file);
    vm.setDefaultTeam('t-1');
    await vm.check();
    await vm.start();
    await vm.downloadRefused(translate, 'Motivo');
  };
  // The address is quoted: a spreadsheet reading the file with commas must not split it either.
  const REFUSED = ['Nome;Telefone;E-mail;Endereço;Equipe;Motivo', 'Jo;(11) 98888-0002;jo@exemplo.com.br;"Rua Harmonia, 12, São Paulo";Equipe Sul;transfer:fields.clients.name: validation:NAME_INVALID'];

  it('writes the refused rows with the file’s columns and each reason in the person’s language', async () => {
    await importWith(csv(FILE));
    expect(vm.toFixCount).toBe(1);
    const file = refusedFile('utf-8');
    expect(file.name).toBe('clientes-refused.csv');
    expect(file.lines.slice(0, 2)).toEqual(REFUSED);
  });

  it('writes the refused rows with the person’s own separator, whatever the language’s', async () => {
    await importWith(csv(FILE), 'en');
    const file = refusedFile('utf-8');
    expect(file).toMatchObject({ name: 'clientes-refused.csv', type: 'text/csv;charset=utf-8', head: [0xef, 0xbb, 0xbf] });
    expect(file.lines.slice(0, 2)).toEqual(REFUSED);
  });

  it('writes the refused rows of a UTF-16 tab file (Excel’s Unicode Text) as the same kind of file, defused all the same', async () => {
    const text = FILE.replaceAll(';', '\t').replace('Jo\t', '=Jo\t');
    await importWith(chosenFile('clientes.txt', unicodeText(text.split('\r\n').map((line) => line.split('\t')))), 'en');
    const file = refusedFile('utf-16le');
    expect(file).toMatchObject({ name: 'clientes-refused.txt', type: 'text/plain;charset=utf-16le', head: [0xff, 0xfe, 0x4e] });
    expect(file.lines.slice(0, 2)).toEqual([REFUSED[0]!.replaceAll(';', '\t'), "'=Jo\t(11) 98888-0002\tjo@exemplo.com.br\t\"Rua Harmonia, 12, São Paulo\"\tEquipe Sul\ttransfer:fields.clients.name: validation:NAME_INVALID"]);
  });

  it('writes the refused rows of a Windows-1252 file in Windows-1252, without a byte-order mark', async () => {
    await importWith(chosenFile('clientes.csv', Uint8Array.from([...FILE].map((c) => c.charCodeAt(0)))), 'en');
    const file = refusedFile('windows-1252');
    expect(file).toMatchObject({ type: 'text/csv;charset=windows-1252', head: [0x4e, 0x6f, 0x6d] });
    expect(file.lines.slice(0, 2)).toEqual(REFUSED);
  });

  it('writes the refused rows of a workbook as a UTF-8 CSV with the separator of the browser’s region, whatever the language', async () => {
    await importWith(chosenFile('clientes.xlsx', workbook(FILE.split('\r\n').map((line) => line.split(';')))), 'pt-BR', ',');
    const file = refusedFile('utf-8');
    expect(file).toMatchObject({ name: 'clientes-refused.csv', type: 'text/csv;charset=utf-8', head: [0xef, 0xbb, 0xbf] });
    expect(file.lines[0]).toBe('Nome,Telefone,E-mail,Endereço,Equipe,Motivo');
    expect(file.lines[1]).toBe('Jo,(11) 98888-0002,jo@exemplo.com.br,"Rua Harmonia, 12, São Paulo",Equipe Sul,transfer:fields.clients.name: validation:NAME_INVALID');
  });

  it('shows an import kept on the device where it stopped, and resumes it without sending a row twice', async () => {
    await vm.open('clients');
    await vm.chooseFile(csv(FILE));
    vm.setDefaultTeam('t-1');
    await vm.check();
    clients.failure = { code: 'API_UNREACHABLE' };
    await vm.start();
    expect(vm.status).toBe('interrupted');
    vm.dispose();

    clients.failure = null;
    const again = make();
    await again.open('clients');
    expect(again.step).toBe('sending');
    expect(again.status).toBe('paused');
    await again.resume();
    expect(again.status).toBe('finished');
    const created = clients.calls.filter(([m]) => m === 'create').map(([, , , c]) => (c as { email: string }).email);
    expect(created.filter((email) => email === 'maria@exemplo.com.br').length).toBeGreaterThanOrEqual(1);
    // The row whose answer was lost was looked up in the list first.
    expect(clients.calls.some(([m]) => m === 'list')).toBe(true);
    again.dispose();
  });

  it('sends after the screen’s effect ran, was cleaned up and ran again (React’s development double effect)', async () => {
    await vm.open('clients');
    vm.dispose();
    await vm.open('clients');
    await vm.chooseFile(csv(FILE));
    vm.setDefaultTeam('t-1');
    await vm.check();
    await vm.start();
    expect(vm.status).toBe('finished');
    expect(vm.counts).toMatchObject({ done: 2, total: 2 });
  });

  it('stops for good once disposed: no retry after the screen has gone', async () => {
    await vm.open('clients');
    await vm.chooseFile(csv(FILE));
    vm.setDefaultTeam('t-1');
    await vm.check();
    vm.dispose();
    await vm.start();
    expect(vm.status).toBeNull();
    expect(clients.calls.filter(([m]) => m === 'create')).toEqual([]);
  });

  it('starts over: the kept import is forgotten', async () => {
    await vm.open('clients');
    await vm.chooseFile(csv(FILE));
    vm.setDefaultTeam('t-1');
    await vm.check();
    await vm.start();
    await vm.startOver();
    expect(vm.step).toBe('choose');
    expect(await store.load('clients')).toBeNull();
  });
});
