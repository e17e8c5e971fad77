import { defineProject } from 'vitest/config';

// Two projects. `web (dom)`: the tests that render (*.test.tsx) in jsdom, which takes about a
// second to set up, once per file. `web (node)`: every other test, in Node, file after file in
// a worker per core (the root vitest.config.ts says why). A .ts test that needs `document` or
// `window` without rendering starts with the line `// @vitest-environment jsdom`.
export default defineProject({
  test: {
    name: 'web',
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', '*.test.ts', 'e2e/*.test.ts'],
          // One fixed seed for every property test (PROPERTY_SEED to change it).
          setupFiles: ['../../vitest.property-seed.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          // A rendering test waits for several screens' data (each wait up to 4 s, testing/setup.ts).
          testTimeout: 20_000,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
