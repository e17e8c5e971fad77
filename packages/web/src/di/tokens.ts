// Service identifiers for what is not a class of its own: the ports, whose adapters the modules
// choose, and the app's values. A class is its own identifier (bind-class.ts).
import type * as Core from '@fieldteam/core';
import type { HttpClient } from '@fieldteam/adapters-http';
import type { GoogleMapsLoader } from '@fieldteam/adapters-browser';
import type { AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Navigator } from '../shared/navigator';
import type { PlatformOptions } from './platform-options';
import type { TransferWork } from '../workers/transfer-work';

/** A symbol that remembers the type it stands for. */
export type Token<T> = symbol & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol.for(`fieldteam.${name}`) as Token<T>;

export const TOKENS = {
  // ports
  accountApi: token<Core.AccountApi>('AccountApi'),
  sessionStore: token<Core.SessionStore>('SessionStore'),
  cache: token<Core.Cache>('Cache'),
  /** The clock the use cases receive: the device's time in the business's zone. */
  clock: token<Core.Clock>('Clock'),
  /** The device's own clock and zone: the zone where the business has none, and the one a screen's note compares with. */
  deviceClock: token<Core.Clock>('DeviceClock'),
  ids: token<Core.IdGenerator>('IdGenerator'),
  fileSaver: token<Core.FileSaver>('FileSaver'),
  roleSetupApi: token<Core.RoleSetupApi>('RoleSetupApi'),
  profileApi: token<Core.ProfileApi>('ProfileApi'),
  servicesApi: token<Core.ServicesApi>('ServicesApi'),
  staffApi: token<Core.StaffApi>('StaffApi'),
  teamsApi: token<Core.TeamsApi>('TeamsApi'),
  maps: token<Core.MapsService>('MapsService'),
  clientsApi: token<Core.ClientsApi>('ClientsApi'),
  /** The calendar call, read whole each time (the agenda, the export in the page). */
  calendarApi: token<Core.CalendarApi>('CalendarApi'),
  /** The reports call, read whole each time (the export in the page). */
  reportsApi: token<Core.ReportsApi>('ReportsApi'),
  /** The calendar, reports and client list calls whose answers are kept and revalidated: the business data run in the page (no worker). */
  keptAnswersApi: token<Pick<Core.CalendarApi, 'calendar'> & Pick<Core.ReportsApi, 'reports'> & Pick<Core.ClientsApi, 'list'>>('KeptAnswersApi'),
  /** What the calendar's screens read of the calendar, kept for the session. */
  calendarData: token<Core.CalendarData>('CalendarData'),
  /** What the live board reads. */
  dayBoardData: token<Core.DayBoardData>('DayBoardData'),
  /** What the reports' screens read of the task reports. */
  reportsData: token<Core.ReportsData>('ReportsData'),
  /** The imports' dry runs and the export's ZIP in a worker; null where there is none. */
  transferWorker: token<TransferWork | null>('TransferWorker'),
  visitsApi: token<Core.VisitsApi>('VisitsApi'),
  roadVisitsApi: token<Core.RoadVisitsApi>('RoadVisitsApi'),
  billingApi: token<Core.BillingApi>('BillingApi'),
  directions: token<Core.DirectionsService>('DirectionsService'),
  mapViewFactory: token<Core.MapViewFactory>('MapViewFactory'),
  geolocation: token<Core.GeolocationService>('GeolocationService'),
  connectivity: token<Core.Connectivity>('Connectivity'),
  scheduler: token<Core.Scheduler>('Scheduler'),
  inProgressVisits: token<Core.InProgressVisits>('InProgressVisits'),
  visitOutbox: token<Core.VisitOutbox>('VisitOutbox'),
  importJobs: token<Core.ImportJobStore>('ImportJobStore'),
  dayMoveJournal: token<Core.DayMoveJournal>('DayMoveJournal'),
  /** What seals a person's work when the server ends their session, and removes it at a sign-out. */
  keptWork: token<Core.KeptWork>('KeptWork'),
  // values
  platformOptions: token<PlatformOptions>('PlatformOptions'),
  storage: token<Storage>('Storage'),
  http: token<HttpClient>('HttpClient'),
  navigator: token<Navigator>('Navigator'),
  /** The interface language ('en', 'pt-BR'...): it changes only with a reload (LanguageViewModel). */
  language: token<string>('InterfaceLanguage'),
  addressPicker: token<AddressPickerFactory>('AddressPickerFactory'),
  /** The one Google Maps loader (the script loads once, in the interface language), or null without a key. */
  googleMapsLoad: token<GoogleMapsLoader | null>('GoogleMapsLoad'),
} as const;
