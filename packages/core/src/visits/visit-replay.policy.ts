// When the road screen tries the server again with what waits on the device (the replay itself,
// and what a refused or lost answer means, is SyncVisitOutbox's). The screen sends at once when
// the device says the network is back. A weak signal can lose the server without the device going
// offline, and get it back without any event: so while actions wait, or the day shown is the one
// kept on the device, it tries again every so often, quietly. A session the server ended sends
// nothing more (ADR 0038).
export const VISIT_REPLAY_POLICY = {
  /** How often to try again while something waits and the device says it is online. */
  retryEveryMs: 30_000,
} as const;

export interface ReplayState {
  readonly online: boolean;
  /** Visit actions waiting on the device. */
  readonly waiting: number;
  /** The day shown is the one kept on the device (the server could not be reached). */
  readonly dayFromDevice: boolean;
  readonly sessionEnded: boolean;
}

/** Whether the periodic try is due: something to gain from the server, a network said to be there, a live session. */
export function retryDue(state: ReplayState): boolean {
  return state.online && !state.sessionEnded && (state.waiting > 0 || state.dayFromDevice);
}
