import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ClientsApi } from '../clients/clients.port';
import { err, ok } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { signedInStore } from '../testing/sessions';
import { LoadWorkReport } from './load-work-report.use-case';

const startedAt = Temporal.Instant.from('2026-11-03T12:00:00Z');
const api = (failing?: 'reports' | 'calendar'): Pick<ClientsApi, 'reports' | 'calendar'> => ({
  reports: async () =>
    failing === 'reports'
      ? err({ code: 'API_UNREACHABLE' as const })
      : ok([
          {
            client: { id: 'c1', name: 'Maria', phone: '', email: '', address: null },
            services: [],
            discountPercent: 0,
            reports: [{ visitId: 'v1', visitDate: null, taskId: null, startedAt, finishedAt: startedAt.add({ minutes: 45 }), collaboratorName: 'Ana', observation: 'ok' }],
          },
        ]),
  calendar: async () =>
    failing === 'calendar'
      ? err({ code: 'API_UNREACHABLE' as const })
      : ok([
          {
            client: { id: 'c1', name: 'Maria', phone: '', email: '', address: null },
            team: null,
            recurrence: null,
            visits: [{ id: 'v1', start: Temporal.PlainDateTime.from('2026-11-03T09:00'), status: 'finished' as const }],
          },
        ]),
});

describe('LoadWorkReport', () => {
  it('brings the worked visits in the business’s days and the closed visits', async () => {
    const result = await new LoadWorkReport(api(), signedInStore('employer'), new FixedClock()).execute();
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.visits).toMatchObject([{ clientName: 'Maria', collaborator: 'Ana', minutes: 45 }]);
    expect(result.value.visits[0]!.date.toString()).toBe('2026-11-03');
    expect(result.value.outcomes).toHaveLength(1);
  });

  it('answers the failure of either call', async () => {
    for (const failing of ['reports', 'calendar'] as const) {
      const result = await new LoadWorkReport(api(failing), signedInStore('employer'), new FixedClock()).execute();
      expect(result).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
    }
  });

  it('needs someone signed in', async () => {
    const result = await new LoadWorkReport(api(), { load: () => null }, new FixedClock()).execute();
    expect(result.ok || result.error.code).toBe('NOT_SIGNED_IN');
  });
});
