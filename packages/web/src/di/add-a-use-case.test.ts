// The walk-through of docs/architecture.md ("Add a use case"), followed step by step: a use case
// in core (here, beside the test), its test on in-memory fakes, and one line in its context's
// module; a screen's view-model then takes it by its class.
import { MemoryStorage } from '@fieldteam/adapters-browser';
import { businessContext, ok, type ClientsApi, type Result, type SessionStore } from '@fieldteam/core';
import { signedInToBusiness } from '@fieldteam/core/testing';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CONTEXT_MODULES } from '../testing/context-modules';
import { FakeNavigator } from '../testing/fake-navigator';
import { bindClass } from './bind-class';
import { AppContainer } from './container';
import { TOKENS as T } from './tokens';

// 1. The use case: one class, one `execute`, the ports it uses narrowed with Pick, a Result back.
class CountClients {
  constructor(
    private readonly api: Pick<ClientsApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<number, { code: string }>> {
    const business = businessContext(this.sessions);
    if (!business.ok) return business;
    const answer = await this.api.list(business.value.credentials, business.value.ownerId);
    return answer.ok ? ok(answer.value.length) : answer;
  }
}

// 2. Its binding: one line in the module of its context, each constructor argument named once.
const clientsModuleWithCount = new ContainerModule(({ bind }) => {
  bindClass(bind, CountClients, [T.clientsApi, T.sessionStore]);
});

describe('adding a use case', () => {
  it('is its file, its test and one binding: the container then makes it with the ports it names', async () => {
    const app = new AppContainer(
      { apiBaseUrl: 'http://api.test', storage: new MemoryStorage(), navigator: new FakeNavigator() },
      { clientsApi: CONTEXT_MODULES.clientsApi, clients: clientsModuleWithCount },
    );
    app.container.rebind(T.sessionStore).toConstantValue(signedInToBusiness('manager'));
    app.container.rebind(T.clientsApi).toConstantValue({ list: async () => ok([{ id: 'c1' }, { id: 'c2' }]) } as unknown as ClientsApi);
    const count = app.get(CountClients);
    expect(count).toBeInstanceOf(CountClients);
    expect(await count.execute()).toEqual(ok(2));
  });
});
