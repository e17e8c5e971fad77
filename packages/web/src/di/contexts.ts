// The app's contexts: each binds its services in its own container module, `<name>.module.ts`
// (kebab-case), loaded with the first route that names it (the route table, app/route-table.ts),
// together with the contexts it uses. Plain data: the app, the route preloads and the bundle-budget
// script all read it.
/** The contexts whose services each context's module uses (the shell's are always there). */
export const CONTEXT_USES = {
  // the sign-in pages
  account: [],
  business: ['company', 'addresses'],
  services: ['servicesApi'],
  // the collaborators' address picker
  staff: ['addresses', 'staffApi'],
  teams: ['teamsApi'],
  // the list: its inline edit's address picker
  clients: ['addresses', 'clientsApi', 'clock'],
  // add a client, the client page, the budget: teams to assign, services to attach, the business's closed days
  clientPlanning: ['clients', 'company', 'addresses', 'teamsApi', 'servicesApi', 'clientsApi', 'clock'],
  calendar: ['businessData', 'visitsApi', 'clock'],
  reports: ['businessData', 'clock', 'files', 'businessTimeZone'],
  // the live board and the calendar's day move
  dayPlanning: ['businessData', 'clientsApi', 'company', 'clock', 'businessTimeZone'],
  // the road: a leader's own teams (their teams and those teams' clients)
  road: ['visitsApi', 'routeMaps', 'clock', 'teamsApi', 'clientsApi'],
  // the plan held is the company's
  billing: ['company', 'clock'],
  // spreadsheet imports (issue 26): the three kinds' calls, teams by name, the plan, addresses placed
  imports: ['clientsApi', 'servicesApi', 'staffApi', 'teamsApi', 'company', 'maps', 'clock', 'files', 'transfer'],
  // everything as a ZIP, and the agenda as an iCalendar file
  exports: ['clients', 'clientsApi', 'servicesApi', 'staffApi', 'teamsApi', 'clock', 'files', 'transfer'],
  // what several contexts share: the company record and hours, the address pickers, adapters
  company: [],
  addresses: ['maps'],
  clock: [],
  // the zone the times are shown in: the one at the business's address (ADR 0054)
  businessTimeZone: ['company', 'clock'],
  maps: [],
  // the road's directions and map view, over the address search's Google Maps loader
  routeMaps: ['maps'],
  clientsApi: [],
  // the catalogue's, the people's and the teams' adapters, for the contexts that read them without their screens
  servicesApi: [],
  staffApi: [],
  teamsApi: [],
  // the calendar and the reports, kept for the session in a worker (ADR 0049)
  businessData: ['clientsApi', 'clock'],
  // the imports' dry runs and the export's ZIP, in a worker of their own (ADR 0053)
  transfer: [],
  visitsApi: [],
  // the file download (the work report's CSV, the import's refused rows, the export)
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
