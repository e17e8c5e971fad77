// Like longest.mjs, with frames mapped through the build's source maps.
import { readFileSync, existsSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const p = JSON.parse(readFileSync('/tmp/profile.cpuprofile', 'utf8'));
const maps = new Map();
const mapOf = (file) => { if (!maps.has(file)) { const f = `packages/web/dist/assets/${file}.map`; maps.set(file, existsSync(f) ? new TraceMap(readFileSync(f, 'utf8')) : null); } return maps.get(file); };
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => { const file = n.callFrame.url.split('/').pop(); const m = file && mapOf(file); if (m && n.callFrame.lineNumber >= 0) { const o = originalPositionFor(m, { line: n.callFrame.lineNumber + 1, column: n.callFrame.columnNumber }); if (o.source) return `${o.name ?? n.callFrame.functionName ?? '(anon)'} ${o.source.replace(/^.*?(packages|node_modules)\//, '$1/')}:${o.line}`; } return `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; };
let t = p.startTime; const samples = p.samples.map((id, i) => { t += p.timeDeltas[i]; return { id, t }; });
const runs = []; let cur = null;
for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i].id); if (n.callFrame.functionName === '(idle)') { if (cur) { runs.push(cur); cur = null; } continue; } if (!cur) cur = { start: i, end: i }; else cur.end = i; }
if (cur) runs.push(cur);
runs.forEach((r) => (r.ms = (samples[r.end].t - samples[r.start].t) / 1000));
runs.sort((a, b) => b.ms - a.ms);
console.log('longest runs ms:', runs.slice(0, 8).map((r) => `${r.ms.toFixed(0)}@${((samples[r.start].t - p.startTime) / 1000).toFixed(0)}`).join(' '));
for (const r of runs.slice(0, Number(process.argv[2] ?? 2))) {
  const incl = new Map(); const self = new Map();
  for (let i = r.start; i <= r.end; i++) {
    const dt = (samples[i + 1]?.t ?? samples[i].t) - samples[i].t;
    let id = samples[i].id; const seen = new Set();
    self.set(name(byId.get(id)), (self.get(name(byId.get(id))) ?? 0) + dt / 1000);
    while (id !== undefined) { const k = name(byId.get(id)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt / 1000); } id = parent.get(id); }
  }
  console.log(`--- run ${r.ms.toFixed(0)} ms: inclusive`);
  console.log([...incl].sort((a, b) => b[1] - a[1]).filter(([k]) => !/node_modules\/(react-dom|scheduler)/.test(k)).slice(0, Number(process.env.TOP ?? 30)).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
  console.log('--- self');
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
}
