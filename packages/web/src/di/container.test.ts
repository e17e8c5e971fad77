import { createSvgMapView, GoogleMapsService, MemoryStorage, OfflineDirectionsService, OfflineMapsService } from '@fieldteam/adapters-browser';
import { cacheScopeOf, COMPANY_CACHE_KEY, LoadClients, ok, type CalendarApi, type CalendarEntry, type RoadClient, type ReportsApi, type RoadVisitsApi } from '@fieldteam/core';
import { sampleCompany, sessionFor, signedInStore } from '@fieldteam/core/testing';
import { Container, type ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { LoginViewModel } from '../features/account/login.view-model';
import { CalendarViewModel } from '../features/calendar/calendar.view-model';
import { AddClientViewModel } from '../features/clients/add-client.view-model';
import { ClientDetailViewModel } from '../features/clients/client-detail.view-model';
import { ClientsViewModel } from '../features/clients/clients.view-model';
import { RoadViewModel } from '../features/road/road.view-model';
import { SessionViewModel } from '../shared/session.view-model';
import { TeamsViewModel } from '../features/teams/teams.view-model';
import { LanguageViewModel } from '../i18n/language.view-model';
import { Notifier } from '../shared/notifier';
import { CONTEXT_MODULES } from '../testing/context-modules';
import { FakeNavigator } from '../testing/fake-navigator';
import { createTestContainer } from '../testing/render-screen';
import { AppContainer } from './container';
import { contextModule, withUses } from './context-module';
import { shellModule } from './shell';
import { TOKENS } from './tokens';

const options = () => ({ apiBaseUrl: 'http://api.test', storage: new MemoryStorage(), navigator: new FakeNavigator(), fetch: () => Promise.reject(new TypeError('offline')) });

type Identifier = symbol | (abstract new (...args: never[]) => unknown);

/** The identifiers a module binds, read by running it with a bind that records them. */
function boundBy(module: ContainerModule): Identifier[] {
  const ids: Identifier[] = [];
  const fluent: Record<string, unknown> = new Proxy({}, { get: () => () => fluent });
  void module.load({ bind: (id: Identifier) => (ids.push(id), fluent) } as unknown as ContainerModuleLoadOptions);
  return ids;
}

const nameOf = (id: Identifier) => (typeof id === 'symbol' ? id.description! : id.name);
const MODULES: [string, ContainerModule][] = [['shell', shellModule(options())], ...Object.entries(CONTEXT_MODULES).map(([name, module]): [string, ContainerModule] => [name, module.bindings])];

describe('the composition root', () => {
  it('binds every token, and each identifier in one module only', () => {
    const seen = new Map<Identifier, string>();
    for (const [name, module] of MODULES) {
      for (const id of boundBy(module)) {
        expect(seen.get(id), `${nameOf(id)} bound by ${seen.get(id)} and ${name}`).toBeUndefined();
        seen.set(id, name);
      }
    }
    for (const [key, token] of Object.entries(TOKENS)) expect(seen.has(token), key).toBe(true);
  });

  it('resolves everything it binds; a class bound to itself gives an instance of that class', () => {
    const { app } = createTestContainer();
    for (const [name, module] of MODULES) {
      for (const id of boundBy(module)) {
        const service = app.container.get<unknown>(id);
        expect(service, `${name}: ${nameOf(id)}`).toBeDefined();
        if (typeof id === 'function') expect(service, `${name}: ${nameOf(id)}`).toBeInstanceOf(id);
      }
    }
  });

  it.each(Object.keys(CONTEXT_MODULES))('loads the %s module with only the modules it imports, and resolves all it binds', (name) => {
    const container = new Container({ defaultScope: 'Transient' });
    container.load(shellModule(options()), ...withUses([CONTEXT_MODULES[name]!]).map((module) => module.bindings));
    const bound = boundBy(CONTEXT_MODULES[name]!.bindings);
    expect(bound.length).toBeGreaterThan(0);
    for (const id of bound) expect(() => container.get(id), nameOf(id)).not.toThrow();
  });

  it('starts with the shell only: the session, language and notifier, and no context', () => {
    const app = new AppContainer(options());
    expect(app.get(SessionViewModel).viewer).toBeNull();
    expect(app.get(LanguageViewModel).current).toBe('en');
    expect(app.get(TOKENS.language)).toBe('en');
    expect(app.get(Notifier)).toBe(app.get(Notifier));
    for (const id of [LoginViewModel, LoadClients, TOKENS.clock, TOKENS.clientsApi, TOKENS.maps, TOKENS.profileApi, TOKENS.geolocation]) expect(app.container.isBound(id), nameOf(id)).toBe(false);
  });

  it("loads a page's context module and the modules it imports, each once, whichever pages ask", () => {
    const app = new AppContainer(options());
    const clients = CONTEXT_MODULES['clients']!;
    expect(withUses([clients]).map((module) => Object.keys(CONTEXT_MODULES).find((name) => CONTEXT_MODULES[name] === module))).toEqual([
      'shared/maps', 'shared/addresses', 'shared/clients-api', 'shared/client-reads', 'shared/company', 'shared/business-zone', 'shared/clock', 'client-list', 'shared/teams-api', 'shared/services-api', 'shared/shown-zones', 'shared/capacity-reserve', 'clients',
    ]);
    app.load(clients);
    app.load(clients, CONTEXT_MODULES['teams']!);
    app.load(CONTEXT_MODULES['account']!);
    expect(() => app.get(ClientsViewModel)).not.toThrow();
    expect(() => app.get(ClientDetailViewModel)).not.toThrow();
    expect(() => app.get(AddClientViewModel)).not.toThrow();
    expect(() => app.get(TeamsViewModel)).not.toThrow();
    expect(app.get(LoginViewModel)).not.toBe(app.get(LoginViewModel));
    expect(app.container.isBound(RoadViewModel)).toBe(false);
    // the address search, without the road's directions and map view
    expect(app.container.isBound(TOKENS.maps)).toBe(true);
    expect(app.container.isBound(TOKENS.mapViewFactory)).toBe(false);
    app.load(CONTEXT_MODULES['road']!);
    expect(app.container.isBound(TOKENS.mapViewFactory)).toBe(true);
  });

  it("has a page that computes dates wait for the business's zone, which its clock then answers whatever the device's", async () => {
    const app = new AppContainer(options());
    const session = sessionFor('employer', { id: 'owner-1' });
    app.get(TOKENS.sessionStore).save(session);
    // The company as an earlier page kept it: its address in São Paulo.
    app.get(TOKENS.cache).write(COMPANY_CACHE_KEY, sampleCompany, cacheScopeOf(session.user));
    const exports = CONTEXT_MODULES['exports']!;
    app.load(exports);
    const clock = app.get(TOKENS.clock);
    expect(clock.timeZone()).toBe(Temporal.Now.timeZoneId());
    expect(app.isReady(exports)).toBe(false);
    await app.ready(exports);
    expect(app.isReady(exports)).toBe(true);
    expect(clock.timeZone()).toBe('America/Sao_Paulo');
    // Sign-out: the next session starts from the device's zone.
    app.get(TOKENS.sessionStore).clear();
    expect(clock.timeZone()).toBe(Temporal.Now.timeZoneId());
    expect(app.isReady(exports)).toBe(false);
  });

  it('has a page wait for what it and the modules it uses wait for, and ready only once all of it is known', async () => {
    const asked: string[] = [];
    const known = new Set<string>();
    const waiting = (name: string) => ({ ready: { wait: async () => void asked.push(name), known: () => known.has(name) } });
    const used = contextModule([], () => undefined, waiting('used'));
    const page = contextModule([used], () => undefined, waiting('page'));
    const app = new AppContainer(options(), [page]);
    await app.ready(page);
    expect(asked).toEqual(['used', 'page']);
    known.add('page');
    expect(app.isReady(page)).toBe(false);
    known.add('used');
    expect(app.isReady(page)).toBe(true);
  });

  it('gives the address search and the road one Google Maps loader when there is a key, the offline maps without', async () => {
    const withKey = new AppContainer({ ...options(), googleMapsApiKey: 'test-key' }, [CONTEXT_MODULES['road']!, CONTEXT_MODULES['shared/addresses']!]);
    const load = withKey.get(TOKENS.googleMapsLoad);
    expect(load).toBeTypeOf('function');
    expect(withKey.get(TOKENS.googleMapsLoad)).toBe(load);
    expect(withKey.get(TOKENS.maps)).toBeInstanceOf(GoogleMapsService);
    // Google's directions and map, fetched when first used (their own chunk).
    expect(withKey.get(TOKENS.directions)).not.toBeInstanceOf(OfflineDirectionsService);
    expect(withKey.get(TOKENS.mapViewFactory)).not.toBe(createSvgMapView);

    const offline = new AppContainer(options(), [CONTEXT_MODULES['road']!, CONTEXT_MODULES['shared/addresses']!]);
    expect(offline.get(TOKENS.googleMapsLoad)).toBeNull();
    expect(offline.get(TOKENS.maps)).toBeInstanceOf(OfflineMapsService);
    expect(offline.get(TOKENS.directions)).toBeInstanceOf(OfflineDirectionsService);
    expect(offline.get(TOKENS.mapViewFactory)).toBe(createSvgMapView);
  });

  it('gives each screen a fresh view-model and shares the app-wide services', () => {
    const { app } = createTestContainer();
    expect(app.get(LoginViewModel)).not.toBe(app.get(LoginViewModel));
    expect(app.get(SessionViewModel)).toBe(app.get(SessionViewModel));
    expect(app.get(TOKENS.visitOutbox)).toBe(app.get(TOKENS.visitOutbox));
  });

  it("gives a screen's panels one shared state, and each mounted screen its own", async () => {
    const { app, container } = createTestContainer();
    const entry: CalendarEntry = {
      client: { id: 'c1', name: 'Ana Souza', phone: '11999998888', email: 'ana@example.com', address: null },
      team: null,
      recurrence: null,
      visits: [{ id: 'v1', day: 20300115, minute: 540, status: 'pending' }],
    };
    container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore('employer'));
    container.rebind(TOKENS.keptAnswersApi).toConstantValue({ calendar: async () => ok([entry]), reports: async () => ok([]) } as unknown as CalendarApi & ReportsApi);
    const roadClient: RoadClient = { clientId: 'c1', name: 'Ana Souza', phone: '', email: '', address: null, services: [], discountPercent: 0, visitIds: ['v1'], visitAt: null };
    container.rebind(TOKENS.roadVisitsApi).toConstantValue({ roadClients: async () => ok([roadClient]) } as unknown as RoadVisitsApi);

    const calendar = app.get(CalendarViewModel);
    await calendar.load();
    // the dialog opens on the grid's month, and finds the record the screen loaded
    calendar.dialog.openDay(Temporal.PlainDate.from('2030-01-15'));
    expect(calendar.month.month.toString()).toBe('2030-01');
    expect(calendar.dialog.dayTasks.map((t) => t.record.client.name)).toEqual(['Ana Souza']);
    expect(app.get(CalendarViewModel).calendar).not.toBe(calendar.calendar);

    const road = app.get(RoadViewModel);
    await road.day.reload();
    // the route panel lists the day the screen loaded
    expect(road.routing.orderedClients.map((c) => c.name)).toEqual(['Ana Souza']);
    expect(app.get(RoadViewModel).day).not.toBe(road.day);

    const detail = app.get(ClientDetailViewModel);
    expect(detail.header.client).toBeNull();
    detail.shown.client = { id: 'c1' } as never;
    expect(detail.header.client).toBe(detail.shown.client);
    expect(app.get(ClientDetailViewModel).shown).not.toBe(detail.shown);
  });

  it("keeps the calendar for the session and asks for it again after each of the app's writes", async () => {
    const asked: { readonly path: string; readonly ifNoneMatch: string | null }[] = [];
    const fetchCounting: typeof fetch = async (input, init) => {
      const path = new URL(String(input)).pathname;
      asked.push({ path, ifNoneMatch: new Headers(init?.headers).get('if-none-match') });
      return new Response(path.startsWith('/company/calendar/') ? '{"calendar":[]}' : '{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const { app } = createTestContainer(fetchCounting);
    const data = app.get(TOKENS.calendarData);
    const credentials = { email: 'ana@example.com', token: 't' };
    const calendarReads = () => asked.filter((request) => request.path.startsWith('/company/calendar/')).length;
    expect((await data.calendar(credentials, 'owner-1')).ok).toBe(true);
    await data.calendar(credentials, 'owner-1');
    expect(calendarReads()).toBe(1);
    await app.get(TOKENS.http).post('/business-clients/add', {});
    await data.calendar(credentials, 'owner-1');
    expect(calendarReads()).toBe(2);
  });

  it("asks for the calendar again with its ETag at each use, a 304 costing no download", async () => {
    const asked: (string | null)[] = [];
    const fetchWithTags: typeof fetch = async (_input, init) => {
      const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
      asked.push(ifNoneMatch);
      if (ifNoneMatch === 'W/"1"') return new Response(null, { status: 304 });
      return new Response('{"calendar":[]}', { status: 200, headers: { 'Content-Type': 'application/json', ETag: 'W/"1"' } });
    };
    const { app } = createTestContainer(fetchWithTags);
    const data = app.get(TOKENS.calendarData);
    const credentials = { email: 'ana@example.com', token: 't' };
    const first = await data.calendar(credentials, 'owner-1');
    const second = await data.calendar(credentials, 'owner-1');
    expect(second).toEqual(first);
    expect(asked).toEqual([null, 'W/"1"']);
  });
});
