import {
  CLIENTS_CACHE_KEY,
  clientToSnapshot,
  DeleteClient,
  err,
  LoadClients,
  LoadPendingClients,
  ok,
  orderTextsIn,
  UpdateClient,
  type ApiFailure,
  type Client,
  type ClientInput,
  type ClientsApi,
  type PendingClient,
  type Result,
} from '@fieldteam/core';
import { FixedClock, MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { Notifier } from '../../shared/notifier';
import { ClientsViewModel } from './clients.view-model';
import { listedClient as client } from '../../testing/clients.fixture';

// Monday 2 March 2026, 07:00 in São Paulo.
const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo');

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const names = (clients: readonly Client[]) => clients.map((c) => c.name);

type Api = Pick<ClientsApi, 'list' | 'pendingToday' | 'update' | 'deleteClient'>;

let stored: Client[];
let pending: PendingClient[];
let updates: Array<{ id: string; input: ClientInput }>;
let deletions: string[];
let listCalls: number;
let api: Api;
let cache: MemoryCache;
let notifier: Notifier;

function build(): ClientsViewModel {
  const store = signedInStore('employer', { id: 'o1' });
  return new ClientsViewModel(
    new LoadClients(api, store, cache),
    new LoadPendingClients(api, store),
    new UpdateClient(api, store, cache, clock),
    new DeleteClient(api, store, cache),
    () => new AddressPickerViewModel({ execute: async () => ok([]) }, { execute: async () => err({ code: 'MAPS_NOT_FOUND' as const }) }, 'en'),
    notifier,
  );
}

beforeEach(() => {
  stored = [];
  pending = [];
  updates = [];
  deletions = [];
  listCalls = 0;
  cache = new MemoryCache();
  notifier = new Notifier();
  api = {
    list: async () => (listCalls++, ok([...stored])),
    pendingToday: async () => ok(pending),
    update: async (_credentials, id, input) => {
      updates.push({ id, input });
      stored = stored.map((c) => (c.id === id ? { ...c, name: input.name } : c));
      return ok({ message: 'Client updated.' });
    },
    deleteClient: async (_credentials, id) => {
      deletions.push(id);
      stored = stored.filter((c) => c.id !== id);
      return ok({ message: '' });
    },
  };
});

describe('ClientsViewModel: list', () => {
  it('loads the clients sorted by name, ignoring case and accents', async () => {
    stored = [client('1', 'Zeca Moura'), client('2', 'bruno Alves'), client('3', 'Ana Dias'), client('4', 'Álvaro Reis'), client('5', 'Érica Lima'), client('6', 'eduardo Sá')];
    const vm = build();
    expect(vm.loading).toBe(true);
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(names(vm.list.pageItems)).toEqual(['Álvaro Reis', 'Ana Dias', 'bruno Alves', 'eduardo Sá', 'Érica Lima', 'Zeca Moura']);
  });

  it("sorts with one collator in the interface language: 'Álvaro' between 'Alberto' and 'Bruna', and ñ after n in Spanish", async () => {
    stored = [client('1', 'Bruna Lima'), client('2', 'Nuno Reis'), client('3', 'Álvaro Reis'), client('4', 'Ñandú Souza'), client('5', 'Alberto Dias')];
    const vm = build();
    await vm.load();
    expect(names(vm.list.pageItems)).toEqual(['Alberto Dias', 'Álvaro Reis', 'Bruna Lima', 'Ñandú Souza', 'Nuno Reis']);
    orderTextsIn('es-MX');
    try {
      await vm.load();
      expect(names(vm.list.pageItems)).toEqual(['Alberto Dias', 'Álvaro Reis', 'Bruna Lima', 'Nuno Reis', 'Ñandú Souza']);
    } finally {
      orderTextsIn('en');
    }
  });

  it('builds the search index after the list is shown, and a search typed before it is ready still answers', async () => {
    stored = Array.from({ length: 300 }, (_, i) => client(String(i + 1), `Cliente ${String(i + 1).padStart(3, '0')}`)).concat(client('301', 'João Conceição'));
    const vm = build();
    await vm.load();
    expect(vm.list.pageItems).toHaveLength(10);
    expect(vm.list.indexReady).toBe(false);
    vm.list.setQuery('conceicao');
    expect(names(vm.list.filtered)).toEqual(['João Conceição']);
    expect(vm.list.indexReady).toBe(true);
  });

  it('builds the index in idle time when nobody searches, and stops when the screen goes', async () => {
    stored = Array.from({ length: 300 }, (_, i) => client(String(i + 1), `Cliente ${i + 1}`));
    const vm = build();
    await vm.load();
    expect(vm.list.indexReady).toBe(false);
    await vi.waitFor(() => expect(vm.list.indexReady).toBe(true));
    await vm.load();
    vm.dispose();
    await new Promise((r) => setTimeout(r, 50));
    expect(vm.list.indexReady).toBe(false);
  });

  it('shows 10 clients a page; page 2 shows the 11th', async () => {
    stored = Array.from({ length: 11 }, (_, i) => client(String(i + 1), `Cliente ${String(11 - i).padStart(2, '0')}`));
    const vm = build();
    await vm.load();
    expect(vm.list.pageCount).toBe(2);
    expect(vm.list.pageItems).toHaveLength(10);
    expect(vm.list.pageItems[0]?.name).toBe('Cliente 01');
    vm.list.setPage(2);
    expect(names(vm.list.pageItems)).toEqual(['Cliente 11']);
  });

  it('shows the cached clients at once, then the fresh answer replaces them', async () => {
    cache.write(CLIENTS_CACHE_KEY, [client('1', 'Zeca Moura'), client('2', 'Ana Dias', { birthday: Temporal.PlainDate.from('1990-12-25') })].map(clientToSnapshot), { userId: 'o1', ownerId: 'o1' });
    const answer = deferred<Result<readonly Client[], ApiFailure>>();
    api.list = () => answer.promise;
    const vm = build();
    const loading = vm.load();
    expect(vm.loading).toBe(false);
    expect(names(vm.list.items)).toEqual(['Ana Dias', 'Zeca Moura']);
    vm.list.setQuery('25/12/1990'); // the cached birthday is searchable too
    expect(names(vm.list.filtered)).toEqual(['Ana Dias']);
    vm.list.setQuery('');
    answer.resolve(ok([client('3', 'Carla Nunes'), client('1', 'Zeca Moura')]));
    await loading;
    expect(names(vm.list.items)).toEqual(['Carla Nunes', 'Zeca Moura']);
  });

  it('without a cache, stays loading until the list answers', async () => {
    const answer = deferred<Result<readonly Client[], ApiFailure>>();
    api.list = () => answer.promise;
    const vm = build();
    const loading = vm.load();
    expect(vm.loading).toBe(true);
    expect(vm.list.items).toEqual([]);
    answer.resolve(ok([client('1', 'Ana Dias')]));
    await loading;
    expect(vm.loading).toBe(false);
    expect(names(vm.list.items)).toEqual(['Ana Dias']);
  });

  it('shows the clients as soon as they arrive, without waiting for the pending visits', async () => {
    stored = [client('1', 'Ana Dias')];
    const pendingAnswer = deferred<Result<readonly PendingClient[], ApiFailure>>();
    api.pendingToday = () => pendingAnswer.promise;
    const vm = build();
    const loading = vm.load();
    await vi.waitFor(() => expect(names(vm.list.items)).toEqual(['Ana Dias']));
    expect(vm.loading).toBe(false);
    expect(vm.pendingChecked).toBe(false);
    pendingAnswer.resolve(ok([]));
    await loading;
    expect(vm.pendingChecked).toBe(true);
  });

  it('a failed list shows the server message and leaves the list empty', async () => {
    api.list = async () => err({ code: 'API_REFUSED' as const, reason: 'try-later' as const, message: 'Database down' });
    const vm = build();
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.list.items).toEqual([]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Database down' } });
  });
});

describe('ClientsViewModel: search (spec decision 10)', () => {
  beforeEach(() => {
    stored = [
      client('1', 'João Conceição', { phone: '11911112222', email: 'joao@exemplo.com' }),
      client('2', 'Maria Souza', { phone: '11933334444', email: 'Maria.Souza@Empresa.com', address: { description: 'Avenida Paulista, 1000, São Paulo', latitude: -23.56, longitude: -46.65, complement: null } }),
      client('3', 'Pedro Alves', { phone: '11955556666', email: 'pedro@exemplo.com', docId: '98765432100' }),
      client('4', 'Luana Prado', { phone: '11977778888', email: 'luana@exemplo.com', birthday: Temporal.PlainDate.from('1990-12-25') }),
    ];
  });

  it.each([
    ['name', 'joao', ['João Conceição']],
    ['name, with accents and case in the query', 'CONCEIÇÃO', ['João Conceição']],
    ['address, ignoring accents', 'avenida paulista sao', ['Maria Souza']],
    ['document id', '98765432', ['Pedro Alves']],
    ['document id typed as a CPF', '987.654.321-00', ['Pedro Alves']],
    ['e-mail, ignoring case', 'maria.souza@empresa', ['Maria Souza']],
    ['phone', '11977778888', ['Luana Prado']],
    ['birthday as dd/mm/yyyy', '25/12/1990', ['Luana Prado']],
    ['birthday as ISO', '1990-12-25', ['Luana Prado']],
    ['nothing', 'inexistente', []],
  ])('matches the %s', async (_field, query, expected) => {
    const vm = build();
    await vm.load();
    vm.list.setQuery(query);
    expect(names(vm.list.filtered)).toEqual(expected);
  });

  it('sorts the results by name and starts again at page 1', async () => {
    stored = [
      ...Array.from({ length: 12 }, (_, i) => client(`a${i}`, `Outro ${String(i).padStart(2, '0')}`)),
      client('s1', 'Zuleica Silva'),
      client('s2', 'Ângela Silva'),
      client('s3', 'bruno silva'),
    ];
    const vm = build();
    await vm.load();
    vm.list.setPage(2);
    vm.list.setQuery('SILVA');
    expect(vm.list.page).toBe(1);
    expect(names(vm.list.pageItems)).toEqual(['Ângela Silva', 'bruno silva', 'Zuleica Silva']);
  });
});

describe('ClientsViewModel: the road card', () => {
  it('shows the road card when clients have visits pending today', async () => {
    pending = [{ clientId: '1', name: 'Ana Dias', pendingVisits: 2 }];
    const vm = build();
    await vm.load();
    expect(vm.hasPendingVisits).toBe(true);
    expect(vm.pending).toHaveLength(1);
    expect(vm.showsRoadCard).toBe(true);
  });

  it('shows no road card while the pending check is out, nor when it answered none', async () => {
    const answer = deferred<Result<readonly PendingClient[], ApiFailure>>();
    api.pendingToday = () => answer.promise;
    const vm = build();
    const loading = vm.load();
    await Promise.resolve();
    expect(vm.pendingChecked).toBe(false);
    expect(vm.showsRoadCard).toBe(false);
    answer.resolve(ok([]));
    await loading;
    expect(vm.pendingChecked).toBe(true);
    expect(vm.showsRoadCard).toBe(false);
  });
});

describe('ClientsViewModel: edit', () => {
  const joana = client('c1', 'Joana Prado', {
    phone: '11988887777',
    email: 'joana@cliente.com',
    docId: '12345678901',
    birthday: Temporal.PlainDate.from('1985-04-09'),
    address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null },
    serviceMinutes: 90,
  });

  beforeEach(() => {
    stored = [joana, client('c2', 'Bruno Alves')];
  });

  it("opening the modal loads the client's values", async () => {
    const vm = build();
    await vm.load();
    vm.openEdit(joana);
    expect(vm.editing?.id).toBe('c1');
    expect(vm.edit.form.values).toMatchObject({ name: 'Joana Prado', phone: '11988887777', email: 'joana@cliente.com', docId: '12345678901', birthday: '1985-04-09' });
    expect(vm.edit.address.text).toBe('Rua Augusta, 500, São Paulo');
    expect(vm.edit.durationHours).toBe(1);
    expect(vm.edit.durationMinutes).toBe(30);
  });

  it('refuses invalid values beside the fields and sends nothing', async () => {
    const vm = build();
    await vm.load();
    vm.openEdit(joana);
    vm.edit.form.set('name', 'Ana');
    vm.edit.form.set('docId', '12345');
    await vm.saveEdit();
    expect(vm.edit.form.errors).toEqual({ name: 'NAME_INVALID', docId: 'DOCUMENT_INVALID' });
    expect(updates).toEqual([]);
    expect(vm.editing?.id).toBe('c1');
    expect(vm.edit.form.busy).toBe(false);
  });

  it('saves the edited values, announces it, closes the modal and reloads the list', async () => {
    const vm = build();
    await vm.load();
    const callsBefore = listCalls;
    vm.openEdit(joana);
    vm.edit.form.set('name', ' Joana Prado Lima ');
    vm.edit.form.set('docId', '123.456.789-09');
    vm.edit.form.set('birthday', '1985-04-10');
    vm.edit.setDuration(2, 15);
    await vm.saveEdit();
    expect(updates).toEqual([
      {
        id: 'c1',
        input: {
          name: 'Joana Prado Lima',
          phone: '11988887777',
          email: 'joana@cliente.com',
          docId: '12345678909',
          birthday: Temporal.PlainDate.from('1985-04-10'),
          address: joana.address,
          serviceMinutes: 135,
        },
      },
    ]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Client updated.' } });
    expect(vm.editing).toBeNull();
    expect(listCalls).toBe(callsBefore + 1);
    expect(names(vm.list.items)).toEqual(['Bruno Alves', 'Joana Prado Lima']);
  });

  it("a refused save shows the server's message and lets the person try again", async () => {
    const vm = build();
    await vm.load();
    api.update = async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'E-mail already used by another client' });
    vm.openEdit(joana);
    vm.edit.form.set('email', 'bruno@cliente.com');
    const saving = vm.saveEdit();
    expect(vm.edit.form.busy).toBe(true);
    await saving;
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'E-mail already used by another client' } });
    expect(vm.edit.form.busy).toBe(false);
    expect(vm.editing?.id).toBe('c1');
    api.update = async () => ok({ message: 'Client updated.' });
    await vm.saveEdit();
    expect(vm.editing).toBeNull();
  });
});

describe('ClientsViewModel: delete', () => {
  const ana = client('c1', 'Ana Dias');

  beforeEach(() => {
    stored = [ana, client('c2', 'Bruno Alves')];
  });

  it('asks first; cancelling keeps the client', async () => {
    const vm = build();
    await vm.load();
    vm.askDelete(ana);
    expect(vm.deleting?.id).toBe('c1');
    vm.cancelDelete();
    expect(vm.deleting).toBeNull();
    expect(deletions).toEqual([]);
    expect(names(vm.list.items)).toEqual(['Ana Dias', 'Bruno Alves']);
  });

  it('confirming deletes the client, announces it and reloads the list', async () => {
    const vm = build();
    await vm.load();
    vm.askDelete(ana);
    await vm.confirmDelete();
    expect(deletions).toEqual(['c1']);
    expect(vm.deleting).toBeNull();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'clients:list.deleted' } });
    expect(names(vm.list.items)).toEqual(['Bruno Alves']);
  });

  it('ignores a second confirm while the first is under way, and the dialog cannot be cancelled meanwhile', async () => {
    const answer = deferred<Result<{ message: string }, ApiFailure>>();
    let requests = 0;
    api.deleteClient = async (_credentials, id) => {
      requests++;
      const result = await answer.promise;
      stored = stored.filter((c) => c.id !== id);
      return result;
    };
    const vm = build();
    await vm.load();
    vm.askDelete(ana);
    const first = vm.confirmDelete();
    const second = vm.confirmDelete();
    expect(vm.deleteBusy).toBe(true);
    vm.cancelDelete();
    expect(vm.deleting?.id).toBe('c1');
    answer.resolve(ok({ message: 'Client deleted.' }));
    await Promise.all([first, second]);
    expect(requests).toBe(1);
    expect(vm.deleteBusy).toBe(false);
    expect(names(vm.list.items)).toEqual(['Bruno Alves']);
  });

  it("a refused delete shows the server's message and closes its confirmation", async () => {
    api.deleteClient = async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'Not allowed' });
    const vm = build();
    await vm.load();
    vm.askDelete(ana);
    await vm.confirmDelete();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Not allowed' } });
    expect(vm.deleting).toBeNull();
    expect(vm.deleteBusy).toBe(false);
    expect(names(vm.list.items)).toEqual(['Ana Dias', 'Bruno Alves']);
  });
});
