// The answers that carry many clients' records: the client list, the calendar (every visit of
// every client) and the reports (every client's services and task reports) of a business, and a
// team's agenda (its clients' visits; a dry run of an import reads every team's). Each is built
// once per change of what it is made of and kept with its ETag and compressed forms
// (http/cached-answer.ts):
//
// - per business or team: an answer is rebuilt only when a record it reads changed, as the stamps
//   of the business's groups of those collections say (store/table.ts); a write to another
//   collection, or to another business, leaves it as it is;
// - per client: a rebuild makes the JSON of only the clients whose records changed (the client
//   record itself, its team, the stamps of its visits, services or reports) and copies the rest.
//
// The ETag is a hash of the business and of the hashes of the clients' parts, each hashed once
// when its JSON is made: a rebuild hashes what changed, not the whole answer, and the same state
// still gives the same tag, after a restart too. The answer's bytes live in a SharedArrayBuffer,
// so the background compressor's thread reads them without a copy.
//
// An answer is made of the business's own records only: a visit, service, report or team that
// names another business is left out, as the routes check on every other call.
import { createHash } from 'node:crypto';
import { answerCompressor, CachedAnswer, type AnswerCompressor } from '../http/cached-answer';
import type { ClientRecord, TaskReportRecord, TeamRecord } from '../store/schema';
import type { Store } from '../store/store';
import { calendarStatus, discountOf, teamOf, toWireAttachedService, toWireClient, toWireContact, toWireReport, toWireTeamInfo } from './clients.wire';
import { byStart, toWireEntry } from './visit-time';

/** Values compared one by one with ===: records (frozen, replaced on change) and stamps. */
type Deps = readonly unknown[];

const same = (a: Deps, b: Deps) => a.length === b.length && a.every((value, i) => value === b[i]);

interface Part {
  readonly deps: Deps;
  /** The client's JSON: a view into the last answer's bytes once that answer is made. */
  bytes: Buffer;
  /** The SHA-256 of `bytes`. */
  readonly digest: Buffer;
}

interface Built {
  readonly deps: Deps;
  readonly answer: CachedAnswer;
  readonly parts: ReadonlyMap<string, Part>;
}

interface AnswerSpec {
  /** The answer's one property, whose value is the list of the clients' parts. */
  readonly property: string;
  /** What the whole answer reads, for one key (a business, or a team). */
  readonly deps: (key: string) => Deps;
  /** The answer's clients, in their order. */
  readonly clients: (key: string) => Iterable<ClientRecord>;
  /** What one client's part reads (the client record first). */
  readonly partDeps: (client: ClientRecord) => Deps;
  readonly part: (client: ClientRecord) => unknown;
}

/** One answer of every business (or team) that asked for it, built from the parts of its clients. */
class ClientsAnswer {
  private readonly built = new Map<string, Built>();
  private readonly head: Buffer;
  private static readonly COMMA = Buffer.from(',');
  private static readonly TAIL = Buffer.from(']}');

  constructor(
    private readonly spec: AnswerSpec,
    private readonly compressor: AnswerCompressor,
  ) {
    this.head = Buffer.from(`{${JSON.stringify(spec.property)}:[`);
  }

  of(key: string): CachedAnswer {
    const deps = this.spec.deps(key);
    const last = this.built.get(key);
    if (last && same(last.deps, deps)) return last.answer;
    const parts = new Map<string, Part>();
    let length = this.head.length + ClientsAnswer.TAIL.length;
    const tag = createHash('sha256').update(key).update('\n').update(this.head);
    for (const client of this.spec.clients(key)) {
      const partDeps = this.spec.partDeps(client);
      let part = last?.parts.get(client.id);
      if (!part || !same(part.deps, partDeps)) {
        const bytes = Buffer.from(JSON.stringify(this.spec.part(client)));
        part = { deps: partDeps, bytes, digest: createHash('sha256').update(bytes).digest() };
      }
      if (parts.size > 0) length += 1;
      length += part.bytes.length;
      tag.update(part.digest);
      parts.set(client.id, part);
    }
    const body = Buffer.from(new SharedArrayBuffer(length));
    let offset = this.head.copy(body, 0);
    // The parts become views into the answer: one copy of the bytes is kept, not two.
    for (const part of parts.values()) {
      if (offset > this.head.length) offset += ClientsAnswer.COMMA.copy(body, offset);
      const start = offset;
      offset += part.bytes.copy(body, offset);
      part.bytes = body.subarray(start, offset);
    }
    ClientsAnswer.TAIL.copy(body, offset);
    const answer = new CachedAnswer(body, `W/"${tag.digest('base64url').slice(0, 32)}"`, `${this.spec.property} ${key}`, this.compressor);
    this.built.set(key, { deps, answer, parts });
    return answer;
  }
}

export interface OwnerAnswers {
  /** GET /company/clients: `{ clients }`, by name. */
  clientList(ownerId: string): CachedAnswer;
  /** GET /company/calendar/data: `{ calendar }`, a record per client with all its visits. */
  calendar(ownerId: string): CachedAnswer;
  /** GET /company/reports: `{ combinedData }`, a record per client with its services and reports. */
  reports(ownerId: string): CachedAnswer;
  /** GET /company/team/get/todos: `{ teamTodos }`, a record per client of the team with all its visits. */
  teamAgenda(team: TeamRecord): CachedAnswer;
}

export function ownerAnswers(store: Store, compressor: AnswerCompressor = answerCompressor()): OwnerAnswers {
  const { clients, teams, visits, attachedServices, reports } = store;
  const byOwner = (ownerId: string) => (r: { ownerId: string }) => r.ownerId === ownerId;
  /** Newest first: ISO instants sort as text. */
  const when = (r: TaskReportRecord) => r.finishedAt ?? r.startedAt ?? '';
  /** The date of the report's visit, when the visit is the same client's. */
  const visitDate = (report: TaskReportRecord): string | null => {
    const visit = report.visitId ? visits.get(report.visitId) : undefined;
    return visit?.clientId === report.clientId && visit.ownerId === report.ownerId ? visit.date : null;
  };

  const ofOwner = (ownerId: string) => clients.ofOwner(ownerId);
  const clientList = new ClientsAnswer({
    property: 'clients',
    clients: ofOwner,
    deps: (ownerId) => [clients.stampOf('owner', ownerId), teams.stampOf('owner', ownerId)],
    partDeps: (client) => [client, teamOf(store, client)],
    part: (client) => toWireClient(store, client),
  }, compressor);

  const calendar = new ClientsAnswer({
    property: 'calendar',
    clients: ofOwner,
    deps: (ownerId) => [clients.stampOf('owner', ownerId), teams.stampOf('owner', ownerId), visits.stampOf('owner', ownerId)],
    partDeps: (client) => [client, teamOf(store, client), visits.stampOf('client', client.id)],
    part: (client) => {
      const schedule = visits.where('client', client.id).filter(byOwner(client.ownerId)).sort(byStart);
      const team = teamOf(store, client);
      return {
        clientInfo: toWireContact(client),
        teamInfo: team ? toWireTeamInfo(team) : null,
        period: client.period,
        status: calendarStatus(schedule),
        schedule: schedule.map(toWireEntry),
      };
    },
  }, compressor);

  const reportsAnswer = new ClientsAnswer({
    property: 'combinedData',
    clients: ofOwner,
    deps: (ownerId) => [clients.stampOf('owner', ownerId), attachedServices.stampOf('owner', ownerId), reports.stampOf('owner', ownerId), visits.stampOf('owner', ownerId)],
    partDeps: (client) => [client, attachedServices.stampOf('client', client.id), reports.stampOf('client', client.id), visits.stampOf('client', client.id)],
    part: (client) => ({
      client: toWireContact(client),
      services: attachedServices.where('client', client.id).filter(byOwner(client.ownerId)).map(toWireAttachedService),
      discount: discountOf(client),
      reports: reports
        .where('client', client.id)
        .filter(byOwner(client.ownerId))
        .sort((a, b) => (when(a) < when(b) ? 1 : when(a) > when(b) ? -1 : 0))
        .map((r) => toWireReport(r, visitDate(r))),
    }),
  }, compressor);

  const teamOwner = (teamId: string) => teams.get(teamId)?.ownerId ?? '';
  const teamAgenda = new ClientsAnswer({
    property: 'teamTodos',
    clients: (teamId) => clients.ofOwner(teamOwner(teamId)).filter((client) => client.teamId === teamId),
    deps: (teamId) => {
      const team = teams.get(teamId);
      return [team, clients.stampOf('owner', team?.ownerId ?? ''), visits.stampOf('owner', team?.ownerId ?? '')];
    },
    partDeps: (client) => [client, visits.stampOf('client', client.id)],
    part: (client) => ({
      client: { id: client.id, name: client.name, estimative: client.serviceTime },
      schedule: visits.where('client', client.id).filter(byOwner(client.ownerId)).sort(byStart).map(toWireEntry),
    }),
  }, compressor);

  return {
    clientList: (ownerId) => clientList.of(ownerId),
    calendar: (ownerId) => calendar.of(ownerId),
    reports: (ownerId) => reportsAnswer.of(ownerId),
    teamAgenda: (team) => teamAgenda.of(team.id),
  };
}
