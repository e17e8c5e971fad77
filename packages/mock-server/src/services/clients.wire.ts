// The clients group's records as docs/api/clients-wire.md sends them: client records with their
// team, contacts, team info, attached services, task reports, schedule entries and the
// calendar's status.
import type { AttachedServiceRecord, ClientRecord, TaskReportRecord, TeamRecord, VisitRecord } from '../store/schema';
import type { Store } from '../store/store';
import { toWireDate } from './visit-time';

export const toWireTeamInfo = (team: TeamRecord) => ({
  id: team.id,
  name: team.name,
  leaderTeam: team.leader ? { id: team.leader.id, name: team.leader.name } : null,
  colaborators: team.colaborators.map((c) => ({ id: c.id, name: c.name })),
});

export const teamOf = (store: Store, client: ClientRecord): TeamRecord | undefined => {
  const team = client.teamId === null ? undefined : store.teams.get(client.teamId);
  return team?.ownerId === client.ownerId ? team : undefined;
};

export const toWireClient = (store: Store, client: ClientRecord) => {
  const team = teamOf(store, client);
  return {
    id: client.id,
    name: client.name,
    surname: client.surname ?? '',
    phone: client.phone,
    email: client.email,
    docId: client.docId,
    birthday: client.birthday ? toWireDate(client.birthday) : null,
    description: client.description,
    addressDescription: client.description,
    latitude: client.latitude,
    longitude: client.longitude,
    team: team ? toWireTeamInfo(team) : null,
    serviceTime: client.serviceTime,
    createdById: client.createdById,
    createdAt: client.createdAt,
  };
};

export const toWireContact = (client: ClientRecord) => ({
  id: client.id,
  name: client.name,
  phone: client.phone,
  email: client.email,
  description: client.description,
  latitude: client.latitude,
  longitude: client.longitude,
});

export const toWireAttachedService = (service: AttachedServiceRecord) => ({ id: service.id, name: service.name, value: service.value, serviceId: service.serviceId });

/** The client's discount percent (0 without one), applied to the total of all its services. */
export const discountOf = (client: ClientRecord): number => client.budget?.discountPercent ?? 0;

export const toWireReport = (report: TaskReportRecord, visitDate: string | null) => ({
  visitDate: visitDate ? toWireDate(visitDate) : null,
  startedTime: report.startedAt,
  finishedTime: report.finishedAt,
  colaborator_name: report.collaboratorName,
  observation: report.observation,
  todoId: report.visitId,
  todoIdReference: report.taskId,
});

type CalendarStatus = 'waiting' | 'in progress' | 'finished';

/** "in progress" while a visit is started; "finished" once every visit (at least one) is finished or cancelled; else "waiting". */
export function calendarStatus(visits: readonly VisitRecord[]): CalendarStatus {
  if (visits.some((v) => v.status === 'started')) return 'in progress';
  if (visits.length > 0 && visits.every((v) => v.status === 'finished' || v.status === 'cancelled')) return 'finished';
  return 'waiting';
}

/** Groups records by client id, keeping their order. */
export function byClient<T extends { clientId: string }>(records: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const group = groups.get(record.clientId);
    if (group) group.push(record);
    else groups.set(record.clientId, [record]);
  }
  return groups;
}
