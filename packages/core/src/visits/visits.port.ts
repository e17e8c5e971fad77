// The visit calls of 001 section 7 (road screen and calendar). The road-screen issue adds the
// start, cancel and finish calls; the calendar needs its own variant now.
import type { Credentials, UserId } from '../account/user.entity';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';

export interface CalendarFinish {
  readonly clientId: string;
  readonly ownerId: UserId;
  readonly userId: UserId;
  /** "name-surname" of the person finishing. */
  readonly userName: string;
  /** The visit (todo) being finished. */
  readonly visitId: string;
  readonly report: string;
}

export interface VisitsApi {
  /** The calendar's "Finalizar serviço": the notify/started variant that carries the report text. */
  finishFromCalendar(credentials: Credentials, finish: CalendarFinish): Promise<Result<Ack, ApiFailure>>;
}
