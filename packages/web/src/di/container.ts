// The composition root: the only place that knows which adapter implements which port. The shell,
// what every page needs (the platform's adapters and services and the session), is composed when
// the app starts (shell.ts, without the DI library: decision 0032); the container, made when the
// first route with contexts opens (composition.ts), starts with the shell's services, and each
// route then loads the modules of the contexts it uses (`loadContexts`), each in its own chunk,
// before its screen renders (decision 0028). One module per context binds that
// context's use cases and screens' view-models; a module takes what it uses from another context
// only through that context's tokens, and says so in CONTEXTS, so that loading a context loads
// those too. What a few contexts share has a small module of its own (the company record and
// hours, the address pickers, the clock, the address search, the road's maps, the clients' and
// visits' APIs), so that a route
// carries only what it uses.
import { Container, type ContainerModule } from 'inversify';
import { createShell, type PlatformOptions, type Shell } from './shell';
import { shellModule } from './shell.module';

export type ContextName =
  | 'account'
  | 'business'
  | 'services'
  | 'staff'
  | 'teams'
  | 'clients'
  | 'clientPlanning'
  | 'calendar'
  | 'reports'
  | 'road'
  | 'billing'
  | 'company'
  | 'addresses'
  | 'clock'
  | 'maps'
  | 'routeMaps'
  | 'clientsApi'
  | 'visitsApi';

interface ContextEntry {
  /** The context's module, from its own chunk. */
  readonly load: () => Promise<ContainerModule>;
  /** The contexts whose tokens it uses (the shell's are always there). */
  readonly uses: readonly ContextName[];
}

/**
 * Each context's module and the contexts it uses. Keep one line per context, `load` first:
 * scripts/check-bundle-budget.mjs reads this table to count each route's chunks.
 */
export const CONTEXTS: Readonly<Record<ContextName, ContextEntry>> = {
  account: { load: () => import('./account.module').then((m) => m.accountModule), uses: [] },
  business: { load: () => import('./business.module').then((m) => m.businessModule), uses: ['company', 'addresses'] },
  services: { load: () => import('./services.module').then((m) => m.servicesModule), uses: [] },
  // the collaborators' address picker
  staff: { load: () => import('./staff.module').then((m) => m.staffModule), uses: ['addresses'] },
  teams: { load: () => import('./teams.module').then((m) => m.teamsModule), uses: [] },
  // teams to assign, services to attach, the business's closed days and the address picker
  // the list: its inline edit's address picker
  clients: { load: () => import('./clients.module').then((m) => m.clientsModule), uses: ['addresses', 'clientsApi', 'clock'] },
  // add a client, the client page, the budget: teams to assign, services to attach, the business's closed days
  clientPlanning: { load: () => import('./client-planning.module').then((m) => m.clientPlanningModule), uses: ['clients', 'company', 'addresses', 'teams', 'services', 'clientsApi', 'clock'] },
  calendar: { load: () => import('./calendar.module').then((m) => m.calendarModule), uses: ['clientsApi', 'visitsApi', 'clock'] },
  reports: { load: () => import('./reports.module').then((m) => m.reportsModule), uses: ['clientsApi', 'clock'] },
  road: { load: () => import('./road.module').then((m) => m.roadModule), uses: ['visitsApi', 'routeMaps', 'clock'] },
  // the plan held is the company's
  billing: { load: () => import('./billing.module').then((m) => m.billingModule), uses: ['company', 'clock'] },
  // what several contexts share: the company record and hours, the address pickers, adapters
  company: { load: () => import('./company.module').then((m) => m.companyModule), uses: [] },
  addresses: { load: () => import('./addresses.module').then((m) => m.addressesModule), uses: ['maps'] },
  clock: { load: () => import('./clock.module').then((m) => m.clockModule), uses: [] },
  maps: { load: () => import('./maps.module').then((m) => m.mapsModule), uses: [] },
  // the road's directions and map view, over the address search's Google Maps loader
  routeMaps: { load: () => import('./route-maps.module').then((m) => m.routeMapsModule), uses: ['maps'] },
  clientsApi: { load: () => import('./clients-api.module').then((m) => m.clientsApiModule), uses: [] },
  visitsApi: { load: () => import('./visits-api.module').then((m) => m.visitsApiModule), uses: [] },
};

/** The contexts named and, in turn, every context they use. */
export function contextClosure(...names: ContextName[]): ContextName[] {
  const needed = new Set<ContextName>();
  const visit = (name: ContextName) => {
    if (needed.has(name)) return;
    needed.add(name);
    CONTEXTS[name].uses.forEach(visit);
  };
  names.forEach(visit);
  return [...needed];
}

/** A container that starts with this shell's services. */
export function containerWithShell(shell: Shell): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(shellModule(shell));
  return container;
}

/** A container with a shell of its own, made from these options (tests). */
export const createContainer = (options: PlatformOptions): Container => containerWithShell(createShell(options));

/** Per container, each context loaded or on its way (a failed load is forgotten, to be tried again). */
const loaded = new WeakMap<Container, Map<ContextName, Promise<void>>>();

/** Loads the modules of these contexts, and of the contexts they use, into the container, once each. */
export function loadContexts(container: Container, names: readonly ContextName[]): Promise<void> {
  let contexts = loaded.get(container);
  if (!contexts) loaded.set(container, (contexts = new Map()));
  const started = contexts;
  return Promise.all(
    contextClosure(...names).map((name) => {
      let loading = started.get(name);
      if (!loading) {
        loading = CONTEXTS[name].load().then(
          (module) => container.load(module),
          (error: unknown) => {
            started.delete(name);
            throw error;
          },
        );
        started.set(name, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** Marks contexts as loaded into a container that was given their modules by other means (tests). */
export function markContextsLoaded(container: Container, names: readonly ContextName[]): void {
  let contexts = loaded.get(container);
  if (!contexts) loaded.set(container, (contexts = new Map()));
  for (const name of names) contexts.set(name, Promise.resolve());
}
