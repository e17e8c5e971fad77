import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { err } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingClientsApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import type { ScheduledVisit } from './client.entity';
import { LoadClientSchedule } from './load-client-schedule.use-case';

const visit = (id: string, start: string): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status: 'pending' });
const services = [{ id: 'a1', serviceId: 's1', name: 'Limpeza padrão', value: 120 }];

let api: RecordingClientsApi;

beforeEach(() => {
  api = new RecordingClientsApi();
  api.clientSchedule = {
    services,
    discountPercent: 10,
    visits: [visit('v3', '2026-04-01T09:00'), visit('v1', '2026-03-04T14:00'), visit('v2', '2026-03-04T09:30')],
    recurrence: 'weekly',
  };
});

describe('LoadClientSchedule', () => {
  it("asks with the caller's credentials for the client's schedule and answers its visits in date order", async () => {
    const result = await new LoadClientSchedule(api, signedInToBusiness('leader')).execute('c1');
    expect(api.calls).toEqual([['schedule', credentialsFor('leader'), 'c1']]);
    expect(result.ok && result.value.visits.map((v) => v.id)).toEqual(['v2', 'v1', 'v3']);
    expect(result.ok && { ...result.value, visits: [] }).toEqual({ services, discountPercent: 10, visits: [], recurrence: 'weekly' });
  });

  it('needs the id of the client, and sends nothing without one', async () => {
    const result = await new LoadClientSchedule(api, signedInToBusiness('employer')).execute('');
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'ID_MISSING' }] }));
    expect(api.calls).toEqual([]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadClientSchedule(api, new MemorySessionStore()).execute('c1')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new LoadClientSchedule(api, signedInToBusiness('employer')).execute('c1')).toEqual(err(REFUSED));
  });
});
