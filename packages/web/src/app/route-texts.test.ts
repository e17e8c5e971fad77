// Each page names the namespaces of texts its screen shows (pages.ts's `texts`), so that
// they load with its chunk instead of after it: this follows each screen's
// imports inside src and finds every namespace they use (`useTranslation(...)`, and `t('ns:…')`
// or `msg('ns:…')`), and checks that the route names it, or that the shell loads it.
import { ALL_ROUTE_PATHS } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../i18n/i18n';
import { NAMESPACES } from '../i18n/languages';
import { sourceText, staticGraph } from '../testing/source-graph';
import { routeSources } from '../../../../scripts/route-sources.mjs';
import { PAGES } from './pages';

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

describe('the texts each route loads', () => {
  const routes = routeSources().map((route) => ({ name: route.path, screen: route.sources[0]!.replace(/^src\//, ''), texts: route.texts, title: PAGES.find((page) => page.path === route.path)!.title }));

  it('has a screen file for every route', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) expect(() => sourceText(route.screen), route.name).not.toThrow();
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s has a title among the texts it loads', (_name, route) => {
    const namespace = route.title.split(':')[0]!;
    expect([...SHELL_NAMESPACES, ...route.texts]).toContain(namespace);
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

describe('the pages', () => {
  it('has one route for each of core’s route paths, and no other', () => {
    expect(PAGES.map((page) => page.path).sort()).toEqual([...ALL_ROUTE_PATHS].sort());
  });
});
