import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingRoleSetupApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInStore } from '../testing/sessions';
import { LoadCategories } from './load-categories.use-case';

const categories = [{ id: 'k1', title: 'Limpeza' }];

let api: RecordingRoleSetupApi;

beforeEach(() => {
  api = new RecordingRoleSetupApi();
  api.categories = categories;
});

describe('LoadCategories', () => {
  it("asks with the caller's credentials for the categories in the interface language", async () => {
    // Someone still choosing a role (default) has no business yet, and needs the list all the same.
    expect(await new LoadCategories(api, signedInStore('default')).execute('pt-BR')).toEqual(ok(categories));
    expect(api.calls).toEqual([['listCategories', credentialsFor('default'), 'pt-BR']]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadCategories(api, new MemorySessionStore()).execute('en')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new LoadCategories(api, signedInStore('employer')).execute('fr')).toEqual(err(REFUSED));
  });
});
