// The app-wide session: who is signed in (read from the session store), the start-up auth
// check, and logout. The router's guard and the side menu observe `viewer`.
import type { CheckAuth, Logout, Session, SessionStore, Viewer } from '@fieldteam/core';
import { makeAutoObservable } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import type { Navigator } from '../../shared/navigator';

export class SessionViewModel {
  session: Session | null;
  signingOut = false;

  constructor(
    private readonly store: Pick<SessionStore, 'load'>,
    private readonly checkAuthUseCase: Pick<CheckAuth, 'execute'>,
    private readonly logoutUseCase: Pick<Logout, 'execute'>,
    private readonly navigator: Navigator,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {
    this.session = store.load();
    makeAutoObservable(this);
  }

  get viewer(): Viewer {
    return this.session ? { role: this.session.user.role, activation: this.session.user.activation } : null;
  }

  get user() {
    return this.session?.user ?? null;
  }

  /** Re-reads the stored session (after a use case saved or cleared it). */
  refresh(): void {
    this.session = this.store.load();
  }

  /** Start-up check: a token the server no longer holds signs the person out to the root. */
  async checkAuth(): Promise<void> {
    const result = await this.checkAuthUseCase.execute();
    if (!result.ok) {
      this.log(`Auth check failed: ${result.error.code}`); // the spec: logged only
      return;
    }
    // A full load of the root drops every screen and cache that still holds the old session.
    if (result.value.status === 'signed-out' && result.value.reason === 'token-mismatch') this.navigator.reload('/');
  }

  async logout(): Promise<void> {
    if (this.signingOut) return;
    this.signingOut = true;
    const result = await this.logoutUseCase.execute();
    if (!result.ok) this.log(`Disconnect failed: ${result.error.code}`);
    await wait(TIMING.afterLogout);
    this.navigator.reload('/');
  }
}
