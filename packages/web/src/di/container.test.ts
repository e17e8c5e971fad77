import { GoogleDirectionsService, GoogleMapsService, MemoryStorage, OfflineDirectionsService, OfflineMapsService } from '@fieldteam/adapters-browser';
import { ok, type CalendarRecord, type ClientsApi, type RoadClient, type RoadVisitsApi } from '@fieldteam/core';
import { signedInStore } from '@fieldteam/core/testing';
import { Container, type ContainerModule } from 'inversify';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { CONTEXT_MODULES, contextModules } from '../testing/context-modules';
import { FakeNavigator } from '../testing/fake-navigator';
import { createTestContainer } from '../testing/render-screen';
import { createContainer, loadContexts } from './container';
import { CONTEXTS, contextClosure, isComposed, type ContextName } from './contexts';
import { GOOGLE_MAPS_LOAD } from './maps.module';
import { platformModule } from './shell.module';
import { TOKENS, USE_CASE_TOKENS } from './tokens';

const options = () => ({ apiBaseUrl: 'http://api.test', storage: new MemoryStorage(), navigator: new FakeNavigator(), fetch: () => Promise.reject(new TypeError('offline')) });
const platform = () => platformModule(options());
const CONTEXT_NAMES = Object.keys(CONTEXTS) as ContextName[];

describe('composition root', () => {
  it('resolves every token', () => {
    const { container } = createTestContainer();
    for (const [name, token] of Object.entries(TOKENS)) expect(container.get(token), name).toBeDefined();
  });

  it('resolves every use-case token to the use case it is named after, ready to execute', () => {
    const { container } = createTestContainer();
    const names = Object.values(USE_CASE_TOKENS).map((token) => token.description!.replace('fieldteam.', ''));
    expect(new Set(names).size).toBe(names.length);
    for (const [key, token] of Object.entries(USE_CASE_TOKENS)) {
      const useCase = container.get<{ execute: unknown }>(token);
      expect(useCase.constructor.name, key).toBe(token.description!.replace('fieldteam.', ''));
      expect(typeof useCase.execute, key).toBe('function');
    }
  });

  it.each(CONTEXT_NAMES)('loads the %s context with only the contexts it says it uses, and resolves all it binds', (name) => {
    const container = new Container({ defaultScope: 'Transient' });
    container.load(platform(), ...contextModules(name));
    const bound = Object.entries(TOKENS).filter(([, token]) => container.isBound(token));
    expect(bound.length).toBeGreaterThan(0);
    for (const [key, token] of bound) expect(() => container.get(token), key).not.toThrow();
  });

  it('loads on demand the very modules the tests load at once', async () => {
    expect(Object.keys(CONTEXT_MODULES).sort()).toEqual([...CONTEXT_NAMES].sort());
    for (const name of CONTEXT_NAMES) {
      const entry = CONTEXTS[name];
      if (!isComposed(entry)) expect(await entry.load(), name).toBe(CONTEXT_MODULES[name]);
    }
  });

  it('binds in a container what a composed context composes, and no module context uses one (the composition composes those without it)', async () => {
    const composed = CONTEXT_NAMES.filter((name) => isComposed(CONTEXTS[name]));
    expect(composed).toEqual(['account']);
    for (const name of CONTEXT_NAMES) expect(CONTEXTS[name].uses.filter((used) => composed.includes(used)), name).toEqual([]);
    const container = createContainer(options());
    await loadContexts(container, ['account']);
    expect(container.get(TOKENS.loginVm)).not.toBe(container.get(TOKENS.loginVm));
    expect(container.get(TOKENS.login)).toBeDefined();
    expect(container.isBound(TOKENS.clientsVm)).toBe(false);
  });

  it('binds each token in one module only', () => {
    const seen = new Map<symbol, string>();
    const modules: [string, ContainerModule][] = [['shell', platform()], ...CONTEXT_NAMES.map((name): [string, ContainerModule] => [name, CONTEXT_MODULES[name]])];
    for (const [name, module] of modules) {
      const container = new Container();
      container.load(module);
      for (const [key, token] of Object.entries(TOKENS)) {
        if (!container.isBound(token)) continue;
        expect(seen.get(token), `${key} bound by ${seen.get(token)} and ${name}`).toBeUndefined();
        seen.set(token, name);
      }
    }
    for (const [key, token] of Object.entries(TOKENS)) expect(seen.has(token), key).toBe(true);
  });

  it('starts with the shell only: the session, language and notifier, and no context', () => {
    const container = createContainer(options());
    expect(container.get(TOKENS.session).viewer).toBeNull();
    expect(container.get(TOKENS.language).current).toBe('en');
    expect(container.isBound(TOKENS.notifier)).toBe(true);
    for (const token of [TOKENS.loginVm, TOKENS.clock, TOKENS.clientsApi, TOKENS.maps, TOKENS.profileApi, TOKENS.geolocation]) expect(container.isBound(token), token.description).toBe(false);
  });

  it("loads a route's contexts, and those they use, once, however many screens ask at the same time", async () => {
    const container = createContainer(options());
    expect(contextClosure('clients')).toEqual(['clients', 'addresses', 'maps', 'clientsApi', 'clock']);
    expect(contextClosure('clientPlanning')).toEqual(['clientPlanning', 'clients', 'addresses', 'maps', 'clientsApi', 'clock', 'company', 'teams', 'services']);
    await Promise.all([loadContexts(container, ['clients']), loadContexts(container, ['clients', 'teams'])]);
    await loadContexts(container, ['business']);
    expect(() => container.get(TOKENS.clientsVm)).not.toThrow();
    expect(() => container.get(TOKENS.teamsVm)).not.toThrow();
    // the list without the planning: no add-client, client page or budget
    expect(container.isBound(TOKENS.addClientVm)).toBe(false);
    expect(container.isBound(TOKENS.clientDetailVm)).toBe(false);
    await loadContexts(container, ['clientPlanning']);
    expect(() => container.get(TOKENS.clientDetailVm)).not.toThrow();
    expect(container.isBound(TOKENS.roadVm)).toBe(false);
    expect(container.isBound(TOKENS.loginVm)).toBe(false);
    // the address search, without the road's directions and map view
    expect(container.isBound(TOKENS.maps)).toBe(true);
    expect(container.isBound(TOKENS.mapViewFactory)).toBe(false);
    expect(container.isBound(TOKENS.directions)).toBe(false);
    await loadContexts(container, ['road']);
    expect(container.isBound(TOKENS.mapViewFactory)).toBe(true);
  });

  it('gives the address search and the road one Google Maps loader when there is a key, the offline maps without', async () => {
    const withKey = createContainer({ ...options(), googleMapsApiKey: 'test-key' });
    await loadContexts(withKey, ['road', 'addresses']);
    const load = withKey.get<unknown>(GOOGLE_MAPS_LOAD);
    expect(load).toBeTypeOf('function');
    expect(withKey.get<unknown>(GOOGLE_MAPS_LOAD)).toBe(load);
    expect(withKey.get(TOKENS.maps)).toBeInstanceOf(GoogleMapsService);
    expect(withKey.get(TOKENS.directions)).toBeInstanceOf(GoogleDirectionsService);

    const offline = createContainer(options());
    await loadContexts(offline, ['road', 'addresses']);
    expect(offline.get<unknown>(GOOGLE_MAPS_LOAD)).toBeNull();
    expect(offline.get(TOKENS.maps)).toBeInstanceOf(OfflineMapsService);
    expect(offline.get(TOKENS.directions)).toBeInstanceOf(OfflineDirectionsService);
  });

  it('gives each screen a fresh view-model and shares the app-wide services', () => {
    const { container } = createTestContainer();
    expect(container.get(TOKENS.loginVm)).not.toBe(container.get(TOKENS.loginVm));
    expect(container.get(TOKENS.session)).toBe(container.get(TOKENS.session));
    expect(container.get(TOKENS.notifier)).toBe(container.get(TOKENS.notifier));
  });

  it("gives a screen's panels one shared state, and each mounted screen its own", async () => {
    const { container } = createTestContainer();
    const record: CalendarRecord = {
      client: { id: 'c1', name: 'Ana Souza', phone: '11999998888', email: 'ana@example.com', address: null },
      team: null,
      recurrence: null,
      visits: [{ id: 'v1', start: Temporal.PlainDateTime.from('2030-01-15T09:00'), status: 'pending' }],
    };
    container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore('employer'));
    container.rebind(TOKENS.clientsApi).toConstantValue({ calendar: async () => ok([record]) } as unknown as ClientsApi);
    const roadClient: RoadClient = { clientId: 'c1', name: 'Ana Souza', phone: '', email: '', address: null, services: [], discountPercent: 0, visitIds: ['v1'] };
    container.rebind(TOKENS.roadVisitsApi).toConstantValue({ roadClients: async () => ok([roadClient]) } as unknown as RoadVisitsApi);

    const calendar = container.get(TOKENS.calendarVm);
    await calendar.load();
    // the dialog opens on the grid's month, and finds the record the screen loaded
    calendar.dialog.openDay(Temporal.PlainDate.from('2030-01-15'));
    expect(calendar.month.month.toString()).toBe('2030-01');
    expect(calendar.dialog.dayTasks.map((t) => t.record.client.name)).toEqual(['Ana Souza']);
    expect(container.get(TOKENS.calendarVm).calendar).not.toBe(calendar.calendar);

    const road = container.get(TOKENS.roadVm);
    await road.day.reload();
    // the route panel lists the day the screen loaded
    expect(road.routing.orderedClients.map((c) => c.name)).toEqual(['Ana Souza']);
    expect(container.get(TOKENS.roadVm).day).not.toBe(road.day);

    const detail = container.get(TOKENS.clientDetailVm);
    expect(detail.header.client).toBeNull();
    detail.shown.client = { id: 'c1' } as never;
    expect(detail.header.client).toBe(detail.shown.client);
    expect(container.get(TOKENS.clientDetailVm).shown).not.toBe(detail.shown);
  });
});
