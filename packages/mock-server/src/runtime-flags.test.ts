import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_V8_FLAGS } from './runtime-flags';

const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe("the server's V8 flags", () => {
  it.each(['dev', 'start'])('are given by the %s script, before the server file', (name) => {
    const words = scripts[name]!.split(/\s+/);
    const server = words.indexOf('src/server.ts');
    expect(server).toBeGreaterThan(0);
    for (const flag of SERVER_V8_FLAGS) {
      expect(words.indexOf(flag), `${name}: ${flag}`).toBeGreaterThan(0);
      expect(words.indexOf(flag), `${name}: ${flag}`).toBeLessThan(server);
    }
  });
});
