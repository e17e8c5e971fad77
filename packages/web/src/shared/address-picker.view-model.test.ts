import { PickAddress, SuggestAddresses, ok, type PlaceSuggestion } from '@fieldteam/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressPickerViewModel } from './address-picker.view-model';

const paulista: PlaceSuggestion = { id: 'p', description: 'Avenida Paulista, 1000, São Paulo, SP, Brazil' };
let asked: string[];
let vm: AddressPickerViewModel;

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  const maps = {
    autocomplete: async (query: string) => (asked.push(query), ok([paulista])),
    geocode: async (s: PlaceSuggestion) => ok({ description: s.description, latitude: -23.56, longitude: -46.65 }),
  };
  vm = new AddressPickerViewModel(new SuggestAddresses(maps), new PickAddress(maps), 'en', 500);
});
afterEach(() => vi.useRealTimers());

describe('AddressPickerViewModel', () => {
  it('waits 500 ms after the last keystroke and asks only from 6 characters', async () => {
    vm.setText('Aveni');
    await vi.advanceTimersByTimeAsync(600);
    expect(asked).toEqual([]);
    vm.setText('Avenid');
    await vi.advanceTimersByTimeAsync(300);
    vm.setText('Avenida');
    await vi.advanceTimersByTimeAsync(499);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['Avenida']);
    expect(vm.suggestions).toEqual([paulista]);
  });

  it('gives the picked suggestion its coordinates and forgets them when the text changes', async () => {
    await vm.choose(paulista);
    expect(vm.picked).toEqual({ description: paulista.description, latitude: -23.56, longitude: -46.65, complement: null });
    expect(vm.text).toBe(paulista.description);
    vm.setText(`${paulista.description} x`);
    expect(vm.picked).toBeNull();
  });
});
