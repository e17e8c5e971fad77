// Each route names the namespaces of texts its screen shows (routes.tsx, the 4th argument of
// routeScreen), so that they load with its chunk instead of after it: this follows each screen's
// imports inside src and finds every namespace they use (`useTranslation(...)`, and `t('ns:…')`
// or `msg('ns:…')`), and checks that the route names it, or that the shell loads it.
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../i18n/i18n';
import { NAMESPACES } from '../i18n/languages';
import { sourceOf, sourceText, staticGraph } from '../testing/source-graph';

const ROUTES_FILE = 'app/routes.tsx';

/** The namespaces a module and every module it imports inside src (the DI modules aside) use. */
function namespacesUsedBy(entry: string): Set<string> {
  const used = new Set<string>();
  for (const file of staticGraph(entry, { skip: (f) => f.startsWith('di/') || f.startsWith('i18n/') })) {
    const code = sourceText(file);
    for (const call of code.matchAll(/useTranslation\(([^)]*)\)/g)) {
      const names = [...call[1]!.matchAll(/'([a-z]+)'/g)].map((m) => m[1]!);
      (names.length > 0 ? names : ['common']).forEach((name) => used.add(name));
    }
    for (const key of code.matchAll(/\b(?:t|msg|i18n\.t)\(\s*['`]([a-z]+):/g)) used.add(key[1]!);
  }
  return used;
}

/** routes.tsx: each `routeScreen([...], () => import('…'), 'Name', [...texts])`. */
function routeDeclarations(): { name: string; screen: string; texts: string[] }[] {
  const code = sourceText(ROUTES_FILE);
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
    expect(routes.length).toBe(sourceText(ROUTES_FILE).match(/routeScreen\(\[/g)!.length);
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
