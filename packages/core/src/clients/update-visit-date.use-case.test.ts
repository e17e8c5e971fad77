import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { signedInStore } from '../testing/sessions';
import type { ClientsApi } from './clients.port';
import { UpdateVisitDate } from './update-visit-date.use-case';

const store = signedInStore('employer', { id: 'owner-1' });

describe('UpdateVisitDate', () => {
  it('moves one visit to a new local date and time', async () => {
    const moved: Array<{ visitId: string; start: Temporal.PlainDateTime }> = [];
    const api: Pick<ClientsApi, 'moveVisit'> = {
      moveVisit: async (_c: unknown, _client: string, visitId: string, start: Temporal.PlainDateTime) => (moved.push({ visitId, start }), ok({ message: '' })),
    };
    await new UpdateVisitDate(api, store).execute('c1', 'v9', Temporal.PlainDateTime.from('2026-04-01T16:30'));
    expect(moved).toEqual([{ visitId: 'v9', start: Temporal.PlainDateTime.from('2026-04-01T16:30') }]);
  });
});
