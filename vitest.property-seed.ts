// Every property test (fast-check) in a Vitest run draws from one fixed seed, so a run repeats
// exactly: a failure is a defect to fix, never bad luck. fast-check names the seed in every
// failure; PROPERTY_SEED=<n> runs the properties on another seed (to explore, or to repeat one).
import fc from 'fast-check';

export const PROPERTY_SEED = Number(process.env.PROPERTY_SEED ?? 20261123);

fc.configureGlobal({ seed: PROPERTY_SEED });
