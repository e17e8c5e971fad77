// Timing helpers for the benchmarks: paired, repeated measurements reported as medians, because
// the machine is shared and noisy. Ratios are taken pair by pair (engine and reference measured
// back to back on the same data) and the median of those ratios is reported.
import { performance } from 'node:perf_hooks';

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

/** Milliseconds per call of `fn`, repeating it until at least `minMs` have passed (fast functions). */
export function timePerCall(fn: () => unknown, minMs = 20): number {
  let calls = 0;
  const start = performance.now();
  let elapsed: number;
  do {
    fn();
    calls++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return elapsed / calls;
}

export interface Paired {
  readonly engineMs: number;
  readonly referenceMs: number;
  /** Median of reference / engine over the pairs. */
  readonly ratio: number;
}

/** Measures engine and reference back to back `rounds` times (after `warmup` rounds) and takes medians. */
export function paired(engine: () => unknown, reference: () => unknown, rounds: number, warmup = 2): Paired {
  for (let i = 0; i < warmup; i++) {
    engine();
    reference();
  }
  const e: number[] = [];
  const r: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const engineMs = timePerCall(engine);
    const referenceMs = timePerCall(reference, 0);
    e.push(engineMs);
    r.push(referenceMs);
    ratios.push(referenceMs / engineMs);
  }
  return { engineMs: median(e), referenceMs: median(r), ratio: median(ratios) };
}

/** A deterministic generator (mulberry32) for the benchmark data. */
export function seeded(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Row {
  readonly name: string;
  readonly engine: string;
  readonly reference: string;
  readonly figure: string;
  readonly goal: string;
  /** null for rows that only report. */
  readonly pass: boolean | null;
}

export const ms = (value: number): string => (value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(2) : value.toFixed(3)) + ' ms';
