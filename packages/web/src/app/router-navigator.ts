// The Navigator port over the router (client-side moves, once the next page is loaded) and
// window.location (reloads).
import type { Navigator } from '../shared/navigator';
import { navigateWhenLoaded } from './navigation';

export class RouterNavigator implements Navigator {
  private load: ((path: string) => Promise<void>) | null = null;

  /** The router's page loader, given when the router starts. */
  attach(load: (path: string) => Promise<void>): void {
    this.load = load;
  }

  async go(path: string, options?: { replace?: boolean }): Promise<void> {
    if (this.load) await navigateWhenLoaded(this.load, path, { replace: options?.replace ?? false });
    else window.location.assign(path);
  }

  reload(path?: string): void {
    if (path) window.location.assign(path);
    else window.location.reload();
  }
}
