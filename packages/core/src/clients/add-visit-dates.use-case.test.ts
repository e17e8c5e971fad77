import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { busyTeamAgenda } from '../testing/business-fixtures';
import { FixedClock } from '../testing/fixed-clock';
import { signedInStore } from '../testing/sessions';
import { AddVisitDates } from './add-visit-dates.use-case';
import type { TeamClientVisits } from './client.entity';
import type { ClientsApi } from './clients.port';
import { LoadTeamAgenda } from '../scheduling/load-team-agenda.use-case';
import { plannedDates, planVisits } from '../scheduling/visit-plan';

const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo'); // Monday 07:00 in São Paulo


/** A ClientsApi that records the visits added and answers a fixed team agenda. */
class RecordingClientsApi implements Pick<ClientsApi, 'teamVisits' | 'addVisits'> {
  added: Array<{ clientId: string; visits: readonly Temporal.PlainDateTime[] }> = [];
  teamAgenda: TeamClientVisits[] = busyTeamAgenda();
  teamVisits = async () => ok(this.teamAgenda);
  addVisits = async (_c: unknown, clientId: string, visits: readonly Temporal.PlainDateTime[]) => (this.added.push({ clientId, visits }), ok({ message: '' }));
}

let api: RecordingClientsApi;
const store = signedInStore('employer', { id: 'owner-1' });

beforeEach(() => {
  api = new RecordingClientsApi();
});

describe('AddVisitDates', () => {
  it('needs at least one date', async () => {
    const result = await new AddVisitDates(api, store, clock).execute('c1', [], 'weekly');
    expect(!result.ok && result.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'dates', code: 'DATES_REQUIRED' }] });
  });

  it('checks new dates of an existing client with the 30 min + duration window, then sends them', async () => {
    const agenda = await new LoadTeamAgenda(api, store, clock).execute('team-1');
    if (!agenda.ok) throw new Error('setup');
    const at = (iso: string) => Temporal.PlainDateTime.from(iso).toZonedDateTime(clock.timeZone());
    const rules = { client: 'existing' as const, serviceMinutes: 90, timeZone: clock.timeZone(), closedDays: [7 as const] };
    // 09:00 + 90 min visit: 2 h apart is inside 30 + 90 = 120 minutes? No: exactly 120 is not "within".
    const plan = planVisits(agenda.value, [at('2026-03-03T10:59'), at('2026-03-03T11:00')], rules);
    expect(plan.entries.map((e) => e.status)).toEqual(['conflict', 'free']);
    await new AddVisitDates(api, store, clock).execute('c1', plannedDates(plan), 'unit');
    expect(api.added[0]?.visits.map(String)).toEqual(['2026-03-03T10:59:00', '2026-03-03T11:00:00']);
  });
});
