import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '../business/business-hours';
import type { IsoWeekday } from '../shared/weekday';
import { FixedClock } from '../testing/fixed-clock';
import { RecordingClientsApi } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { PlanDayMove } from './plan-day-move.use-case';

describe('PlanDayMove', () => {
  it("reads each team's visits and plans the day's pending ones with each client's service duration", async () => {
    const api = new RecordingClientsApi();
    const at = (iso: string) => Temporal.PlainDateTime.from(iso);
    api.teamAgenda = [
      { clientId: 'c1', clientName: 'Ana', serviceMinutes: 120, visits: [{ id: 'v1', start: at('2026-03-03T09:00'), status: 'pending' }, { id: 'v0', start: at('2026-03-03T08:00'), status: 'finished' }] },
      { clientId: 'c2', clientName: 'Bia', serviceMinutes: null, visits: [{ id: 'v2', start: at('2026-03-04T11:00'), status: 'pending' }] },
    ];
    const plan = new PlanDayMove(api, signedInToBusiness('employer'), new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo'));
    const result = await plan.execute({ teams: [{ id: 't1', name: 'Alpha' }], day: Temporal.PlainDate.from('2026-03-03'), target: { kind: 'next-working-day' }, closedDays: [7] });
    expect(api.calls).toEqual([['teamVisits', credentialsFor('employer'), 't1']]);
    // Ana's 2-hour visit may start no closer than 30 min + 2 h to Bia's 11:00 visit: 13:30.
    expect(result.ok && result.value.changes.map((c) => [c.teamName, c.visit.id, c.to?.toPlainDateTime().toString()])).toEqual([['Alpha', 'v1', '2026-03-04T13:30:00']]);
  });

  it('warns of the days the moved visits would take a team past its capacity, counting the visits there already at their durations', async () => {
    const api = new RecordingClientsApi();
    const at = (iso: string) => Temporal.PlainDateTime.from(iso);
    // Wednesday has Bia's 6 h and Caio's finished hour; Tuesday's 2 h visits of Ana move there.
    api.teamAgenda = [
      { clientId: 'c1', clientName: 'Ana', serviceMinutes: 120, visits: [{ id: 'v1', start: at('2026-03-03T08:00'), status: 'pending' }, { id: 'v1b', start: at('2026-03-03T10:30'), status: 'pending' }] },
      { clientId: 'c2', clientName: 'Bia', serviceMinutes: 360, visits: [{ id: 'v2', start: at('2026-03-04T14:00'), status: 'pending' }, { id: 'v2x', start: at('2026-03-04T07:00'), status: 'cancelled' }] },
      { clientId: 'c3', clientName: 'Caio', serviceMinutes: null, visits: [{ id: 'v3', start: at('2026-03-04T06:00'), status: 'finished' }] },
    ];
    const hours: BusinessHours = { workingHours: ([1, 2, 3, 4, 5] as const).map((day) => ({ id: String(day), day, startHour: 8, endHour: 18 })), closedDays: [6, 7] };
    const plan = new PlanDayMove(api, signedInToBusiness('employer'), new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo'));
    const choice = { teams: [{ id: 't1', name: 'Alpha' }], day: Temporal.PlainDate.from('2026-03-03'), target: { kind: 'next-working-day' as const }, closedDays: [6, 7] as IsoWeekday[] };
    const result = await plan.execute({ ...choice, capacity: { hours, reservePercent: 15 } });
    expect(result.ok && result.value.changes.map((c) => c.to?.toPlainDate().toString())).toEqual(['2026-03-04', '2026-03-04']);
    // 6 h + 1 h + 2 × 2 h = 11 h against 8 h 30.
    expect(result.ok && result.value.overCapacity).toEqual([{ teamId: 't1', teamName: 'Alpha', day: Temporal.PlainDate.from('2026-03-04'), bookedMinutes: 660, capacityMinutes: 510, openMinutes: 600, reservePercent: 15 }]);
    // No working hours, or no capacity asked for: nothing to warn of.
    const roomy = await plan.execute({ ...choice, capacity: { hours: { workingHours: [], closedDays: [] }, reservePercent: 15 } });
    expect(roomy.ok && roomy.value.overCapacity).toEqual([]);
    const unchecked = await plan.execute(choice);
    expect(unchecked.ok && unchecked.value.overCapacity).toEqual([]);
  });

  it("answers the rules' refusal as a value", async () => {
    const plan = new PlanDayMove(new RecordingClientsApi(), signedInToBusiness('employer'), new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo'));
    expect(await plan.execute({ teams: [{ id: 't1', name: 'Alpha' }], day: Temporal.PlainDate.from('2026-03-03'), target: { kind: 'next-working-day' }, closedDays: [] })).toEqual({ ok: false, error: { code: 'NOTHING_TO_MOVE' } });
  });
});
