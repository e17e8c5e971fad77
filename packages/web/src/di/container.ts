// The composition root: the only place that knows which adapter implements which port. One module
// per context binds that context's use cases and screens' view-models; a module takes what it uses
// from another context only through that context's tokens, and says so in CONTEXTS, so that a
// route can be given just its context's modules (`contextModules`).
import { Container, type ContainerModule } from 'inversify';
import { accountModule } from './account.module';
import { billingModule } from './billing.module';
import { businessModule } from './business.module';
import { calendarModule } from './calendar.module';
import { clientsModule } from './clients.module';
import { platformModule, type PlatformOptions } from './platform.module';
import { reportsModule } from './reports.module';
import { roadModule } from './road.module';
import { servicesModule } from './services.module';
import { staffModule } from './staff.module';
import { teamsModule } from './teams.module';

export type ContextName = 'account' | 'business' | 'services' | 'staff' | 'teams' | 'clients' | 'calendar' | 'reports' | 'road' | 'billing';

/** Each context's module, and the contexts whose tokens it uses (the platform's are always there). */
export const CONTEXTS: Readonly<Record<ContextName, { readonly module: ContainerModule; readonly uses: readonly ContextName[] }>> = {
  account: { module: accountModule, uses: [] },
  // the profile screen edits the signed-in person's record
  business: { module: businessModule, uses: ['account'] },
  services: { module: servicesModule, uses: [] },
  // the collaborators' address picker
  staff: { module: staffModule, uses: ['business'] },
  teams: { module: teamsModule, uses: [] },
  // teams to assign, services to attach, the business's closed days and the address picker
  clients: { module: clientsModule, uses: ['business', 'teams', 'services'] },
  calendar: { module: calendarModule, uses: [] },
  reports: { module: reportsModule, uses: [] },
  road: { module: roadModule, uses: [] },
  // the plan held is the company's
  billing: { module: billingModule, uses: ['business'] },
};

/** The modules a context needs: its own and, in turn, those of every context it uses. */
export function contextModules(...names: ContextName[]): ContainerModule[] {
  const needed = new Set<ContextName>();
  const visit = (name: ContextName) => {
    if (needed.has(name)) return;
    needed.add(name);
    CONTEXTS[name].uses.forEach(visit);
  };
  names.forEach(visit);
  return [...needed].map((name) => CONTEXTS[name].module);
}

const ALL_CONTEXTS = Object.keys(CONTEXTS) as ContextName[];

/** The app's container: the platform and the given contexts (every context by default). */
export function createContainer(options: PlatformOptions, contexts: readonly ContextName[] = ALL_CONTEXTS): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(platformModule(options), ...contextModules(...contexts));
  return container;
}
