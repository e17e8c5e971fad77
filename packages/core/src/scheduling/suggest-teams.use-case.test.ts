import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { TeamClientVisits } from '../clients/client.entity';
import { err, ok } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { MemorySessionStore } from '../testing/memory-session.store';
import { signedInStore } from '../testing/sessions';
import { SuggestTeams } from './suggest-teams.use-case';

const zone = 'America/Sao_Paulo';
const clock = new FixedClock('2026-03-02T10:00:00Z', zone);
const store = signedInStore('employer', { id: 'owner-1' });
const at = (iso: string) => Temporal.PlainDateTime.from(iso).toZonedDateTime(zone);
// A new client's series: Mondays 9, 16 and 23 March at 09:00.
const mondays = ['2026-03-09T09:00', '2026-03-16T09:00', '2026-03-23T09:00'].map(at);
const newClient = { client: 'new' as const, serviceMinutes: 60 };
const visitsAt = (serviceMinutes: number | null, ...starts: string[]): TeamClientVisits[] => [
  { clientId: 'x', clientName: 'X', serviceMinutes, visits: starts.map((s, i) => ({ id: `v${i}`, start: Temporal.PlainDateTime.from(s), status: 'pending' as const })) },
];

describe('SuggestTeams', () => {
  it('ranks the teams by clashes (the 2 h 15 min window), then by hours booked over the period, then as given', async () => {
    const answers: Record<string, TeamClientVisits[]> = {
      // Two clashes: 2 h 14 min and 09:00 exactly; 2 h 15 min away is free.
      busy: visitsAt(60, '2026-03-09T11:14', '2026-03-16T09:00', '2026-03-23T11:15'),
      // No clash, 3 h booked in the period (the default hour for a client without a duration), one visit after it.
      loaded: visitsAt(null, '2026-03-10T14:00', '2026-03-11T14:00', '2026-03-23T23:00', '2026-03-24T14:00'),
      // No clash, 2 h booked, one visit before the period.
      light: visitsAt(120, '2026-03-08T14:00', '2026-03-12T14:00'),
      idle: [],
      idleToo: [],
    };
    const api = { teamVisits: async (_c: unknown, teamId: string) => ok(answers[teamId]!) };
    const result = await new SuggestTeams(api, store, clock).execute(['busy', 'loaded', 'light', 'idle', 'idleToo'], mondays, newClient);
    expect(result.ok && result.value.map(({ teamId, clashes, bookedMinutes }) => [teamId, clashes, bookedMinutes])).toEqual([
      ['idle', 0, 0],
      ['idleToo', 0, 0],
      ['light', 0, 120],
      ['loaded', 0, 180],
      ['busy', 2, 180],
    ]);
    expect(result.ok && result.value[2]!.agenda.tasks.map((t) => t.id)).toEqual(['v0', 'v1']);
  });

  it("answers the first team's failure", async () => {
    const failure = { code: 'API_UNREACHABLE' as const };
    const api = { teamVisits: async () => err(failure) };
    expect(await new SuggestTeams(api, store, clock).execute(['a'], mondays, newClient)).toEqual(err(failure));
    expect(await new SuggestTeams(api, new MemorySessionStore(), clock).execute(['a'], mondays, newClient)).toEqual(err({ code: 'NOT_SIGNED_IN' }));
  });
});
