// The app's contexts: each binds its services in its own container module, `<name>.module.ts`
// (kebab-case), loaded with the first route that names it (the route table, app/route-table.ts),
// together with the contexts it uses. Plain data: the app, the route preloads and the bundle-budget
// script all read it.
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

/** The contexts whose services each context's module uses (the shell's are always there). */
export const CONTEXT_USES: Readonly<Record<ContextName, readonly ContextName[]>> = {
  // the sign-in pages
  account: [],
  business: ['company', 'addresses'],
  services: [],
  // the collaborators' address picker
  staff: ['addresses'],
  teams: [],
  // the list: its inline edit's address picker
  clients: ['addresses', 'clientsApi', 'clock'],
  // add a client, the client page, the budget: teams to assign, services to attach, the business's closed days
  clientPlanning: ['clients', 'company', 'addresses', 'teams', 'services', 'clientsApi', 'clock'],
  calendar: ['clientsApi', 'visitsApi', 'clock'],
  reports: ['clientsApi', 'clock'],
  road: ['visitsApi', 'routeMaps', 'clock'],
  // the plan held is the company's
  billing: ['company', 'clock'],
  // what several contexts share: the company record and hours, the address pickers, adapters
  company: [],
  addresses: ['maps'],
  clock: [],
  maps: [],
  // the road's directions and map view, over the address search's Google Maps loader
  routeMaps: ['maps'],
  clientsApi: [],
  visitsApi: [],
};

export const CONTEXT_NAMES = Object.keys(CONTEXT_USES) as ContextName[];

/** The file of a context's module, in this folder. */
export const contextModuleFile = (name: ContextName): string => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.module.ts`;

/** The contexts named and, in turn, every context they use. */
export function contextClosure(...names: readonly ContextName[]): ContextName[] {
  const needed = new Set<ContextName>();
  const visit = (name: ContextName) => {
    if (needed.has(name)) return;
    needed.add(name);
    CONTEXT_USES[name].forEach(visit);
  };
  names.forEach(visit);
  return [...needed];
}
