// The contract drift check: the mock server's routes (read from Express's router stack) and the
// document's operations must be the same set, apart from the documented exceptions.
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestContext } from '../testing/test-context';
import { readOpenApiDocument, HTTP_METHODS } from '@fieldteam/api-contract/checker';
import { UNDOCUMENTED_ROUTES } from './undocumented-routes';

interface Layer {
  readonly name: string;
  readonly slash?: boolean;
  readonly route?: { readonly path: string | string[]; readonly methods: Record<string, boolean> };
  readonly handle: { readonly stack?: readonly Layer[] };
}

/** "METHOD /path/{param}" for every route, Express's ":param" written as the document writes it. */
function serverRoutes(stack: readonly Layer[]): string[] {
  const routes: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) routes.push(`${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`);
      }
    } else if (layer.name === 'router' && layer.handle.stack) {
      // Routers are mounted at the root; one mounted under a prefix would need the prefix here.
      expect(layer.slash, 'a router mounted under a path prefix').toBe(true);
      routes.push(...serverRoutes(layer.handle.stack));
    }
  }
  return routes;
}

function documentRoutes(): string[] {
  return Object.entries(readOpenApiDocument().paths).flatMap(([path, item]) => HTTP_METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`));
}

describe('contract drift', () => {
  it('the server has exactly the documented endpoints, plus the documented exceptions', async () => {
    const app = createApp(await createTestContext({ seeded: false }));
    const server = serverRoutes((app as unknown as { router: { stack: Layer[] } }).router.stack);
    const exceptions = UNDOCUMENTED_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    const documented = documentRoutes();

    expect(new Set(server).size, 'a route registered twice').toBe(server.length);
    expect(server.filter((r) => !documented.includes(r) && !exceptions.includes(r)), 'on the server but not in the document').toEqual([]);
    expect(documented.filter((r) => !server.includes(r)), 'in the document but not on the server').toEqual([]);
    expect(exceptions.filter((r) => !server.includes(r)), 'documented exceptions the server does not have').toEqual([]);
    expect(exceptions.filter((r) => documented.includes(r)), 'exceptions that are documented after all').toEqual([]);
  });
});
