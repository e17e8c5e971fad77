// A team's printable day sheet from the calendar: the day's stops in the order the team
// works them (by time: the calendar's order), each with the client's phone, address and attached
// services, read from the calendar's table where it is kept (one range of it) and the reports'
// services per client. Cancelled visits are not stops.
import type { Address } from '../account/user.entity';
import { firstVisitOnOrAfter, VISIT_STATUS_CODES, type CalendarTable } from './calendar-table';

export interface DaySheetStop {
  readonly clientId: string;
  readonly name: string;
  readonly phone: string;
  readonly address: Address | null;
  /** Minutes since local midnight. */
  readonly minute: number;
  readonly services: readonly { readonly name: string; readonly value: number }[];
}

const CANCELLED = VISIT_STATUS_CODES.indexOf('cancelled');

/** The stops of `teamId` (null: the clients without a team) on `day` (yyyymmdd), by time. */
export function daySheetStops(table: CalendarTable, day: number, teamId: string | null, servicesOf: (clientId: string) => DaySheetStop['services']): DaySheetStop[] {
  const stops: DaySheetStop[] = [];
  for (let i = firstVisitOnOrAfter(table, day), end = firstVisitOnOrAfter(table, day + 1); i < end; i += 1) {
    if (table.status[i] === CANCELLED) continue;
    const record = table.clients[table.client[i]!]!;
    if ((record.team?.id ?? null) !== teamId) continue;
    const { client } = record;
    stops.push({ clientId: client.id, name: client.name, phone: client.phone, address: client.address, minute: table.minute[i]!, services: servicesOf(client.id) });
  }
  return stops;
}
