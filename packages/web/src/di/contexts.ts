// The app's contexts: what each binds comes from its own chunk, loaded with the first route that
// names it (decision 0028), and what other contexts it uses. Kept apart from the container
// (container.ts) so that the composition (composition.ts) knows them without loading the DI
// library: the account context, all the sign-in pages use, is composed by hand (account.context.ts)
// and never needs it, so that the sign-in page stays within its 130 kB (decision 0033).
import type { ContainerModule } from 'inversify';
import type { Token } from './tokens';

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

/** What a service is made from: the shell's services and those of the contexts used. */
export type Resolve = <T>(token: Token<T>) => T;

/**
 * A context composed by hand, without the DI library: for each token it binds, how to make the
 * service (each time it is asked for, as the container's transient bindings do) from `get`.
 */
export type ComposedContext = (get: Resolve) => ReadonlyMap<symbol, () => unknown>;

/** One entry of a composed context, typed by its token. */
export const provide = <T>(token: Token<T>, make: () => T): [symbol, () => unknown] => [token, make];

interface ModuleContext {
  /** The context's module for the container, from its own chunk. */
  readonly load: () => Promise<ContainerModule>;
  /** The contexts whose tokens it uses (the shell's are always there). */
  readonly uses: readonly ContextName[];
}

interface HandComposedContext {
  /** The context's services composed by hand, from its own chunk. */
  readonly compose: () => Promise<ComposedContext>;
  /** None: it takes only the shell's services, so that it never waits for the container. */
  readonly uses: readonly [];
}

export type ContextEntry = ModuleContext | HandComposedContext;

export const isComposed = (entry: ContextEntry): entry is HandComposedContext => 'compose' in entry;

/**
 * Each context's module and the contexts it uses. Keep one line per context, `load` or `compose`
 * first: scripts/check-bundle-budget.mjs and route-preloads.ts read this table to count and preload
 * each route's chunks. No module context may use a composed one (container.test.ts checks it).
 */
export const CONTEXTS: Readonly<Record<ContextName, ContextEntry>> = {
  // the sign-in pages: composed by hand, on the shell's account API and session
  account: { compose: () => import('./account.context').then((m) => m.accountContext), uses: [] },
  business: { load: () => import('./business.module').then((m) => m.businessModule), uses: ['company', 'addresses'] },
  services: { load: () => import('./services.module').then((m) => m.servicesModule), uses: [] },
  // the collaborators' address picker
  staff: { load: () => import('./staff.module').then((m) => m.staffModule), uses: ['addresses'] },
  teams: { load: () => import('./teams.module').then((m) => m.teamsModule), uses: [] },
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
