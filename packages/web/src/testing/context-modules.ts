// Every context's module at once, for tests: a screen under test resolves its view-model without
// waiting for a route to load its contexts. The app loads them per route (di/container.ts); the
// container's test checks that this table and CONTEXTS agree.
import type { Container, ContainerModule } from 'inversify';
import { accountContext } from '../di/account.context';
import { addressesModule } from '../di/addresses.module';
import { billingModule } from '../di/billing.module';
import { businessModule } from '../di/business.module';
import { calendarModule } from '../di/calendar.module';
import { clientsApiModule } from '../di/clients-api.module';
import { clientPlanningModule } from '../di/client-planning.module';
import { clientsModule } from '../di/clients.module';
import { clockModule } from '../di/clock.module';
import { companyModule } from '../di/company.module';
import { composedModule, createContainer, markContextsLoaded } from '../di/container';
import { contextClosure, type ContextName } from '../di/contexts';
import { mapsModule } from '../di/maps.module';
import { routeMapsModule } from '../di/route-maps.module';
import type { PlatformOptions } from '../di/shell';
import { reportsModule } from '../di/reports.module';
import { roadModule } from '../di/road.module';
import { servicesModule } from '../di/services.module';
import { staffModule } from '../di/staff.module';
import { teamsModule } from '../di/teams.module';
import { visitsApiModule } from '../di/visits-api.module';

export const CONTEXT_MODULES: Readonly<Record<ContextName, ContainerModule>> = {
  account: composedModule(accountContext),
  business: businessModule,
  services: servicesModule,
  staff: staffModule,
  teams: teamsModule,
  clients: clientsModule,
  clientPlanning: clientPlanningModule,
  calendar: calendarModule,
  reports: reportsModule,
  road: roadModule,
  billing: billingModule,
  company: companyModule,
  addresses: addressesModule,
  clock: clockModule,
  maps: mapsModule,
  routeMaps: routeMapsModule,
  clientsApi: clientsApiModule,
  visitsApi: visitsApiModule,
};

/** The modules of these contexts and of those they use, as a route would load them. */
export const contextModules = (...names: ContextName[]): ContainerModule[] => contextClosure(...names).map((name) => CONTEXT_MODULES[name]);

/** The app's container with every context loaded. */
export function createFullContainer(options: PlatformOptions): Container {
  const container = createContainer(options);
  const names = Object.keys(CONTEXT_MODULES) as ContextName[];
  container.load(...names.map((name) => CONTEXT_MODULES[name]));
  markContextsLoaded(container, names);
  return container;
}
