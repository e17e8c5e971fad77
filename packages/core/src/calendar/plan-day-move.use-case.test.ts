import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
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

  it("answers the rules' refusal as a value", async () => {
    const plan = new PlanDayMove(new RecordingClientsApi(), signedInToBusiness('employer'), new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo'));
    expect(await plan.execute({ teams: [{ id: 't1', name: 'Alpha' }], day: Temporal.PlainDate.from('2026-03-03'), target: { kind: 'next-working-day' }, closedDays: [] })).toEqual({ ok: false, error: { code: 'NOTHING_TO_MOVE' } });
  });
});
