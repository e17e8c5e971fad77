import { MemoryStorage } from '@fieldteam/adapters-browser';
import { ok, type CalendarRecord, type ClientsApi, type RoadClient, type RoadVisitsApi } from '@fieldteam/core';
import { signedInStore } from '@fieldteam/core/testing';
import { Container } from 'inversify';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FakeNavigator } from '../testing/fake-navigator';
import { createTestContainer } from '../testing/render-screen';
import { CONTEXTS, contextModules, type ContextName } from './container';
import { platformModule } from './platform.module';
import { TOKENS, USE_CASE_TOKENS } from './tokens';

const platform = () => platformModule({ apiBaseUrl: 'http://api.test', storage: new MemoryStorage(), navigator: new FakeNavigator(), fetch: () => Promise.reject(new TypeError('offline')) });

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

  it.each(Object.keys(CONTEXTS) as ContextName[])('loads the %s context with only the contexts it says it uses, and resolves all it binds', (name) => {
    const container = new Container({ defaultScope: 'Transient' });
    container.load(platform(), ...contextModules(name));
    const bound = Object.entries(TOKENS).filter(([, token]) => container.isBound(token));
    expect(bound.length).toBeGreaterThan(0);
    for (const [key, token] of bound) expect(() => container.get(token), key).not.toThrow();
  });

  it('binds each token in one module only', () => {
    const seen = new Map<symbol, ContextName>();
    for (const name of Object.keys(CONTEXTS) as ContextName[]) {
      const container = new Container();
      container.load(CONTEXTS[name].module);
      for (const [key, token] of Object.entries(TOKENS)) {
        if (!container.isBound(token)) continue;
        expect(seen.get(token), `${key} bound by ${seen.get(token)} and ${name}`).toBeUndefined();
        seen.set(token, name);
      }
    }
    for (const [key, token] of Object.entries(USE_CASE_TOKENS)) expect(seen.has(token), key).toBe(true);
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
