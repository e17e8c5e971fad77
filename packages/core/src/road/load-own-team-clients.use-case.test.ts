import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { signedInToBusiness } from '../testing/sessions';
import type { Team } from '../teams/team.entity';
import { LoadOwnTeamClients, OWN_TEAMS_IN_FLIGHT, ownStopsFirst } from './load-own-team-clients.use-case';

const team = (id: string, leaderId: string | null): Team => ({ id, name: `Team ${id}`, leader: leaderId ? { id: leaderId, name: 'L' } : null, members: [] });
const clientsOf: Record<string, string[]> = { alpha: ['c1', 'c2'], beta: ['c3'], gamma: ['c4'] };
const minutesOf: Record<string, number> = { c1: 90, c4: 0 };

function build(role: 'leader' | 'manager' | 'employer', teams: Team[], cache = new MemoryCache()) {
  const calls: string[] = [];
  const use = new LoadOwnTeamClients(
    { list: async () => ok(teams) },
    {
      teamClients: async (_c, teamId) => {
        calls.push(teamId);
        return ok((clientsOf[teamId] ?? []).map((clientId) => ({ clientId, clientName: clientId, serviceMinutes: minutesOf[clientId] ?? null })));
      },
    },
    signedInToBusiness(role),
    cache,
  );
  return { use, calls };
}

describe('LoadOwnTeamClients', () => {
  it("a leader's own clients are those of every team they lead, and only those", async () => {
    const { use, calls } = build('leader', [team('alpha', 'leader-1'), team('beta', 'someone-else'), team('gamma', 'leader-1')]);
    const own = await use.execute();
    expect(own.ok && own.value).toMatchObject({ teamNames: ['Team alpha', 'Team gamma'] });
    expect(own.ok && [...own.value!.clientIds]).toEqual(['c1', 'c2', 'c4']);
    expect(calls).toEqual(['alpha', 'gamma']);
  });

  it('keeps the service durations the same answers carry (none for a client without one, or with 0), on the device too', async () => {
    const cache = new MemoryCache();
    const { use } = build('leader', [team('alpha', 'leader-1'), team('gamma', 'leader-1')], cache);
    const own = await use.execute();
    expect(own.ok && [...own.value!.serviceMinutes!]).toEqual([['c1', 90]]);
    expect([...use.keptOnDevice()!.serviceMinutes!]).toEqual([['c1', 90]]);
  });

  it("asks a leader's teams a few at a time, not one after the other (a leader of 17 teams waited 17 round trips)", async () => {
    const led = Array.from({ length: 9 }, (_, i) => team(`t${i}`, 'leader-1'));
    let running = 0;
    let most = 0;
    const use = new LoadOwnTeamClients(
      { list: async () => ok(led) },
      {
        teamClients: async (_c, teamId) => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 1));
          running -= 1;
          return ok([{ clientId: `client-of-${teamId}`, clientName: teamId, serviceMinutes: null }]);
        },
      },
      signedInToBusiness('leader'),
      new MemoryCache(),
    );
    const own = await use.execute();
    expect(most).toBe(OWN_TEAMS_IN_FLIGHT);
    expect(own.ok && [...own.value!.clientIds]).toEqual(led.map((t) => `client-of-${t.id}`));
  });

  it('gives the answer kept on the device at once: undefined before any, the teams after one, null for an owner', async () => {
    const cache = new MemoryCache();
    const { use } = build('leader', [team('alpha', 'leader-1')], cache);
    expect(use.keptOnDevice()).toBeUndefined();
    await use.execute();
    expect([...use.keptOnDevice()!.clientIds]).toEqual(['c1', 'c2']);
    expect(build('employer', [], cache).use.keptOnDevice()).toBeNull();
  });

  it('a leader who leads no team, an owner and a manager have no "others": every stop is theirs', async () => {
    expect(await build('leader', [team('beta', 'someone-else'), team('alpha', null)]).use.execute()).toEqual(ok(null));
    const owner = build('employer', [team('alpha', 'owner-1')]);
    expect(await owner.use.execute()).toEqual(ok(null));
    expect(owner.calls).toEqual([]);
    expect(await build('manager', [team('alpha', 'manager-1')]).use.execute()).toEqual(ok(null));
  });

  it("a failure to read a team's clients is the answer (the screen then shows every stop)", async () => {
    const use = new LoadOwnTeamClients({ list: async () => ok([team('alpha', 'leader-1')]) }, { teamClients: async () => err({ code: 'API_UNREACHABLE' as const }) }, signedInToBusiness('leader'), new MemoryCache());
    expect((await use.execute()).ok).toBe(false);
  });

  it('with no signal, answers the teams kept on the device by the last answer; a refusal is not covered up', async () => {
    const cache = new MemoryCache();
    await build('leader', [team('alpha', 'leader-1')], cache).use.execute();
    const offline = new LoadOwnTeamClients({ list: async () => err({ code: 'API_UNREACHABLE' as const }) }, { teamClients: async () => ok([]) }, signedInToBusiness('leader'), cache);
    const own = await offline.execute();
    expect(own.ok && [...own.value!.clientIds]).toEqual(['c1', 'c2']);
    const refused = new LoadOwnTeamClients({ list: async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'no' }) }, { teamClients: async () => ok([]) }, signedInToBusiness('leader'), cache);
    expect((await refused.execute()).ok).toBe(false);
  });
});

describe('ownStopsFirst', () => {
  const stops = [{ clientId: 'c3' }, { clientId: 'c1' }, { clientId: 'c4' }, { clientId: 'c2' }];
  it('keeps the given order within each part', () => {
    expect(ownStopsFirst(stops, { teamNames: ['A'], clientIds: new Set(['c2', 'c1']) })).toEqual({ own: [{ clientId: 'c1' }, { clientId: 'c2' }], others: [{ clientId: 'c3' }, { clientId: 'c4' }] });
  });
  it('without own teams every stop is own', () => {
    expect(ownStopsFirst(stops, null)).toEqual({ own: stops, others: [] });
  });
  it('a leader whose teams have no stop today has only others', () => {
    expect(ownStopsFirst(stops, { teamNames: ['A'], clientIds: new Set() })).toEqual({ own: [], others: stops });
  });
});
