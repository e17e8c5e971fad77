// One Vitest run over every package; each package's vitest.config.ts sets its environment.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*'],
  },
});
