import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapters-http',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
