// A road of a chosen length (`npm run seed -w @fieldteam/mock-server -- --clients 10000 --road-stops
// 500`): today's open visits of the business set to exactly that many clients, so the road screen
// has the same number of stops whatever the weekday (the bulk visits skip Sundays, so a Sunday has
// none). Clients with an open visit today keep it, in the data's order, up to the count; the rest
// lose today's open visits; when too few have one, placed clients with no visit today get a
// pending one. Deterministic for the same data.
import { randomUUID } from 'node:crypto';
import { localDateOf } from '../services/visit-time';
import { isOpenVisit } from '../services/visit-work';
import type { Data } from '../store/schema';

interface RoadDayOptions {
  /** How many clients have an open visit today. */
  readonly stops: number;
  readonly now: Date;
  readonly timeZone: string;
}

/** Gives exactly `stops` clients of the business of `ownerId` an open visit today (fewer when it has fewer placed clients). */
export function setRoadDay(data: Data, ownerId: string, options: RoadDayOptions): { readonly stops: number } {
  const today = localDateOf(options.now, options.timeZone).toString();
  const isTodays = (visit: Data['visits'][number]) => visit.ownerId === ownerId && visit.date === today && isOpenVisit(visit);
  const kept = new Set<string>();
  for (const visit of data.visits) if (isTodays(visit) && (kept.has(visit.clientId) || kept.size < options.stops)) kept.add(visit.clientId);
  data.visits = data.visits.filter((visit) => !isTodays(visit) || kept.has(visit.clientId));
  const visitedToday = new Set(data.visits.filter((visit) => visit.ownerId === ownerId && visit.date === today).map((visit) => visit.clientId));
  const idBase = randomUUID().slice(0, 24);
  let added = 0;
  for (const client of data.clients) {
    if (kept.size >= options.stops) break;
    if (client.ownerId !== ownerId || visitedToday.has(client.id) || client.latitude === null || client.longitude === null) continue;
    // A half hour between 08:00 and 16:00, as the bulk visits have.
    const minutes = 8 * 60 + (added % 17) * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    data.visits.push({ id: `${idBase}${(added++).toString(16).padStart(12, '0')}`, ownerId, clientId: client.id, date: today, time, status: 'pending' });
    kept.add(client.id);
  }
  return { stops: kept.size };
}
