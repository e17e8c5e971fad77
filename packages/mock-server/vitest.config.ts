import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    // A worker per core, each running file after file (the root vitest.config.ts says why).
    maxWorkers: '100%',
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One fixed seed for every property test (PROPERTY_SEED to change it).
    setupFiles: ['../../vitest.property-seed.ts'],
  },
});
