import { EditProfileField, type User, type UserField } from '@fieldteam/core';
import { MemorySessionStore, sessionFor } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { InMemoryProfileApi } from '../../testing/in-memory-profile.api';
import { ProfileViewModel } from './profile.view-model';

let api: InMemoryProfileApi;
let store: MemorySessionStore;
/** The app's session as the profile screen sees it: the stored person, read again on refresh. */
class SignedInPerson {
  user: User | null;
  refreshes = 0;
  constructor(private readonly store: MemorySessionStore) {
    this.user = store.load()?.user ?? null;
  }
  refresh(): void {
    this.refreshes += 1;
    this.user = this.store.load()?.user ?? null;
  }
}

let session: SignedInPerson;
let notifier: Notifier;
let vm: ProfileViewModel;

beforeEach(() => {
  api = new InMemoryProfileApi();
  store = new MemorySessionStore(sessionFor('freelancer'));
  session = new SignedInPerson(store);
  notifier = new Notifier();
  vm = new ProfileViewModel(new EditProfileField(api, store), session, notifier);
});

describe('ProfileViewModel', () => {
  it.each([
    ['name', 'Ana'],
    ['surname', 'Lima'],
    ['nick', 'ana.lima'],
    ['docid', '12345678901'],
  ] as const)('opens %s with its current value (%s)', (field: UserField, value) => {
    vm.open(field);
    expect(vm.editing).toBe(field);
    expect(vm.form.values.value).toBe(value);
  });

  it('a broken rule shows beside the field; nothing is sent and the modal stays', async () => {
    vm.open('name');
    vm.form.set('value', 'Al');
    await vm.save();
    expect(vm.form.errors).toEqual({ value: 'NAME_INVALID' });
    expect(api.userEdits).toEqual([]);
    expect(vm.editing).toBe('name');
  });

  it('saves the field, shows the new value at once and closes the modal', async () => {
    vm.open('phone');
    vm.form.set('value', ' 11912345678 ');
    const saving = vm.save();
    expect(vm.form.busy).toBe(true);
    await saving;
    expect(api.userEdits).toEqual([['phone', '11912345678']]);
    expect(session.refreshes).toBe(1);
    expect(vm.user?.phone).toBe('11912345678');
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Profile updated.' } });
    expect(vm.editing).toBeNull();
    expect(vm.form.busy).toBe(false);
  });

  it("a refusal shows the server's message and keeps the modal open, re-enabled, the value unchanged", async () => {
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'This e-mail is in use.' };
    vm.open('email');
    vm.form.set('value', 'other@example.com');
    await vm.save();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'This e-mail is in use.' } });
    expect(vm.editing).toBe('email');
    expect(vm.form.busy).toBe(false);
    expect(vm.user?.email).toBe('freelancer@example.com');
    expect(session.refreshes).toBe(0);
  });
});
