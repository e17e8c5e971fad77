import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapters-http',
    // A worker per core, each running file after file (the root vitest.config.ts says why).
    maxWorkers: '100%',
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
