import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { signedInStore } from '../testing/sessions';
import type { TeamClientVisits } from '../clients/client.entity';
import type { ClientsApi } from '../clients/clients.port';
import { LoadTeamAgenda } from './load-team-agenda.use-case';

const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo'); // Monday 07:00 in São Paulo
const store = signedInStore('employer', { id: 'owner-1' });

/** A ClientsApi that answers a fixed team agenda. */
const teamVisitsOf = (teamAgenda: TeamClientVisits[]): Pick<ClientsApi, 'teamVisits'> => ({ teamVisits: async () => ok(teamAgenda) });

describe('LoadTeamAgenda', () => {
  it("leaves out finished and cancelled visits and, when adding dates, the client's own", async () => {
    const api = teamVisitsOf([
      { clientId: 'c1', clientName: 'A', serviceMinutes: 60, visits: [{ id: 'a', start: Temporal.PlainDateTime.from('2026-03-03T09:00'), status: 'finished' }, { id: 'b', start: Temporal.PlainDateTime.from('2026-03-04T09:00'), status: 'pending' }] },
      { clientId: 'c2', clientName: 'B', serviceMinutes: null, visits: [{ id: 'c', start: Temporal.PlainDateTime.from('2026-03-05T09:00'), status: 'cancelled' }, { id: 'd', start: Temporal.PlainDateTime.from('2026-03-06T09:00'), status: 'started' }] },
    ]);
    const all = await new LoadTeamAgenda(api, store, clock).execute('t');
    expect(all.ok && all.value.tasks.map((t) => t.id)).toEqual(['b', 'd']);
    const others = await new LoadTeamAgenda(api, store, clock).execute('t', { excludeClientId: 'c1' });
    expect(others.ok && others.value.tasks.map((t) => t.id)).toEqual(['d']);
    expect(all.ok && all.value.tasks[0]?.start.toString()).toBe('2026-03-04T09:00:00-03:00[America/Sao_Paulo]');
    // What each day is booked for the capacity check: the finished visit too, not the cancelled
    // one, and the client's own visits even when they are left out of the conflict check.
    expect(others.ok && [...others.value.booked]).toEqual([
      [20260303, 60],
      [20260304, 60],
      [20260306, 60],
    ]);
  });
});
