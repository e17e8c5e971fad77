// The calendar modal's "Finalizar serviço": finishes a visit with the report, cut to 250 characters.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import { validationFailure, type ApiFailure, type NotSignedIn, type ValidationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { OBSERVATION_MAX_LENGTH, truncateObservation } from './visit.rules';
import type { CalendarFinish, VisitsApi } from './visits.port';

export const REPORT_MAX_LENGTH = OBSERVATION_MAX_LENGTH;

/** The calendar modal's "Finalizar serviço": finishes the visit with the report (at most 250 characters). */
export class FinishVisitFromCalendar {
  constructor(
    private readonly api: Pick<VisitsApi, 'finishFromCalendar'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(input: { clientId: string; visitId: string; report: string }): Promise<Result<Ack, ValidationFailure<'id'> | NotSignedIn | ApiFailure>> {
    if (!input.clientId) return err(validationFailure([{ field: 'id', code: 'CLIENT_MISSING' }]));
    if (!input.visitId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, ({ credentials, ownerId, session: { user } }) => {
      const finish: CalendarFinish = {
        clientId: input.clientId,
        ownerId,
        userId: user.id,
        userName: `${user.name}-${user.surname}`,
        visitId: input.visitId,
        report: truncateObservation(input.report),
      };
      return this.api.finishFromCalendar(credentials, finish);
    });
  }
}
