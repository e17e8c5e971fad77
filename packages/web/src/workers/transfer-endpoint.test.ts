import { ok, type CheckedRow } from '@fieldteam/core';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { transferEndpoint, type TransferEndpoint } from './transfer-endpoint';
import { sheetWork } from './transfer-sheet';
import type { TransferWork } from './transfer-work';

const moment = { session: null, nowMs: 0, timeZone: 'America/Sao_Paulo' };
const rows: CheckedRow<unknown>[] = [2, 3, 4].map((line) => ({ line, cells: [`c${line}`], verdict: { kind: 'fix', problems: [{ field: 'name', code: 'NAME_INVALID' }] } }));

const prepared: string[] = [];
const work: TransferWork = {
  ...sheetWork(),
  prepare: (_moment, kind) => Promise.resolve(void prepared.push(kind)),
  stageRows: (rows, from) => Promise.resolve(void prepared.push(`rows ${from}+${rows.length}`)),
  readRowsAhead: () => Promise.resolve(void prepared.push('agendas')),
  dryRun: (_moment, _order, onProgress) => {
    onProgress?.(1, 3);
    onProgress?.(3, 3);
    return Promise.resolve(ok({ kind: 'clients', total: 3, counts: { import: 0, fix: 3, duplicate: 0 } }));
  },
  checkedRows: (from, to) => Promise.resolve(rows.slice(from, to)),
  prepareArchive: () => Promise.resolve(void prepared.push('archive')),
  exportArchive: () => Promise.resolve(ok({ zip: new Uint8Array([80, 75, 5, 6]), clients: 7 })),
  clientChoices: (_moment, language) => Promise.resolve(ok([{ id: 'c-1', name: `Ana (${language})` }])),
};

/** The page's side of the worker, over a MessageChannel: the same messages a worker's port carries. */
function connect(): { remote: Comlink.Remote<TransferEndpoint>; close: () => void; setups: string[] } {
  const setups: string[] = [];
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(
    transferEndpoint((setup) => {
      setups.push(setup.baseUrl);
      return Promise.resolve(work);
    }),
    port1 as unknown as Comlink.Endpoint,
  );
  const remote = Comlink.wrap<TransferEndpoint>(port2 as unknown as Comlink.Endpoint);
  return {
    remote,
    setups,
    close: () => {
      port1.close();
      port2.close();
    },
  };
}

describe('the transfer worker’s protocol', () => {
  let close = () => undefined as void;
  afterEach(() => close());

  it('is set up once, then runs a dry run whose progress reaches the page and whose rows come in the slices asked for', async () => {
    const c = connect();
    close = c.close;
    await c.remote.setUp({ baseUrl: '/api' });
    await c.remote.prepare(moment, 'clients');
    await c.remote.stageRows([{ line: 2, cells: ['a'] }], 0);
    await c.remote.readRowsAhead(moment, { mapping: [], defaultTeamId: null, language: 'en' });
    expect(prepared).toEqual(['clients', 'rows 0+1', 'agendas']);
    const heard: number[] = [];
    const done = await c.remote.dryRun(moment, { kind: 'clients', request: { rows: [], mapping: [], defaultTeamId: null, language: 'en' } }, Comlink.proxy((n: number) => void heard.push(n)));
    expect(done).toEqual({ ok: true, value: { kind: 'clients', total: 3, counts: { import: 0, fix: 3, duplicate: 0 } } });
    expect(await c.remote.checkedRows(1, 3)).toEqual(rows.slice(1, 3));
    // The progress calls are messages of their own: they have arrived by the next answer.
    expect(heard).toEqual([1, 3]);
    expect(c.setups).toEqual(['/api']);
  });

  it('reads a file whose bytes are handed over, not copied, and answers its rows in the slices asked for', async () => {
    const c = connect();
    close = c.close;
    await c.remote.setUp({ baseUrl: '/api' });
    const bytes = new TextEncoder().encode('Nome;Tel\nAna;1\nBia;2\nCaio;3\n');
    const head = await c.remote.readSheet(Comlink.transfer(bytes, [bytes.buffer]));
    expect(bytes.byteLength).toBe(0);
    expect(head).toEqual({ ok: true, value: { id: 1, headers: ['Nome', 'Tel'], format: { kind: 'text', encoding: 'utf-8', separator: ';' }, total: 3 } });
    expect(await c.remote.sheetRows(1, 1, 3)).toEqual([
      { line: 3, cells: ['Bia', '2'] },
      { line: 4, cells: ['Caio', '3'] },
    ]);
    const wide = new TextEncoder().encode(Array.from({ length: 1_000 }, (_, i) => `c${i}`).join(','));
    expect(await c.remote.readSheet(Comlink.transfer(wide, [wide.buffer]))).toEqual({ ok: false, error: { code: 'FILE_TOO_MANY_COLUMNS', line: 1, columns: 1_000, max: 200 } });
    // The rows of the file read before are gone with it.
    expect(await c.remote.sheetRows(1, 0, 3)).toEqual([]);
  });

  it('hands the ZIP’s bytes over', async () => {
    const c = connect();
    close = c.close;
    await c.remote.setUp({ baseUrl: '/api' });
    await c.remote.prepareArchive(moment);
    expect(prepared).toContain('archive');
    const archive = await c.remote.exportArchive(moment, { businessName: 'x', language: 'en' });
    expect(archive.ok && [...archive.value.zip]).toEqual([80, 75, 5, 6]);
    expect(archive.ok && archive.value.clients).toBe(7);
  });

  it('answers the agenda’s clients in the language asked', async () => {
    const c = connect();
    close = c.close;
    await c.remote.setUp({ baseUrl: '/api' });
    expect(await c.remote.clientChoices(moment, 'pt-BR')).toEqual(ok([{ id: 'c-1', name: 'Ana (pt-BR)' }]));
  });

  it('refuses work asked for before it is set up', async () => {
    const c = connect();
    close = c.close;
    await expect(c.remote.checkedRows(0, 1)).rejects.toThrow(/before setUp/);
  });
});
