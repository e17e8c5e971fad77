import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // One fixed seed for every property test (PROPERTY_SEED to change it).
    setupFiles: ['../../vitest.property-seed.ts'],
  },
});
