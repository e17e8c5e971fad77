import { COMPANY_CACHE_KEY, LoadBusinessHours, SaveBusinessHours } from '@fieldteam/core';
import { MemoryCache, signedInToBusiness, type BusinessRole } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { InMemoryProfileApi } from '../../testing/in-memory-profile.api';
import { WorkDaysViewModel } from './work-days.view-model';

let api: InMemoryProfileApi;
let cache: MemoryCache;
let notifier: Notifier;
let vm: WorkDaysViewModel;

beforeEach(() => {
  api = new InMemoryProfileApi();
  cache = new MemoryCache();
  notifier = new Notifier();
  vm = viewModelFor('employer');
});

function viewModelFor(role: BusinessRole): WorkDaysViewModel {
  const store = signedInToBusiness(role, 'o1');
  const viewer = { role, activation: 'activated' as const };
  return new WorkDaysViewModel(new LoadBusinessHours(api, store), new SaveBusinessHours(api, store, cache), notifier, { viewer });
}

describe('WorkDaysViewModel', () => {
  it("starts from the business's saved hours and closed days", async () => {
    expect(vm.loading).toBe(true);
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.hours.hours.workingHours.map((w) => [w.day, w.startHour, w.endHour])).toEqual([[1, 8, 17]]);
    expect(vm.hours.hours.closedDays).toEqual([7]);
  });

  it('refuses to save without working hours: the section says they are required, nothing is sent', async () => {
    api.hours = null;
    await vm.load();
    await vm.save();
    expect(vm.missingHours).toBe(true);
    expect(api.savedHours).toEqual([]);
    expect(vm.saving).toBe(false);
  });

  it('saves the edited hours, says so, and clears the requirement once met', async () => {
    api.hours = null;
    await vm.load();
    await vm.save();
    vm.hours.setDay(2);
    vm.hours.setRange(9, 18);
    vm.hours.addHours();
    cache.write(COMPANY_CACHE_KEY, { stale: true }, { userId: 'o1', ownerId: 'o1' });
    const saving = vm.save();
    expect(vm.saving).toBe(true);
    await saving;
    expect(api.savedHours).toHaveLength(1);
    expect(api.savedHours[0]!.workingHours.map((w) => [w.day, w.startHour, w.endHour])).toEqual([[2, 9, 18]]);
    expect(vm.missingHours).toBe(false);
    expect(vm.saving).toBe(false);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'business:workDays.saved' } });
    // the company cached elsewhere is read again, with the new hours
    expect(cache.peek(COMPANY_CACHE_KEY)).toBeNull();
  });

  it("a refusal shows the server's message and re-enables the button", async () => {
    await vm.load();
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'Only the owner may change the hours.' };
    await vm.save();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Only the owner may change the hours.' } });
    expect(vm.saving).toBe(false);
  });

  it('the owner may change the hours', () => {
    expect(vm.canChange).toBe(true);
  });

  it.each(['manager', 'leader'] as const)('a %s reads the hours and cannot save them: nothing is sent', async (role) => {
    const staff = viewModelFor(role);
    expect(staff.canChange).toBe(false);
    await staff.load();
    expect(staff.hours.hours.workingHours.map((w) => [w.day, w.startHour, w.endHour])).toEqual([[1, 8, 17]]);
    await staff.save();
    expect(api.savedHours).toEqual([]);
    expect(staff.saving).toBe(false);
    expect(notifier.toasts).toEqual([]);
  });
});
