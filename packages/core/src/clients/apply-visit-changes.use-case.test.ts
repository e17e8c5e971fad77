import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { VisitChange } from '../scheduling/schedule-change';
import { err, ok } from '../shared/result';
import { signedInStore } from '../testing/sessions';
import { ApplyVisitChanges, VISIT_CHANGES_IN_FLIGHT } from './apply-visit-changes.use-case';

const store = signedInStore('employer', { id: 'owner-1' });
const at = (iso: string) => Temporal.ZonedDateTime.from(`${iso}-03:00[America/Sao_Paulo]`);
const moves = (n: number): VisitChange[] => Array.from({ length: n }, (_, i) => ({ kind: 'move', visitId: `v${i}`, from: at('2026-03-09T09:00'), to: at('2026-03-09T11:15') }));

/** An api whose calls resolve on the next tick, counting how many are in flight. */
function fakeApi(refuse: string[] = []) {
  const seen = { inFlight: 0, most: 0, moved: [] as string[], deleted: [] as string[] };
  const call = async (id: string, list: string[]) => {
    seen.inFlight++;
    seen.most = Math.max(seen.most, seen.inFlight);
    await new Promise((r) => setTimeout(r, 1));
    seen.inFlight--;
    if (refuse.includes(id)) return err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'Visit not found.' });
    list.push(id);
    return ok({ message: '' });
  };
  return {
    seen,
    api: {
      moveVisit: (_c: unknown, _client: string, id: string, start: Temporal.PlainDateTime) => call(`${id}@${start.toString()}`, seen.moved),
      deleteVisit: (_c: unknown, _client: string, id: string) => call(id, seen.deleted),
    },
  };
}

describe('ApplyVisitChanges', () => {
  it('sends each move as a local time and each removal, at most 4 at a time', async () => {
    const { api, seen } = fakeApi();
    const changes: VisitChange[] = [...moves(10), { kind: 'remove', visitId: 'r1', from: at('2026-03-16T09:00') }];
    expect(await new ApplyVisitChanges(api, store).execute('c1', changes)).toEqual(ok({ moved: 10, removed: 1 }));
    expect(seen.moved).toHaveLength(10);
    expect(seen.moved[0]).toBe('v0@2026-03-09T11:15:00');
    expect(seen.deleted).toEqual(['r1']);
    expect(seen.most).toBe(VISIT_CHANGES_IN_FLIGHT);
  });

  it('tries every change and answers the first refusal', async () => {
    const { api, seen } = fakeApi(['v2@2026-03-09T11:15:00']);
    const result = await new ApplyVisitChanges(api, store).execute('c1', moves(6));
    expect(result).toEqual(err({ code: 'API_REFUSED', reason: 'refused', message: 'Visit not found.' }));
    expect(seen.moved).toHaveLength(5);
  });

  it('with nothing to change sends nothing', async () => {
    const { api, seen } = fakeApi();
    expect(await new ApplyVisitChanges(api, store).execute('c1', [])).toEqual(ok({ moved: 0, removed: 0 }));
    expect(seen.most).toBe(0);
  });
});
