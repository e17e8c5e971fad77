// In-memory fakes of the road screen's ports: the visit calls, the device stores and connectivity.
import type { Credentials } from '../account/user.entity';
import type { ApiFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { Connectivity, HeldVisitWork, InProgressVisit, InProgressVisits, QueuedVisitAction, VisitOutbox } from '../visits/visit-stores.port';
import type { CalendarFinish, RoadClient, RoadVisitsApi, VisitRef } from '../visits/visits.port';
import type { RoadSpeedStore } from '../road/road-speed.port';
import type { OpenReport } from '../visits/started-visits.rules';

/** The road's planning speed of each business, kept in memory. */
export class MemoryRoadSpeedStore implements RoadSpeedStore {
  readonly speeds = new Map<string, number>();
  load(ownerId: string) {
    return this.speeds.get(ownerId) ?? null;
  }
  save(ownerId: string, kmPerHour: number) {
    this.speeds.set(ownerId, kmPerHour);
  }
}

export class MemoryInProgressVisits implements InProgressVisits {
  visits: Record<string, InProgressVisit> = {};
  load() {
    return this.visits;
  }
  save(visits: Readonly<Record<string, InProgressVisit>>) {
    this.visits = { ...visits };
  }
}

export class MemoryVisitOutbox implements VisitOutbox {
  queue: QueuedVisitAction[] = [];
  /** Other people's actions kept on the device. */
  others: HeldVisitWork[] = [];
  load() {
    return this.queue;
  }
  save(queue: readonly QueuedVisitAction[]) {
    this.queue = [...queue];
  }
  held() {
    return this.others;
  }
}

export class SwitchableConnectivity implements Connectivity {
  online = true;
  private listeners = new Set<(online: boolean) => void>();
  isOnline() {
    return this.online;
  }
  set(online: boolean) {
    this.online = online;
    this.listeners.forEach((l) => l(online));
  }
  onChange(listener: (online: boolean) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** A server for the road screen: each visit's status, task ids, and a switch to fail like a lost signal. */
export class InMemoryRoadVisitsApi implements RoadVisitsApi {
  readonly calls: string[] = [];
  readonly status = new Map<string, 'pending' | 'started' | 'finished' | 'cancelled'>();
  readonly observations = new Map<string, string>();
  unreachable = false;
  /** The tokens the server no longer holds: each call made with one is refused with 401. */
  readonly endedTokens = new Set<string>();
  /**
   * How many of the next starts and finishes reach the server and change it, but whose answer is
   * lost on the way back (a signal that drops mid-request): the caller sees the network fail.
   */
  answersLost = 0;
  /** How many times the day was asked for. */
  roadClientLoads = 0;
  /** The open report of each visit started and not finished, as the reports' answer holds it. */
  readonly openTasks = new Map<string, OpenReport>();
  /** The days asked for in openReports (the reports' answer is read as the business data does). */
  readonly openReportDays: string[] = [];
  /** Whether the reports cannot be read (a lost signal for that call alone). */
  reportsUnreachable = false;
  private nextTask = 1;

  constructor(public clients: RoadClient[] = []) {
    for (const c of clients) for (const v of c.visitIds) this.status.set(v, 'pending');
  }

  private down<T>(credentials?: Credentials): Result<T, ApiFailure> | null {
    if (this.unreachable) return err({ code: 'API_UNREACHABLE' });
    if (credentials && this.endedTokens.has(credentials.token)) return err({ code: 'API_REFUSED', reason: 'session-ended', message: 'Your session has expired.' });
    return null;
  }

  /** The answer, or the network's failure when it is lost on the way back (answersLost). */
  private answer<T>(result: Result<T, ApiFailure>): Result<T, ApiFailure> {
    if (this.answersLost === 0) return result;
    this.answersLost -= 1;
    return err({ code: 'API_UNREACHABLE' });
  }

  async roadClients(_c: Credentials) {
    this.roadClientLoads += 1;
    return this.down<readonly RoadClient[]>() ?? ok(this.clients);
  }

  async notifyStarted(c: Credentials, visit: VisitRef) {
    const down = this.down<{ message: string; taskId: string }>(c);
    if (down) return down;
    this.calls.push(`start:${visit.visitId}`);
    if (this.status.get(visit.visitId) !== 'pending') return err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'This visit is not pending.' });
    const taskId = this.startElsewhere(visit.visitId);
    return this.answer(ok({ message: 'Client notified.', taskId }));
  }

  async cancel(c: Credentials, visit: VisitRef) {
    const down = this.down<{ message: string }>(c);
    if (down) return down;
    this.calls.push(`cancel:${visit.visitId}`);
    this.status.set(visit.visitId, 'cancelled');
    this.openTasks.delete(visit.visitId);
    return ok({ message: 'Visit cancelled.' });
  }

  async finish(c: Credentials, visit: VisitRef & { taskId: string; observation: string }) {
    const down = this.down<{ message: string }>(c);
    if (down) return down;
    this.calls.push(`finish:${visit.visitId}:${visit.taskId}`);
    if (this.status.get(visit.visitId) !== 'started') return err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'This visit is not in progress.' });
    if (this.openTasks.get(visit.visitId)?.taskId !== visit.taskId) return err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'Not the task this visit was started with.' });
    this.status.set(visit.visitId, 'finished');
    this.openTasks.delete(visit.visitId);
    this.observations.set(visit.visitId, visit.observation);
    return this.answer(ok({ message: 'Service finished.' }));
  }

  /** Starts a visit as another device would (or this one's start call): answers its task id. */
  startElsewhere(visitId: string, collaboratorName = 'Lia Santos', startedAt = 1_000): string {
    const clientId = this.clients.find((c) => c.visitIds.includes(visitId))?.clientId ?? '';
    const taskId = `task-${this.nextTask++}`;
    this.status.set(visitId, 'started');
    this.openTasks.set(visitId, { clientId, visitId, taskId, startedAt, collaboratorName });
    return taskId;
  }

  /** Today's open reports (the fake's day is always today). */
  async openReports(c: Credentials, _ownerId: string, day: string) {
    this.openReportDays.push(day);
    if (this.reportsUnreachable) return err({ code: 'API_UNREACHABLE' as const });
    return this.down<readonly OpenReport[]>(c) ?? ok([...this.openTasks.values()]);
  }

  /** Finishes a started visit by its todo, as the mock server's calendar variant does. */
  async finishFromCalendar(c: Credentials, finish: CalendarFinish) {
    const down = this.down<{ message: string }>(c);
    if (down) return down;
    this.calls.push(`calendar-finish:${finish.visitId}`);
    const status = this.status.get(finish.visitId);
    if (status === 'pending') return err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'This visit has not been started.' });
    if (status !== 'started') return err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: `This visit is already ${status}.` });
    this.status.set(finish.visitId, 'finished');
    this.openTasks.delete(finish.visitId);
    this.observations.set(finish.visitId, finish.report);
    return this.answer(ok({ message: 'Service finished.' }));
  }
}
