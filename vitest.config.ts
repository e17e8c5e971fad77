// One Vitest run over every package. A package's own vitest.config.ts inherits nothing from this
// one, so each sets, beside its environment:
// - `maxWorkers: '100%'`, a worker per core (Vitest's default leaves one core idle: half of a
//   2-core machine);
// - `isolate: false` where the tests run in Node: a worker runs file after file instead of
//   starting afresh for each, which would import Express, the contract checker or MobX once per
//   file. Vitest still restores mocks and spies after each file; a test keeps no state in a
//   module, and one that passes only alone is a defect. Rendering tests (jsdom) stay isolated.
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take tens of seconds each (real server processes, thousands of requests). They start
 * first, so that the rest of the suite runs beside them rather than after them: a fresh clone has
 * no timings cached, and Vitest would otherwise start the biggest files first, which these are not.
 */
const SLOW_FILES = [
  'packages/mock-server/src/store/crash.test.ts',
  'packages/mock-server/src/contract/fuzz.test.ts',
  'packages/mock-server/src/server.test.ts',
];

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = SLOW_FILES.indexOf(relative(import.meta.dirname, spec.moduleId));
      return at === -1 ? SLOW_FILES.length : at;
    };
    // Array.prototype.sort is stable: the rest keeps Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    projects: ['packages/*'],
    sequence: { sequencer: SlowFilesFirst },
  },
});
