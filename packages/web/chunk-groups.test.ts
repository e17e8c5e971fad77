// The build's chunk groups (chunk-groups.ts) on a small module graph: the libraries the entry
// runs go to `vendor`; what the first pages share beyond the entry to `first`; what only
// signed-in screens share to `app`; what the entry imports, what is loaded on demand and a
// feature's own modules stay out of every group. Index files are followed by the names imported.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, firstPageSources } from './chunk-groups';
import { routeSources } from '../../scripts/check-bundle-budget.mjs';

const WEB = '/repo/packages/web';
const web = (file: string) => path.join(WEB, file);
const core = (file: string) => path.join('/repo/packages/core/src', file);

interface FakeModule {
  readonly code?: string;
  readonly imports?: readonly string[];
  readonly exports?: readonly string[];
  readonly dynamicImporters?: readonly string[];
}

/** A module graph as the bundler's chunking context shows it. */
function graphOf(modules: Record<string, FakeModule>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return { id, code: module.code ?? '', importedIds: [...(module.imports ?? [])], exports: [...(module.exports ?? [])], dynamicImporters: [...(module.dynamicImporters ?? [])] };
    },
  };
}

/** The group each module goes to: the name of the first group, by priority, that takes it. */
function groupsOf(modules: Record<string, FakeModule>): Record<string, string | null> {
  const { groups = [] } = chunkGroups(WEB, FIRST_SOURCES);
  const ctx = graphOf(modules) as never;
  const ordered = [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return Object.fromEntries(
    Object.keys(modules).map((id) => {
      for (const group of ordered) {
        const taken =
          typeof group.name === 'function' ? group.name(id, ctx) : group.test instanceof RegExp && group.test.test(id) ? group.name : null;
        if (taken) return [id, taken];
      }
      return [id, null];
    }),
  );
}

const LOGIN = web('src/features/account/LoginScreen.tsx');
/** The first pages' sources of this graph: the sign-in screen. */
const FIRST_SOURCES = ['src/features/account/LoginScreen.tsx'];
const CLIENTS = web('src/features/clients/ClientsScreen.tsx');
const ROUTES = web('src/app/app-routes.tsx');

const modules: Record<string, FakeModule> = {
  [web('src/app/main.tsx')]: { code: 'import { x } from "./routes";', imports: [ROUTES, '/repo/node_modules/react-dom/client.js'] },
  [ROUTES]: { code: 'import { ROUTES } from "@fieldteam/core"; import { Link } from "../ui/Link";', imports: [core('index.ts'), web('src/ui/Link.tsx')] },
  '/repo/node_modules/react-dom/client.js': {},
  [web('src/ui/Link.tsx')]: {},
  // core: an index of indexes, of which the entry names one export
  [core('index.ts')]: { imports: [core('navigation/index.ts'), core('clients/index.ts')] },
  [core('navigation/index.ts')]: { imports: [core('navigation/routes.ts')] },
  [core('navigation/routes.ts')]: { exports: ['ROUTES'] },
  [core('clients/index.ts')]: { imports: [core('clients/client.rules.ts'), core('clients/visit-plan.ts')] },
  [core('clients/client.rules.ts')]: { exports: ['clientRules'] },
  [core('clients/visit-plan.ts')]: { exports: ['planVisits'] },
  // the sign-in screen: a field, and core's client rules through the index
  [LOGIN]: { code: 'import { clientRules } from "@fieldteam/core"; import { TextField as Field } from "../../ui/TextField";', imports: [core('index.ts'), web('src/ui/TextField.tsx')], dynamicImporters: [ROUTES] },
  [web('src/ui/TextField.tsx')]: {},
  // a signed-in screen: the field, a table, its own form, the visit plan, and a chart on demand
  [CLIENTS]: {
    code: 'import { planVisits, clientRules } from "@fieldteam/core";',
    imports: [core('index.ts'), web('src/ui/TextField.tsx'), web('src/ui/Table.tsx'), web('src/features/clients/client-form.ts'), '/repo/node_modules/lucide-react/dist/esm/icons/user-plus.js'],
    dynamicImporters: [ROUTES],
  },
  [web('src/ui/Table.tsx')]: {},
  [web('src/features/clients/client-form.ts')]: {},
  // the list's context module, the shared module it uses and the adapter that one binds; an icon
  [web('src/di/client-list.module.ts')]: { imports: [web('src/di/shared/clients-api.module.ts')], dynamicImporters: [ROUTES] },
  [web('src/di/shared/clients-api.module.ts')]: { imports: ['/repo/packages/adapters-http/src/clients/http-clients-api.ts'] },
  ['/repo/packages/adapters-http/src/clients/http-clients-api.ts']: {},
  ['/repo/node_modules/lucide-react/dist/esm/icons/user-plus.js']: {},
  [web('src/features/reports/chart.ts')]: { dynamicImporters: [CLIENTS] },
  [web('src/ui/Chart.tsx')]: { dynamicImporters: [CLIENTS] },
  // the spreadsheet reader, loaded on demand, and a module only it imports
  [web('src/shared/spreadsheet/read.ts')]: { imports: [web('src/shared/spreadsheet/xlsx.ts')], dynamicImporters: [CLIENTS] },
  [web('src/shared/spreadsheet/xlsx.ts')]: {},
};

describe('the chunk groups', () => {
  const groups = groupsOf(modules);

  it('puts the libraries the entry runs in one vendor file', () => {
    expect(groups['/repo/node_modules/react-dom/client.js']).toBe('vendor');
  });

  it('leaves what the entry imports to the entry, followed through index files by the names imported', () => {
    expect(groups[web('src/ui/Link.tsx')]).toBeNull();
    expect(groups[core('navigation/routes.ts')]).toBeNull();
    expect(groups[web('src/app/main.tsx')]).toBeNull();
  });

  it('puts what the first pages use beyond the entry in `first`, whatever else uses it', () => {
    expect(groups[web('src/ui/TextField.tsx')]).toBe('first');
    // named by the sign-in screen through core's index: not left to the entry, which names ROUTES only
    expect(groups[core('clients/client.rules.ts')]).toBe('first');
  });

  it('puts what only signed-in screens share in `app`, and leaves a feature’s own modules and what loads on demand', () => {
    expect(groups[web('src/ui/Table.tsx')]).toBe('app');
    expect(groups[core('clients/visit-plan.ts')]).toBe('app');
    expect(groups[web('src/features/clients/client-form.ts')]).toBeNull();
    expect(groups[web('src/ui/Chart.tsx')]).toBeNull();
    // the spreadsheet reader's own modules stay with it, out of what every page loads
    expect(groups[web('src/shared/spreadsheet/read.ts')]).toBeNull();
    expect(groups[web('src/shared/spreadsheet/xlsx.ts')]).toBeNull();
    expect(groups[LOGIN]).toBeNull();
    expect(groups[CLIENTS]).toBeNull();
    // and the bundler forms `app` of what two routes or more share
    expect(chunkGroups(WEB, FIRST_SOURCES).groups?.find((group) => group.priority === 10)?.minShareCount).toBe(2);
  });

  it('puts core’s imports and exports contexts in `transfer`, ahead of `app`, so that only their screens fetch them', () => {
    const transfer = chunkGroups(WEB, FIRST_SOURCES).groups?.find((group) => group.name === 'transfer');
    const test = transfer?.test as RegExp;
    expect(test.test(core('imports/dry-run.ts'))).toBe(true);
    expect(test.test(core('exports/agenda-events.rules.ts'))).toBe(true);
    expect(test.test(core('clients/client.rules.ts'))).toBe(false);
    expect(test.test(web('src/features/imports/import.view-model.ts'))).toBe(false);
    expect(transfer?.priority).toBeGreaterThan(chunkGroups(WEB, FIRST_SOURCES).groups?.find((group) => group.priority === 10)?.priority ?? Infinity);
  });

  it('puts a shared context module with the adapter it binds, which its pages load anyway, and every icon in one file', () => {
    expect(groups[web('src/di/shared/clients-api.module.ts')]).toBe('api-clients');
    expect(groups['/repo/packages/adapters-http/src/clients/http-clients-api.ts']).toBe('api-clients');
    // a route's own context module stays a chunk of its own, which the route preloads name
    expect(groups[web('src/di/client-list.module.ts')]).toBeNull();
    expect(groups['/repo/node_modules/lucide-react/dist/esm/icons/user-plus.js']).toBe('icons');
  });

  it('keeps what the groups take apart from what it imports, so that the entry never loads `first` or `app`', () => {
    expect(chunkGroups(WEB, FIRST_SOURCES).includeDependenciesRecursively).toBe(false);
  });

  it("takes the first pages from the app's pages: those a visitor meets before signing in", () => {
    const sources = firstPageSources(routeSources());
    expect(sources).toEqual(expect.arrayContaining(['src/features/pages/HomeScreen.tsx', 'src/features/account/LoginScreen.tsx', 'src/di/account.module.ts', 'src/features/pages/DisabledScreen.tsx']));
    expect(sources.some((source) => /ClientsScreen|CalendarScreen|clients\.module|DashboardScreen|dashboard\.module/.test(source))).toBe(false);
  });
});
