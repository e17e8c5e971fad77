// What the road screen keeps on the device: the visits in progress (clientId -> task id, kept
// across reloads, 001 section 3) and the visit actions taken while offline, replayed in order
// when the network is back (so field staff without signal lose nothing).
import type { UserId } from '../account/user.entity';
import type { VisitRef } from './visits.port';

export interface InProgressVisit {
  readonly taskId: string;
  readonly visitId: string;
}

export interface InProgressVisits {
  load(): Readonly<Record<string, InProgressVisit>>;
  save(visits: Readonly<Record<string, InProgressVisit>>): void;
}

/** A visit action waiting for the network. A finish queued after an offline start takes the start's task id. */
export type QueuedVisitAction =
  | { readonly id: string; readonly kind: 'start'; readonly visit: VisitRef & { readonly userId: UserId; readonly userName: string }; readonly queuedAt: string }
  | { readonly id: string; readonly kind: 'finish'; readonly visit: VisitRef; readonly taskId: string | null; readonly observation: string; readonly queuedAt: string }
  | { readonly id: string; readonly kind: 'cancel'; readonly visit: VisitRef; readonly queuedAt: string };

export interface VisitOutbox {
  load(): readonly QueuedVisitAction[];
  save(queue: readonly QueuedVisitAction[]): void;
}

/** Whether the device is online, and when that changes. */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the function that stops listening. */
  onChange(listener: (online: boolean) => void): () => void;
}
