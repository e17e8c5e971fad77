// The road screen's visit actions: per client "Avisar cliente" (the start, shown as "Start visit";
// hidden once started), "Cancelar atendimento" (asked first) and "Finalizar serviço", which opens a
// sheet that asks for the observation before it finishes; an action that cannot apply says why.
// All are disabled while a request runs and for 3 s after; offline the actions wait on the device (the outbox) and
// are sent by the app's one VisitSync when the network is back, which also says what was sent. The
// screen shows the network's state, and reloads its day when work was sent or when the day shown
// is the one kept on the device.
import {
  closesVisit,
  OBSERVATION_MAX_LENGTH,
  VISIT_SYNC_RETRY_MS,
  type CancelVisit,
  type Connectivity,
  type FinishVisit,
  type RoadClient,
  type Scheduler,
  type StartVisit,
  type VisitActionFailure,
  type VisitOutcome,
  type VisitSync,
} from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { TIMING, wait } from '../../config/timing';
import { msg, serverText } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import type { RoadDay } from './road-day';

/** What a client's card offers for its visit. */
export type VisitAction = 'start' | 'finish' | 'cancel';

export class RoadVisitActionsViewModel {
  servicesOpen = false;
  /**
   * The stop tapped (in the list or on the map): the dialog shows that client's card alone, its
   * info open. Null when the Services button shows every client's card.
   */
  stopShown: string | null = null;
  expanded: string[] = [];
  details: Record<string, string> = {};
  /** Buttons are disabled while a request runs and for 3 s after it. */
  actionsLocked = false;
  online = true;
  /** The client whose visit "Cancelar atendimento" asks about (a mis-tap in the field must not lose a visit). */
  cancelAsked: RoadClient | null = null;
  /** The client whose visit the finish sheet is open for (the observation is asked before finishing). */
  finishAsked: RoadClient | null = null;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly day: RoadDay,
    private readonly startVisit: Pick<StartVisit, 'execute'>,
    private readonly finishVisit: Pick<FinishVisit, 'execute'>,
    private readonly cancelVisit: Pick<CancelVisit, 'execute'>,
    private readonly visitSync: Pick<VisitSync, 'send' | 'onOutcome'>,
    private readonly connectivity: Pick<Connectivity, 'isOnline' | 'onChange'>,
    private readonly scheduler: Scheduler,
    private readonly notifier: Notifier,
    private readonly navigator: Pick<Navigator, 'reload'>,
  ) {
    makeAutoObservable<RoadVisitActionsViewModel, 'day' | 'stopWatching' | 'navigator' | 'visitSync' | 'connectivity' | 'scheduler'>(this, {
      day: false,
      stopWatching: false,
      navigator: false,
      visitSync: false,
      connectivity: false,
      scheduler: false,
      // One of the day's records, by reference (the day holds them so, road-day.ts).
      cancelAsked: observableRef,
      finishAsked: observableRef,
    });
  }

  /**
   * Follows the network (shown on the screen) and what the app's VisitSync sends: the day is
   * reloaded when work went, when the network is back, and every so often while the day shown is
   * the one kept on the device (a weak signal can get the server back with no event).
   */
  watchConnectivity(): void {
    this.stop(); // watched once, however often the screen starts
    this.online = this.connectivity.isOnline();
    const stops = [
      this.connectivity.onChange((online) => void this.onConnectivity(online)),
      this.visitSync.onOutcome((outcome) => void this.afterSync(outcome.kind === 'sent' && outcome.report.sent > 0)),
      this.scheduler.every(VISIT_SYNC_RETRY_MS, () => {
        if (this.connectivity.isOnline() && this.day.savedAt !== null) void this.day.reload();
      }),
    ];
    this.stopWatching = () => stops.forEach((stop) => stop());
  }

  stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  private async onConnectivity(online: boolean): Promise<void> {
    runInAction(() => (this.online = online));
    if (!online) return;
    // A device says it is online a moment before its requests go through: when the day's reload
    // reaches the server and actions still wait (the sync failed just before), they go now.
    if ((await this.day.reload()) && this.day.waiting > 0) await this.sync();
  }

  private async afterSync(sent: boolean): Promise<void> {
    runInAction(() => this.day.refreshLocalState());
    if (sent || this.day.savedAt !== null) await this.day.reload();
  }

  /** Asks the app's VisitSync to send what waits on the device now. */
  async sync(): Promise<void> {
    if (this.day.waiting > 0) await this.visitSync.send();
  }

  /** The Services button: every client's card. */
  openServices(): void {
    this.servicesOpen = true;
    this.stopShown = null;
  }

  /** A stop tapped: its client's card alone, with its e-mail, address and services shown. */
  openStop(clientId: string): void {
    this.servicesOpen = true;
    this.stopShown = clientId;
    if (!this.expanded.includes(clientId)) this.expanded = [...this.expanded, clientId];
  }

  closeServices(): void {
    this.servicesOpen = false;
  }

  /**
   * The card's actions in the order a crew works through a visit: its next step first (start it,
   * or finish it once started), then finishing (which says why it cannot before the start), and
   * the cancel last, away from the thumb's first tap.
   */
  actionsFor(clientId: string): readonly VisitAction[] {
    return this.isStarted(clientId) ? ['finish', 'cancel'] : ['start', 'finish', 'cancel'];
  }

  toggleInfo(clientId: string): void {
    this.expanded = this.expanded.includes(clientId) ? this.expanded.filter((id) => id !== clientId) : [...this.expanded, clientId];
  }

  /** The details textarea keeps at most 250 characters (001 section 5). */
  setDetails(clientId: string, text: string): void {
    this.details = { ...this.details, [clientId]: text.slice(0, OBSERVATION_MAX_LENGTH) };
  }

  isStarted(clientId: string): boolean {
    return this.day.isStarted(clientId);
  }

  /**
   * When the client's visit in progress started (in the business's zone) and by whom, as the
   * server's report says; null when not started, or started here with no report read yet.
   */
  startedOf(clientId: string): { readonly at: Temporal.ZonedDateTime; readonly by: string | null } | null {
    const started = this.day.startedVisit(clientId);
    if (!started || started.startedAt === null) return null;
    return { at: Temporal.Instant.fromEpochMilliseconds(started.startedAt).toZonedDateTimeISO(this.day.timeZone), by: started.collaboratorName };
  }

  /** Finished or cancelled on this device while offline: no more actions until that is sent. */
  isClosedOffline(clientId: string): boolean {
    const kind = this.day.pending.get(clientId);
    return kind !== undefined && closesVisit(kind);
  }

  private async act(
    run: () => Promise<{ ok: true; value: VisitOutcome } | { ok: false; error: VisitActionFailure }>,
    reloadAfter: boolean,
    /** Run once the server has the action (and the day is reloaded when asked), before the buttons' 3 s. */
    afterSent?: () => void,
  ): Promise<boolean> {
    if (this.actionsLocked) return false;
    this.actionsLocked = true;
    const result = await run();
    runInAction(() => {
      this.day.refreshLocalState();
      if (result.ok) {
        if (result.value.sent && result.value.startedBefore) {
          // Started before, from another phone or by someone else: no failure, the visit is in progress.
          const { collaboratorName } = result.value.startedBefore;
          this.notifier.show('info', collaboratorName ? msg('road:alreadyStartedBy', { name: collaboratorName }) : msg('road:alreadyStarted'));
        } else if (result.value.sent) this.notifier.success(result.value.message ? serverText(result.value.message) : msg('road:done'));
        else this.notifier.show('info', msg('road:queued'));
      } else if (
        // Finish sends nothing when no started visit is stored for the client (001 section 5); it says why.
        result.error.code === 'VISIT_NOT_STARTED' ||
        result.error.code === 'VISIT_ALREADY_STARTED' || result.error.code === 'VISIT_NO_PENDING_VISIT' || result.error.code === 'VISIT_AWAITING_SYNC') {
        this.notifier.error(msg(`road:errors.${result.error.code}`));
      } else this.notifier.failure(result.error);
    });
    if (result.ok && reloadAfter && result.value.sent) await this.day.reload();
    if (result.ok && result.value.sent && afterSent) runInAction(afterSent);
    await wait(TIMING.visitButtonsCooldown);
    runInAction(() => (this.actionsLocked = false));
    return result.ok && result.value.sent;
  }

  /**
   * "Avisar cliente": starts the visit (the server records the client's notice). A visit the
   * server already holds as started (another phone, a colleague) is shown in progress, not as a failure.
   */
  async start(client: RoadClient): Promise<void> {
    await this.act(() => this.startVisit.execute(client), false);
  }

  /**
   * "Finalizar serviço": opens the sheet that asks for the observation. A visit not started here
   * (sent, or waiting to be) cannot be finished: the crew is told to start it first.
   */
  askFinish(client: RoadClient): void {
    if (this.actionsLocked) return;
    if (this.isClosedOffline(client.clientId)) {
      this.notifier.error(msg('road:errors.VISIT_AWAITING_SYNC'));
      return;
    }
    if (!this.isStarted(client.clientId)) {
      this.notifier.error(msg('road:errors.VISIT_NOT_STARTED'));
      return;
    }
    this.finishAsked = client;
  }

  dismissFinish(): void {
    this.finishAsked = null;
  }

  /** The sheet's confirmation: finishes with the observation typed in it. */
  async confirmFinish(): Promise<void> {
    const client = this.finishAsked;
    if (!client || this.actionsLocked) return;
    this.finishAsked = null;
    await this.finish(client);
  }

  async finish(client: RoadClient): Promise<void> {
    await this.act(
      async () => {
        // A visit started on another device is finished with its open report's task id.
        const result = await this.finishVisit.execute({ clientId: client.clientId, observation: this.details[client.clientId] ?? '', started: this.day.startedVisit(client.clientId) });
        if (result.ok) runInAction(() => (this.details = { ...this.details, [client.clientId]: '' }));
        return result;
      },
      true,
      // The finished client has left the day: a dialog opened for that stop alone has nothing left to show.
      () => {
        if (this.stopShown === client.clientId) this.closeServices();
      },
    );
  }

  /** "Cancelar atendimento" asks first. */
  askCancel(client: RoadClient): void {
    if (!this.actionsLocked) this.cancelAsked = client;
  }

  dismissCancel(): void {
    this.cancelAsked = null;
  }

  /**
   * Cancels the visit asked about. Once the server has it, the page goes to /business-clients
   * (001 section 4) when the buttons' 3 s are over (time to read the message); a cancel queued
   * offline stays here, shown as waiting to be sent.
   */
  async confirmCancel(): Promise<void> {
    const client = this.cancelAsked;
    if (!client || this.actionsLocked) return;
    this.cancelAsked = null;
    const sent = await this.act(() => this.cancelVisit.execute(client), false);
    if (sent) this.navigator.reload('/business-clients');
  }
}
