// A visit's status as the small number the business data's tables keep, one per visit. Apart from
// the calendar's table, so that the reports and the live board read the codes without the
// calendar's code.
import type { VisitStatus } from '../visits/visit.rules';

export const VISIT_STATUS_CODES: readonly VisitStatus[] = ['pending', 'started', 'finished', 'cancelled'];
