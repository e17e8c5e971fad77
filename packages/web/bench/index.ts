// `npm run bench` (second table): the client list's search over 10,000 clients. A keystroke sets
// the query and reads the page to render; the list's prepared index (normalised once when the
// clients arrive) is measured side by side with the plain way (normalising every client's fields
// on every keystroke, core's matchesQuery), on the same data in this run, with equal results.
// Then the import of 1,000 clients into the mock server: from the built app's import screen in
// Chromium beside the same requests one at a time, over a 40 ms round trip and on loopback
// (import-in-browser.ts; needs a web build, made when there is none), and an
// interrupted and resumed run that must leave no client twice (import-into-mock-server.ts).
// BENCH_ONLY=search|import runs one of them.
import { availableParallelism, loadavg } from 'node:os';
import { matchesQuery } from '@fieldteam/core';
import { performance } from 'node:perf_hooks';
import { ListState } from '../src/shared/list-state';
import { measureImportInBrowser } from './import-in-browser';
import { IMPORT_COUNT, IMPORT_GOAL, measureImport } from './import-into-mock-server';
import { ensureBuild, startStack, stopAll, storedSession } from './web-stack';

interface FakeClient {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly docId: string;
  readonly email: string;
  readonly phone: string;
}

const FIRST = ['Ana', 'João', 'Márcia', 'Íris', 'Caio', 'Luíza', 'Otávio', 'Bruna', 'Sérgio', 'Tânia', 'Rafael', 'Beatriz'];
const LAST = ['Souza', 'Conceição', 'Araújo', 'Lima', 'Pereira', 'Gonçalves', 'Ribeiro', 'Fernandes', 'Assunção', 'Prado'];
const STREETS = ['Rua Augusta', 'Avenida Paulista', 'Rua Teodoro Sampaio', 'Alameda Santos', 'Rua Itapura', 'Rua Harmonia'];

function clients(count: number): FakeClient[] {
  let seed = 2026;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const name = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
    return {
      id: String(i),
      name,
      address: `${pick(STREETS)}, ${1 + Math.floor(random() * 3000)} - São Paulo - SP`,
      docId: String(10_000_000_000 + Math.floor(random() * 89_999_999_999)),
      email: `${name.toLowerCase().replace(/\s+/g, '.')}${i}@exemplo.com.br`,
      phone: `119${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
    };
  });
}

const fields = (c: FakeClient) => [c.name, c.address, c.docId, c.email, c.phone];
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;

if (process.env.BENCH_ONLY !== 'import') {
const COUNT = 10_000;
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const data = clients(COUNT);
// What a person types, one keystroke at a time, searching by name, then by street.
const keystrokes = ['c', 'co', 'con', 'conc', 'conce', 'conceicao', 'r', 'ru', 'rua', 'rua a', 'rua au', 'rua aug'];

const list = new ListState<FakeClient>(fields, 10);
list.setItems(data);
list.setQuery('warm');
void list.pageItems; // builds the prepared index once, as when the clients arrive

const prepared = (query: string) => {
  list.setQuery(query);
  return list.pageItems;
};
const plain = (query: string) => data.filter((c) => matchesQuery(fields(c), query)).slice(0, 10);

for (const q of keystrokes) {
  const a = prepared(q).map((c) => c.id);
  const b = plain(q).map((c) => c.id);
  if (a.join() !== b.join()) throw new Error(`different results for "${q}"`);
}

const perKeystroke: number[] = [];
const ratios: number[] = [];
for (let round = 0; round < rounds + 2; round++) {
  let t = performance.now();
  for (const q of keystrokes) prepared(q);
  const engine = (performance.now() - t) / keystrokes.length;
  t = performance.now();
  for (const q of keystrokes) plain(q);
  const reference = (performance.now() - t) / keystrokes.length;
  if (round < 2) continue; // warm-up
  perKeystroke.push(engine);
  ratios.push(reference / engine);
}
const engineMs = median(perKeystroke);
const ratio = median(ratios);
const frameOk = engineMs < 16;
const ratioOk = ratio >= 5;
console.log(`\nFieldteam web benchmarks (node ${process.version}, ${rounds} rounds, medians)\n`);
console.log('| benchmark | per keystroke | figure | goal | result |');
console.log('|---|---:|---:|---:|---:|');
console.log(`| Client search, 10,000 clients: prepared index vs normalising per keystroke (equal results) | ${engineMs.toFixed(2)} ms | ${ratio.toFixed(1)}x | >= 5x | ${ratioOk ? 'PASS' : 'FAIL'} |`);
console.log(`| Client search, 10,000 clients: one keystroke within a 60 Hz frame | ${engineMs.toFixed(2)} ms | ${engineMs.toFixed(2)} ms | < 16 ms | ${frameOk ? 'PASS' : 'FAIL'} |`);
if (!frameOk || !ratioOk) process.exitCode = 1;
}

if (process.env.BENCH_ONLY !== 'search') {
  try {
    ensureBuild();
    const stack = await startStack('import');
    const owner = storedSession(await stack.signIn('owner@fieldteam.dev', 'Fieldteam#2026'));
    const speed = await measureImportInBrowser(stack, owner, IMPORT_COUNT);
    stopAll();
    const { resumed } = await measureImport();
    const speedOk = speed.network.speedup >= IMPORT_GOAL.speedup;
    const onceOk = resumed.duplicates === IMPORT_GOAL.duplicates && resumed.missing === 0;
    const n = IMPORT_COUNT.toLocaleString('en-US');
    const perRow = (ms: number) => `${(ms / IMPORT_COUNT).toFixed(1)} ms a row`;
    const ms = (value: number) => `${Math.round(value)} ms (${perRow(value)})`;
    console.log(`\nImport of ${n} clients into the mock server (one cadastre call each; median of ${speed.runs.length} runs in Chromium, each way in the same run)\n`);
    console.log('| benchmark | app | naive way (baseline) | figure | goal | result |');
    console.log('|---|---:|---:|---:|---:|---:|');
    console.log(
      `| ${n} clients from the import screen vs the same requests one at a time from the same page, over a ${speed.roundTripMs} ms round trip | ${ms(speed.network.appMs)} | ${ms(speed.network.sequentialMs)} | ${speed.network.speedup.toFixed(1)}x | >= ${IMPORT_GOAL.speedup}x | ${speedOk ? 'PASS' : 'FAIL'} |`,
    );
    console.log(`| the same on loopback (no network: every request is CPU on the shared cores; for comparison) | ${ms(speed.loopback.appMs)} | ${ms(speed.loopback.sequentialMs)} | ${speed.loopback.speedup.toFixed(1)}x | | |`);
    console.log(`| on loopback, the same requests six at a time with no app around them (the machine's ceiling, for comparison) | | ${ms(speed.loopback.sixAtATimeMs)} | ${(speed.loopback.sequentialMs / speed.loopback.sixAtATimeMs).toFixed(1)}x | | |`);
    console.log(
      `| server killed after ${resumed.sentBeforeKill} answers (${resumed.lostAnswers} rows on their way), started again, import resumed: clients twice | ${resumed.duplicates} (${resumed.clients} clients, ${resumed.missing} missing, ${Math.round(resumed.totalMs)} ms with the wait for lost answers) | | ${resumed.duplicates} | ${IMPORT_GOAL.duplicates} | ${onceOk ? 'PASS' : 'FAIL'} |`,
    );
    console.log(`\nload average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
    if (!speedOk || !onceOk) process.exitCode = 1;
  } finally {
    stopAll();
  }
}
