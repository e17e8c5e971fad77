// The client detail screen's test world: a client of the business with a weekly schedule, two
// attached services and two teams, behind a fake ClientsApi that records every change and
// answers from its state, and the screen's view-model built as the container builds it.
import {
  AddVisitDates,
  ChangeClientTeam,
  ApplyVisitChanges,
  CheckTeamChange,
  CheckVisitMove,
  DeleteAttachedService,
  DeleteClient,
  DeleteVisit,
  DuplicateClient,
  LoadBusinessHours,
  LoadCapacityReserve,
  LoadClients,
  LoadClientSchedule,
  LoadTeamAgenda,
  LoadTeams,
  ok,
  PlanRecurrence,
  ScheduleClient,
  UpdateVisitDate,
  type AttachedService,
  type BusinessHours,
  type Client,
  type ClientsApi,
  type NewClient,
  type Recurrence,
  type ScheduledVisit,
  type Team,
  type TeamClientVisits,
  type TeamSummary,
} from '@fieldteam/core';
import { FixedClock, MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { ClientDetailViewModel } from '../features/clients/client-detail.view-model';
import { ClientHeaderViewModel } from '../features/clients/client-header.view-model';
import { ClientScheduleViewModel } from '../features/clients/client-schedule.view-model';
import { ClientServicesViewModel } from '../features/clients/client-services.view-model';
import { ShownClient } from '../features/clients/shown-client';
import { Notifier } from '../shared/notifier';
import { FakeNavigator } from './fake-navigator';

// Monday 2 March 2026, 07:00 in São Paulo.
export const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo');

export const teams: Team[] = [
  { id: 't1', name: 'Equipe Centro', leader: { id: 'l1', name: 'Lia Santos' }, members: [] },
  { id: 't2', name: 'Equipe Norte', leader: { id: 'l2', name: 'Rui Costa' }, members: [] },
];
export const summaryOf = (team: Team): TeamSummary => ({ id: team.id, name: team.name, leaderName: team.leader?.name ?? null, memberNames: [] });

export const baseClient: Client = {
  id: 'c1',
  name: 'Joana Prado',
  phone: '11988887777',
  email: 'joana@cliente.com',
  docId: null,
  birthday: null,
  address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null },
  team: summaryOf(teams[0]!),
  serviceMinutes: 60,
  createdById: 'o1',
  createdAt: null,
};

export const visitAt = (id: string, start: string): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status: 'pending' });
/** v1..vN: every Tuesday at 08:00 from 3 March 2026. */
export const weeklyVisits = (count: number) => Array.from({ length: count }, (_, i) => visitAt(`v${i + 1}`, Temporal.PlainDateTime.from('2026-03-03T08:00').add({ days: 7 * i }).toString()));

type Api = Pick<ClientsApi, 'list' | 'schedule' | 'teamVisits' | 'addVisits' | 'moveVisit' | 'deleteVisit' | 'deleteAttachedService' | 'changeTeam' | 'deleteClient' | 'create'>;

export class ClientDetailFixture {
  client: Client = baseClient;
  visits: ScheduledVisit[] = weeklyVisits(12);
  services: AttachedService[] = [
    { id: 'as1', serviceId: 's1', name: 'Limpeza padrão', value: 120.5 },
    { id: 'as2', serviceId: 's2', name: 'Passadoria', value: 90 },
  ];
  discountPercent = 0;
  teamVisits: TeamClientVisits[] = [];
  /** The business's working hours (none, by default: no capacity is measured). */
  hours: BusinessHours = { workingHours: [], closedDays: [7] };
  /** The team list's answer, held back while `holdTeams` until `releaseTeams()`. */
  teamList: readonly Team[] = teams;
  holdTeams = false;
  releaseTeams: () => void = () => undefined;
  // what the api was asked
  listCalls = 0;
  scheduleCalls = 0;
  teamVisitsAskedFor: string[] = [];
  moves: Array<{ clientId: string; visitId: string; start: string }> = [];
  added: Array<{ clientId: string; visits: string[]; recurrence: Recurrence }> = [];
  deleted: string[] = [];
  teamChanges: Array<[string, string]> = [];
  /** The clients registered (a client's copy). */
  created: NewClient[] = [];

  readonly notifier = new Notifier();
  readonly navigator = new FakeNavigator();
  readonly store = signedInStore('employer', { id: 'o1' });
  readonly cache = new MemoryCache();

  readonly api: Api = {
    create: async (_credentials, _ownerId, client) => (this.created.push(client), ok({ message: 'Client registered.' })),
    list: async () => (this.listCalls++, ok([this.client, { ...baseClient, id: 'c2', name: 'Bruno Alves' }])),
    schedule: async () => (this.scheduleCalls++, ok({ services: [...this.services], discountPercent: this.discountPercent, visits: [...this.visits], recurrence: 'weekly' as const })),
    teamVisits: async (_credentials, teamId) => (this.teamVisitsAskedFor.push(teamId), ok(this.teamVisits)),
    addVisits: async (_credentials, clientId, dates, recurrence) => {
      this.added.push({ clientId, visits: dates.map(String), recurrence });
      this.visits = [...this.visits, ...dates.map((start, i) => ({ id: `n${i}`, start, status: 'pending' as const }))];
      return ok({ message: 'Dates added.' });
    },
    moveVisit: async (_credentials, clientId, visitId, start) => {
      this.moves.push({ clientId, visitId, start: start.toString() });
      this.visits = this.visits.map((v) => (v.id === visitId ? { ...v, start } : v));
      return ok({ message: 'Visit moved.' });
    },
    deleteVisit: async (_credentials, clientId, visitId) => {
      this.deleted.push(`visit ${clientId}/${visitId}`);
      this.visits = this.visits.filter((v) => v.id !== visitId);
      return ok({ message: '' });
    },
    deleteAttachedService: async (_credentials, id) => {
      this.deleted.push(`service ${id}`);
      this.services = this.services.filter((s) => s.id !== id);
      return ok({ message: '' });
    },
    changeTeam: async (_credentials, clientId, teamId) => {
      this.teamChanges.push([clientId, teamId]);
      this.client = { ...this.client, team: summaryOf(teams.find((t) => t.id === teamId)!) };
      return ok({ message: 'Team changed.' });
    },
    deleteClient: async (_credentials, clientId) => {
      this.deleted.push(`client ${clientId}`);
      return ok({ message: 'Client deleted.' });
    },
  };

  readonly teamsApi = {
    list: async () => {
      if (this.holdTeams) await new Promise<void>((resolve) => (this.releaseTeams = resolve));
      return ok(this.teamList);
    },
  };

  /** The client on screen, as the container makes it. */
  shownClient(): ShownClient {
    return new ShownClient(new LoadClients(this.api, this.store, this.cache), new LoadClientSchedule(this.api, this.store), this.notifier);
  }

  businessHours(): LoadBusinessHours {
    return new LoadBusinessHours({ getBusinessHours: async () => ok(this.hours) }, this.store);
  }

  headerPanel(shown: ShownClient): ClientHeaderViewModel {
    return new ClientHeaderViewModel(
      shown,
      new LoadTeams(this.teamsApi, this.store),
      new ChangeClientTeam(this.api, this.store, this.cache),
      new DeleteClient(this.api, this.store, this.cache),
      this.notifier,
      this.navigator,
      new CheckTeamChange(this.api, this.store, clock),
      new ApplyVisitChanges(this.api, this.store),
      this.businessHours(),
      new PlanRecurrence(clock),
      clock,
      new DuplicateClient(new ScheduleClient(this.api, this.store, this.cache, clock)),
    );
  }

  schedulePanel(shown: ShownClient): ClientScheduleViewModel {
    return new ClientScheduleViewModel(
      shown,
      this.businessHours(),
      new LoadTeamAgenda(this.api, this.store, clock),
      new PlanRecurrence(clock),
      new AddVisitDates(this.api, this.store, clock),
      new UpdateVisitDate(this.api, this.store),
      new CheckVisitMove(this.api, this.store, clock),
      new DeleteVisit(this.api, this.store),
      clock,
      this.notifier,
      new LoadCapacityReserve(this.cache, this.store),
    );
  }

  servicesPanel(shown: ShownClient): ClientServicesViewModel {
    return new ClientServicesViewModel(shown, new DeleteAttachedService(this.api, this.store), this.notifier);
  }

  /** The screen's view-model: the three panels over one shown client. */
  build(): ClientDetailViewModel {
    const shown = this.shownClient();
    return new ClientDetailViewModel(shown, this.headerPanel(shown), this.schedulePanel(shown), this.servicesPanel(shown));
  }

  /** The screen's view-model once it has loaded client c1. */
  async loaded(): Promise<ClientDetailViewModel> {
    const vm = this.build();
    await vm.load('c1');
    return vm;
  }
}
