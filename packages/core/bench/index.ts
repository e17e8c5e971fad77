// `npm run bench`: the core's benchmarks in one table. Each row runs the engine and its reference
// on the same data in this run, checks their answers agree where they must, and compares its
// figure with the goal. Exits with 1 when a goal fails. Not part of `npm test`.
import { appointmentRows } from './appointment-order.bench';
import { dayMoveRows } from './day-move.bench';
import { routingRows } from './routing.bench';
import { schedulingRows } from './scheduling.bench';
import type { Row } from './measure';

// BENCH_ROUNDS sets the paired rounds (default 7); BENCH_ONLY=scheduling, routing or appointments
// runs one group (appointments: the appointment-keeping order, appointment-order.bench.ts).
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const only = process.env.BENCH_ONLY;
const started = Date.now();
console.log(`Fieldteam core benchmarks (node ${process.version}, ${rounds} rounds, medians)\n`);
// Routing runs first, on a fresh heap: its timings should not pay for collecting the scheduling
// benchmarks' 73,000-task agendas. The table still lists scheduling first.
const runs = (group: string) => only === undefined || only === group;
const routing = runs('routing') ? routingRows() : [];
const appointments = runs('appointments') ? appointmentRows() : [];
const rows: Row[] = [...(runs('scheduling') ? [...schedulingRows(rounds), ...dayMoveRows(rounds)] : []), ...routing, ...appointments];

const header: Row = { name: 'benchmark', engine: 'engine', reference: 'reference', figure: 'figure', goal: 'goal', pass: null };
const result = (row: Row) => (row === header ? 'result' : row.pass === null ? 'info' : row.pass ? 'PASS' : 'FAIL');
const cells = (row: Row) => [row.name, row.engine, row.reference, row.figure, row.goal, result(row)];
const widths = cells(header).map((_, i) => Math.max(...[header, ...rows].map((row) => cells(row)[i]!.length)));
const line = (row: Row) => '| ' + cells(row).map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ') + ' |';
console.log(line(header));
console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
for (const row of rows) console.log(line(row));

const failed = rows.filter((row) => row.pass === false);
console.log(`\n${rows.length - failed.length} of ${rows.length} goals met in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failed.length > 0) {
  console.log(`FAILED: ${failed.map((row) => row.name.split(':')[0]).join('; ')}`);
  process.exitCode = 1;
}
