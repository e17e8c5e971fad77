// A Navigator that records where view-models sent the user.
import type { Navigator } from '../shared/navigator';

export class FakeNavigator implements Navigator {
  readonly visits: string[] = [];
  readonly reloads: Array<string | undefined> = [];
  async go(path: string): Promise<void> {
    this.visits.push(path);
  }
  reload(path?: string): void {
    this.reloads.push(path);
  }
  get current(): string | undefined {
    return this.visits.at(-1);
  }
}
