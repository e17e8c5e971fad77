// The Navigator port over the router (client-side moves) and window.location (reloads).
import type { Navigator } from '../shared/navigator';
import type { NavigateFunction } from './browser-location';

export class RouterNavigator implements Navigator {
  private navigate: NavigateFunction | null = null;

  /** The router's navigate function, given again whenever the router gives a new one. */
  attach(navigate: NavigateFunction): void {
    this.navigate = navigate;
  }

  async go(path: string, options?: { replace?: boolean }): Promise<void> {
    if (this.navigate) this.navigate(path, { replace: options?.replace ?? false });
    else window.location.assign(path);
  }

  reload(path?: string): void {
    if (path) window.location.assign(path);
    else window.location.reload();
  }
}
