import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServers, type ServerSpec } from './start-servers';

const freePort = () =>
  new Promise<number>((done) => {
    const probe: Server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const answers = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
};

const dir = mkdtempSync(join(tmpdir(), 'ft-start-servers-'));
let stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
});

/** A server that writes `mark` once started, and listens once `waitFor` exists (a file another server writes). */
function spec(name: string, port: number, script: string): ServerSpec {
  const file = join(dir, `${name}.cjs`);
  writeFileSync(file, script);
  return { name, command: `node ${file}`, cwd: '.', url: `http://127.0.0.1:${port}/`, env: { PORT: String(port) }, timeoutMs: 10_000 };
}

const listenAfter = (mark: string, waitFor: string) => `
require('node:fs').writeFileSync(${JSON.stringify(mark)}, '');
const wait = setInterval(() => {
  if (!require('node:fs').existsSync(${JSON.stringify(waitFor)})) return;
  clearInterval(wait);
  require('node:http').createServer((q, r) => r.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
}, 20);`;

describe('the end-to-end servers', () => {
  it('start together: each of two servers answers only once the other has started, which one after the other never reaches', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const [markA, markB] = [join(dir, 'a.started'), join(dir, 'b.started')];
    const stop = await startServers([spec('a', a, listenAfter(markA, markB)), spec('b', b, listenAfter(markB, markA))]);
    stops.push(stop);
    expect(await answers(`http://127.0.0.1:${a}/`)).toBe(true);
    expect(await answers(`http://127.0.0.1:${b}/`)).toBe(true);
    await stop();
    expect(await answers(`http://127.0.0.1:${a}/`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${b}/`)).toBe(false);
  });

  it('a server that exits before answering fails the start with its error output, and the others are stopped', async () => {
    const [good, bad] = [await freePort(), await freePort()];
    const servers = [
      spec('good', good, listenAfter(join(dir, 'good.started'), join(dir, 'good.started'))),
      spec('bad', bad, `setTimeout(() => { console.error('port taken by a ghost'); process.exit(3); }, 300);`),
    ];
    await expect(startServers(servers)).rejects.toThrow(/bad .*exited with 3[\s\S]*port taken by a ghost/);
    expect(await answers(`http://127.0.0.1:${good}/`)).toBe(false);
  });

  it('asks a server for its warm-up paths before it counts as started, and fails the start on a path it does not have', async () => {
    const port = await freePort();
    const asked = join(dir, 'asked.txt');
    const server = `
require('node:http').createServer((q, r) => {
  if (q.url !== '/') require('node:fs').appendFileSync(${JSON.stringify(asked)}, q.url + '\\n');
  r.statusCode = q.url === '/gone.ts' ? 404 : 200;
  r.end('ok');
}).listen(Number(process.env.PORT), '127.0.0.1');`;
    const stop = await startServers([{ ...spec('dev', port, server), warmUp: ['/main.ts', '/worker.ts?worker_file'] }]);
    stops.push(stop);
    expect(readFileSync(asked, 'utf8').split('\n').filter(Boolean).sort()).toEqual(['/main.ts', '/worker.ts?worker_file']);
    await stop();
    await expect(startServers([{ ...spec('dev2', port, server), warmUp: ['/gone.ts'] }])).rejects.toThrow('dev2: warming up /gone.ts answered 404');
    expect(await answers(`http://127.0.0.1:${port}/`)).toBe(false);
  });

  it('refuses a port where something answers already, instead of testing it in place of the build', async () => {
    const port = await freePort();
    const squatter = (await import('node:http')).createServer((_, res) => res.end('old build')).listen(port, '127.0.0.1');
    try {
      await new Promise((done) => squatter.once('listening', done));
      await expect(startServers([spec('app', port, 'setInterval(() => {}, 1000);')])).rejects.toThrow(`http://127.0.0.1:${port}/ is already used`);
    } finally {
      squatter.close();
    }
  });
});
