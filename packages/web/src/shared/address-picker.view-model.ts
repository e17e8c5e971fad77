// An address input with suggestions: asks after 6 characters, debounced 500 ms (000 section 5);
// picking a suggestion gives the address its coordinates. Failures of the suggestions are only
// logged, as the spec says.
import type { Address, PickAddress, PlaceSuggestion, SuggestAddresses } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING } from '../config/timing';

export class AddressPickerViewModel {
  text = '';
  suggestions: readonly PlaceSuggestion[] = [];
  picked: Address | null = null;
  searching = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private requestId = 0;

  constructor(
    private readonly suggest: Pick<SuggestAddresses, 'execute'>,
    private readonly pick: Pick<PickAddress, 'execute'>,
    private readonly language: string,
    private readonly debounceMs: number = TIMING.addressDebounce,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {
    makeAutoObservable<AddressPickerViewModel, 'timer' | 'requestId'>(this, { timer: false, requestId: false });
  }

  /** Starts from an address already on record. */
  setInitial(address: Address | null): void {
    this.picked = address;
    this.text = address?.description ?? '';
  }

  setText(text: string): void {
    this.text = text;
    if (this.picked && this.picked.description !== text) this.picked = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.search(), this.debounceMs);
  }

  private async search(): Promise<void> {
    const id = ++this.requestId;
    this.searching = true;
    const result = await this.suggest.execute(this.text, this.language);
    runInAction(() => {
      if (id !== this.requestId) return; // a newer search is under way
      this.searching = false;
      if (result.ok) this.suggestions = result.value;
      else {
        this.suggestions = [];
        this.log(`Address suggestions failed: ${result.error.code}`);
      }
    });
  }

  async choose(suggestion: PlaceSuggestion): Promise<void> {
    this.requestId += 1;
    const result = await this.pick.execute(suggestion);
    runInAction(() => {
      this.suggestions = [];
      if (result.ok) {
        this.picked = result.value;
        this.text = result.value.description;
      } else this.log(`Address lookup failed: ${result.error.code}`);
    });
  }

  closeSuggestions(): void {
    this.suggestions = [];
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}

export type AddressPickerFactory = () => AddressPickerViewModel;
