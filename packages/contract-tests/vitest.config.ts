import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    // A worker per core, each running file after file (the root vitest.config.ts says why).
    maxWorkers: '100%',
    isolate: false,
    environment: 'node',
    include: ['src/**/*.contract.test.ts', 'src/adapters/**/*.api.test.ts'],
    // One server and one signed-in owner per file; the calls depend on each other in order.
    sequence: { concurrent: false },
    testTimeout: 30_000,
  },
});
