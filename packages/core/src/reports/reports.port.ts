// The task reports call of 001 section 7 (company/reports): every client's reports of its visits,
// with the client's services and discount. The HTTP adapter of the clients group answers it.
import type { Temporal } from 'temporal-polyfill';
import type { Credentials, UserId } from '../account/user.entity';
import type { AttachedService, ClientContact } from '../clients/client.entity';
import type { ApiFailure } from '../shared/failures';
import type { ReadOptions } from '../shared/kept-answer';
import type { Result } from '../shared/result';

export interface TaskReport {
  readonly visitId: string | null;
  /** The date of the visit the report covers; null when the visit is gone. */
  readonly visitDate: Temporal.PlainDate | null;
  readonly taskId: string | null;
  readonly startedAt: Temporal.Instant | null;
  readonly finishedAt: Temporal.Instant | null;
  readonly collaboratorName: string | null;
  readonly observation: string;
  /** The finish is the device's time, sent later from its outbox; absent when it is the server's. */
  readonly finishedOnDevice?: boolean;
}

/** One client in the task reports (001: combinedData). */
export interface ClientReport {
  readonly client: ClientContact;
  readonly services: readonly AttachedService[];
  /** The client's discount in percent (0 without one). */
  readonly discountPercent: number;
  readonly reports: readonly TaskReport[];
}

export interface ReportsApi {
  /**
   * Every client's reports. An adapter may keep its last answer and answer it again, the same
   * array, while the reports have not changed; with `fresh` it does not answer one it kept without checking.
   */
  reports(credentials: Credentials, ownerId: UserId, options?: ReadOptions): Promise<Result<readonly ClientReport[], ApiFailure>>;
}
