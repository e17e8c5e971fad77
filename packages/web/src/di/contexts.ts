// The app's contexts: each binds its services in its own container module, `<name>.module.ts`
// (kebab-case), loaded with the first route that names it (the route table, app/route-table.ts),
// together with the contexts it uses. Plain data: the app, the route preloads and the bundle-budget
// script all read it.
/** The contexts whose services each context's module uses (the shell's are always there). */
export const CONTEXT_USES = {
  account: [],
  // the dashboard's welcome
  dashboard: [],
  business: ['company', 'addresses'],
  services: ['servicesApi', 'businessTimeZone'],
  staff: ['addresses', 'staffApi'],
  teams: ['teamsApi'],
  clients: ['addresses', 'clientsApi', 'clock'],
  // add a client, the client page
  clientPlanning: ['clients', 'company', 'addresses', 'teamsApi', 'servicesApi', 'clientsApi', 'clock'],
  // services attached to a client with its discount
  budget: ['clients', 'servicesApi', 'clientsApi'],
  calendar: ['businessData', 'visitsApi', 'clock'],
  reports: ['businessData', 'clock', 'files', 'businessTimeZone'],
  // the live board and the calendar's day move
  dayPlanning: ['businessData', 'clientsApi', 'company', 'clock', 'businessTimeZone'],
  road: ['visitsApi', 'routeMaps', 'clock', 'teamsApi', 'clientsApi'],
  billing: ['company', 'clock'],
  imports: ['clientsApi', 'servicesApi', 'staffApi', 'teamsApi', 'company', 'maps', 'clock', 'files', 'transfer'],
  exports: ['clients', 'clientsApi', 'servicesApi', 'staffApi', 'teamsApi', 'clock', 'files', 'transfer'],
  // What several contexts share, each in a module of its own so that none carries another's screens.
  company: [],
  addresses: ['maps'],
  clock: [],
  businessTimeZone: ['company', 'clock'],
  maps: [],
  routeMaps: ['maps'],
  clientsApi: [],
  servicesApi: [],
  staffApi: [],
  teamsApi: [],
  businessData: ['clientsApi', 'clock'],
  transfer: [],
  visitsApi: [],
  files: [],
} as const satisfies Record<string, readonly string[]>;

export type ContextName = keyof typeof CONTEXT_USES;

// Every context a context uses is one of them.
CONTEXT_USES satisfies Record<ContextName, readonly ContextName[]>;

export const CONTEXT_NAMES = Object.keys(CONTEXT_USES) as ContextName[];

/** The file of a context's module, in this folder. */
export const contextModuleFile = (name: ContextName): string => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.module.ts`;

/** The contexts named and, in turn, every context they use. */
export function contextClosure(...names: readonly ContextName[]): ContextName[] {
  const needed = new Set<ContextName>();
  const visit = (name: ContextName) => {
    if (needed.has(name)) return;
    needed.add(name);
    (CONTEXT_USES[name] as readonly ContextName[]).forEach(visit);
  };
  names.forEach(visit);
  return [...needed];
}
