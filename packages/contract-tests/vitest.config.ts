import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.contract.test.ts', 'src/adapters/**/*.api.test.ts'],
    // One server and one signed-in owner per file; the calls depend on each other in order.
    sequence: { concurrent: false },
    testTimeout: 30_000,
  },
});
