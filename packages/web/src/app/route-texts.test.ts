// Each route names the namespaces of texts its screen shows (routes.tsx, the 4th argument of
// routeScreen), so that they load with its chunk instead of after it: this follows each screen's
// imports inside src and finds every namespace they use (`useTranslation(...)`, and `t('ns:…')`
// or `msg('ns:…')`), and checks that the route names it, or that the shell loads it.
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../i18n/i18n';
import { NAMESPACES } from '../i18n/languages';

/** Every source file of src, by its path from src ('app/routes.tsx'). */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true })).map(([file, code]) => [file.replace(/^\/src\//, ''), code]),
);
const ROUTES_FILE = 'app/routes.tsx';
const readFileSync = (file: string): string => SOURCES[file] ?? '';

const dirname = (file: string) => file.split('/').slice(0, -1).join('/');

/** `from` and a relative specifier -> a path from src. */
function resolve(from: string, specifier: string): string {
  const parts = from === '' ? [] : from.split('/');
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function sourceOf(specifier: string, from: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`].find((file) => file in SOURCES);
}

/** The namespaces a module and every module it imports inside src (the DI modules aside) use. */
function namespacesUsedBy(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith('di/') || file.startsWith('i18n/')) return;
    seen.add(file);
    const code = readFileSync(file);
    for (const call of code.matchAll(/useTranslation\(([^)]*)\)/g)) {
      const names = [...call[1]!.matchAll(/'([a-z]+)'/g)].map((m) => m[1]!);
      (names.length > 0 ? names : ['common']).forEach((name) => used.add(name));
    }
    for (const key of code.matchAll(/\b(?:t|msg|i18n\.t)\(\s*['`]([a-z]+):/g)) used.add(key[1]!);
    for (const imported of code.matchAll(/from '(\.[^']+)'/g)) {
      const next = sourceOf(imported[1]!, file);
      if (next) visit(next);
    }
  };
  visit(entry);
  return used;
}

/** routes.tsx: each `routeScreen([...], () => import('…'), 'Name', [...texts])`. */
function routeDeclarations(): { name: string; screen: string; texts: string[] }[] {
  const code = readFileSync(ROUTES_FILE);
  return [...code.matchAll(/routeScreen\(\s*\[[^\]]*\],\s*\(\) => import\('([^']+)'\),\s*'(\w+)'(?:,\s*\[([^\]]*)\])?\s*\)/g)].map((m) => ({
    name: m[2]!,
    screen: sourceOf(m[1]!, ROUTES_FILE)!,
    texts: [...(m[3] ?? '').matchAll(/'([a-z]+)'/g)].map((t) => t[1]!),
  }));
}

describe('the texts each route loads', () => {
  const routes = routeDeclarations();

  it('finds every route screen of routes.tsx', () => {
    // every call but the import of routeScreen itself
    expect(routes.length).toBe(readFileSync(ROUTES_FILE).match(/routeScreen\(\[/g)!.length);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) expect(route.screen, route.name).toBeDefined();
  });

  it('the shell (main.tsx, the layout, the guard) uses only the namespaces it loads before the first render', () => {
    const shell = namespacesUsedBy('app/main.tsx');
    expect(shell.has('common')).toBe(true);
    expect([...shell].filter((name) => !(SHELL_NAMESPACES as readonly string[]).includes(name))).toEqual([]);
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s names every namespace its screen uses', (_name, route) => {
    const needed = [...namespacesUsedBy(route.screen)].filter((name) => !(SHELL_NAMESPACES as readonly string[]).includes(name)).sort();
    expect(needed.every((name) => (NAMESPACES as readonly string[]).includes(name)), `${needed.join(', ')} are all namespaces`).toBe(true);
    expect([...route.texts].sort()).toEqual(needed);
  });
});
