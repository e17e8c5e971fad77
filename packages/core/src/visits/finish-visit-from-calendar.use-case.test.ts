import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { signedInStore } from '../testing/sessions';
import { FinishVisitFromCalendar } from './finish-visit-from-calendar.use-case';

const store = signedInStore('employer', { id: 'owner-1' });

describe('FinishVisitFromCalendar', () => {
  it('sends "name-surname", the visit and the report cut to 250 characters', async () => {
    const sent: unknown[] = [];
    const visits = { finishFromCalendar: async (_c: unknown, finish: unknown) => (sent.push(finish), ok({ message: 'Finished.' })) };
    await new FinishVisitFromCalendar(visits, store).execute({ clientId: 'c1', visitId: 'v1', report: 'x'.repeat(300) });
    expect(sent[0]).toMatchObject({ clientId: 'c1', visitId: 'v1', ownerId: 'owner-1', userId: 'owner-1', userName: 'Ana-Lima' });
    expect((sent[0] as { report: string }).report).toHaveLength(250);
  });

  it('refuses a missing client with "Nenhuma entrada encontrada para cliente"', async () => {
    const visits = { finishFromCalendar: async () => ok({ message: '' }) };
    const result = await new FinishVisitFromCalendar(visits, store).execute({ clientId: '', visitId: 'v1', report: '' });
    expect(!result.ok && result.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'CLIENT_MISSING' }] });
  });
});
