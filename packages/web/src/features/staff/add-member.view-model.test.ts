import { AddMember, LoadMembers } from '@fieldteam/core';
import { MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../config/timing';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { InMemoryStaffApi } from '../../testing/in-memory-staff.api';
import { AddMemberViewModel } from './add-member.view-model';

let api: InMemoryStaffApi;
let cache: MemoryCache;
let notifier: Notifier;
let navigator: FakeNavigator;
let vm: AddMemberViewModel;
const store = signedInStore('employer', { id: 'o1' });

const fill = () => {
  vm.form.set('name', ' Lia ');
  vm.form.set('surname', 'Santos');
  vm.form.set('email', 'lia@empresa.com');
  vm.form.set('password', 'Secret#123');
};

beforeEach(() => {
  vi.useFakeTimers();
  api = new InMemoryStaffApi();
  cache = new MemoryCache();
  notifier = new Notifier();
  navigator = new FakeNavigator();
  vm = new AddMemberViewModel(new AddMember(api, store, cache), notifier, navigator);
});
afterEach(() => vi.useRealTimers());

describe('AddMemberViewModel', () => {
  it('shows each broken rule beside its field and adds no one', async () => {
    vm.form.set('name', 'Li');
    vm.form.set('email', 'lia@');
    vm.form.set('password', 'secret');
    await vm.submit('leader');
    expect(vm.form.errors).toEqual({ name: 'NAME_INVALID', surname: 'SURNAME_INVALID', email: 'EMAIL_INVALID', password: 'PASSWORD_INVALID' });
    expect(api.calls).toEqual([]);
    vm.form.set('name', 'Lia');
    expect(vm.form.errors.name).toBeUndefined();
  });

  it.each(['lia@empresa.com?bcc=x@y.z', 'lia&x@empresa.com', '<lia@empresa.com>', 'lia x@empresa.com', 'lia@-empresa.com', "lia+o'x@empresa.com"])(
    'refuses the e-mail %j beside its field, as the server does, and adds no one',
    async (email) => {
      fill();
      vm.form.set('email', email);
      await vm.submit('manager');
      expect(vm.form.errors).toEqual({ email: 'EMAIL_INVALID' });
      expect(api.calls).toEqual([]);
    },
  );

  it("refuses the issue's forged name beside its field, with the one-line rule, and adds no one", async () => {
    fill();
    vm.form.set('name', 'Zed\n[mock-server] POST /criar-assinatura 200 3ms');
    await vm.submit('leader');
    expect(vm.form.errors).toEqual({ name: 'CONTROL_CHARACTERS' });
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['leader', '/business-leaders', 'Leader added.'],
    ['manager', '/business-managers', 'Manager added.'],
  ] as const)('adds a %s, says so, and 4 s later goes back to %s, whose list now has them', async (kind, route, message) => {
    await new LoadMembers(api, store, cache).execute(kind);
    fill();
    const done = vm.submit(kind);
    expect(vm.form.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls.at(-1)).toBe(`create ${kind} lia@empresa.com`);
    expect(api.members[kind].map((m) => m.name)).toEqual(['Lia']);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: message } });
    // the list of that kind is read afresh, not from the cache
    expect(new LoadMembers(api, store, cache).cached(kind)).toBeNull();
    expect(navigator.visits).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMING.afterStaffAdded);
    await done;
    expect(navigator.visits).toEqual([route]);
  });

  it("a refusal (the plan's limit) shows the server's message, re-enables the button and stays", async () => {
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'Your plan allows 1 leader.' };
    fill();
    await vm.submit('leader');
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Your plan allows 1 leader.' } });
    expect(vm.form.busy).toBe(false);
    expect(vm.done).toBe(false);
    await vi.runAllTimersAsync();
    expect(navigator.visits).toEqual([]);
  });

  it('ignores a second press while the first is being sent', async () => {
    api.hold = true;
    fill();
    const first = vm.submit('leader');
    await vm.submit('leader');
    api.release();
    await vi.advanceTimersByTimeAsync(TIMING.afterStaffAdded);
    await first;
    expect(api.calls.filter((c) => c.startsWith('create'))).toHaveLength(1);
  });
});
