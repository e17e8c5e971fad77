// The app-wide session: who is signed in (read from the session store), the start-up auth
// check, and logout. The router's guard and the side menu observe `viewer`. Sign-out with work
// still waiting on the device (visit actions, a day move, an import) asks first (`unsentWork`):
// it would be lost. The visit work on the device (`visitWork`): the person's own, and what is kept
// for people whose session the server ended, which the sign-out and sign-in screens show.
import type { CheckAuth, Logout, ReadVisitWorkOnDevice, Session, SessionStore, UnsentWork, Viewer, VisitWorkOnDevice } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { TIMING, wait } from '../config/timing';
import type { Navigator } from './navigator';

export class SessionViewModel {
  session: Session | null;
  signingOut = false;
  /** The work waiting on the device that a sign-out would lose; while set, the person is asked. */
  unsentWork: UnsentWork | null = null;
  visitWork: VisitWorkOnDevice;

  constructor(
    private readonly store: Pick<SessionStore, 'load'>,
    private readonly checkAuthUseCase: Pick<CheckAuth, 'execute'>,
    private readonly logoutUseCase: Pick<Logout, 'execute'>,
    private readonly visitWorkOnDevice: Pick<ReadVisitWorkOnDevice, 'execute'>,
    private readonly navigator: Navigator,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {
    this.session = store.load();
    this.visitWork = visitWorkOnDevice.execute();
    // Both are replaced whole, never changed in place: watched as values, not made observable
    // object by object (work at start-up, before the first page draws).
    makeAutoObservable(this, { session: observableRef, visitWork: observableRef, unsentWork: observableRef });
  }

  get viewer(): Viewer {
    return this.session ? { role: this.session.user.role, activation: this.session.user.activation } : null;
  }

  get user() {
    return this.session?.user ?? null;
  }

  /**
   * Re-reads the stored session (after a use case saved or cleared it) and the visit work on the
   * device. Each is replaced only when it changed: a new value, even an equal one, redraws every
   * part of the page that observes it (the menu, the route guard) at once.
   */
  refresh(): void {
    const session = this.store.load();
    if (!sameData(session, this.session)) this.session = session;
    const visitWork = this.visitWorkOnDevice.execute();
    if (!sameData(visitWork, this.visitWork)) this.visitWork = visitWork;
  }

  /**
   * Start-up check: a token the server no longer holds signs the person out to the root, where the
   * visit work they leave unsent is said to be kept for them.
   */
  async checkAuth(): Promise<void> {
    const result = await this.checkAuthUseCase.execute();
    if (!result.ok) {
      this.log(`Auth check failed: ${result.error.code}`); // the spec: logged only
      return;
    }
    // A full load of the root drops every screen and cache that still holds the old session.
    if (result.value.status === 'signed-out' && result.value.reason === 'token-mismatch') this.navigator.reload('/');
  }

  /** Signs out; with work waiting on the device, only asks (see `discardUnsentAndLogout`). */
  async logout(): Promise<void> {
    await this.signOut(false);
  }

  /** The person read what waits and chose to lose it. */
  async discardUnsentAndLogout(): Promise<void> {
    await this.signOut(true);
  }

  /** The person keeps the session (and the work, to send once the network is back). */
  keepSignedIn(): void {
    this.unsentWork = null;
  }

  private async signOut(discardUnsent: boolean): Promise<void> {
    if (this.signingOut) return;
    this.signingOut = true;
    const result = await this.logoutUseCase.execute({ discardUnsent });
    if (!result.ok && result.error.code === 'LOGOUT_UNSENT_WORK') {
      const work = result.error.work;
      runInAction(() => {
        this.signingOut = false;
        this.unsentWork = work;
      });
      return;
    }
    runInAction(() => (this.unsentWork = null));
    if (!result.ok) this.log(`Disconnect failed: ${result.error.code}`);
    await wait(TIMING.afterLogout);
    this.navigator.reload('/');
  }
}

/**
 * Whether two values read from the device hold the same data (small records; the visit work's
 * `started` and `pending` are a Set and a Map, which JSON would write as `{}` whatever they hold).
 * Not MobX's `observable.struct`: its deep comparison would join the library code every page
 * loads, and took the road's first load over its budget.
 */
const sameData = (a: unknown, b: unknown): boolean => a === b || asText(a) === asText(b);

const asText = (value: unknown): string => JSON.stringify(value, (_key, item: unknown) => (item instanceof Set || item instanceof Map ? [...item] : item));
