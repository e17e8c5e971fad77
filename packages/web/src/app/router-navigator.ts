// The Navigator port over the data router (client-side moves) and window.location (reloads).
import type { createBrowserRouter } from 'react-router';
import type { Navigator } from '../shared/navigator';

type Router = ReturnType<typeof createBrowserRouter>;

export class RouterNavigator implements Navigator {
  private router: Router | null = null;

  attach(router: Router): void {
    this.router = router;
  }

  async go(path: string, options?: { replace?: boolean }): Promise<void> {
    if (this.router) await this.router.navigate(path, { replace: options?.replace ?? false });
    else window.location.assign(path);
  }

  reload(path?: string): void {
    if (path) window.location.assign(path);
    else window.location.reload();
  }
}
