// What the road screen keeps on the device: the visits in progress (clientId -> task id, kept
// across reloads, 001 section 3) and the visit actions taken while offline, replayed in order
// when the network is back (so field staff without signal lose nothing).
//
// Both belong to the person who did the work. Each store reads and writes the signed-in person's
// own records only: with no one signed in it reads nothing and keeps nothing new, and another
// person's records stay on the device untouched (a session the server ended keeps its work until
// that person signs in again), never shown to or sent by someone else.
import type { UserId } from '../account/user.entity';
import type { VisitRef } from './visits.port';

export interface InProgressVisit {
  readonly taskId: string;
  readonly visitId: string;
  /** When the visit started (an ISO instant): this device's time at the start, or at the start queued offline. Absent in older records. */
  readonly startedAt?: string;
}

/** The signed-in person's visits in progress on this device. */
export interface InProgressVisits {
  load(): Readonly<Record<string, InProgressVisit>>;
  save(visits: Readonly<Record<string, InProgressVisit>>): void;
}

/** A visit action waiting for the network. A finish queued after an offline start takes the start's task id. */
export type QueuedVisitAction =
  | { readonly id: string; readonly kind: 'start'; readonly visit: VisitRef & { readonly userId: UserId; readonly userName: string }; readonly queuedAt: string }
  | { readonly id: string; readonly kind: 'finish'; readonly visit: VisitRef; readonly taskId: string | null; readonly observation: string; readonly queuedAt: string }
  | { readonly id: string; readonly kind: 'cancel'; readonly visit: VisitRef; readonly queuedAt: string };

/** Visit actions kept on the device for someone who is not signed in now. */
export interface HeldVisitWork {
  readonly count: number;
  /** When the device removes them unsent (ms since the epoch). */
  readonly until: number;
}

/** The signed-in person's visit actions waiting for the network, oldest first. */
export interface VisitOutbox {
  load(): readonly QueuedVisitAction[];
  save(queue: readonly QueuedVisitAction[]): void;
  /** The actions kept on the device for other people (not the one signed in), per person. */
  held(): readonly HeldVisitWork[];
}

/** Whether the device is online, and when that changes. */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the function that stops listening. */
  onChange(listener: (online: boolean) => void): () => void;
}
