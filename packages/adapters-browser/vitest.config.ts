import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapters-browser',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
