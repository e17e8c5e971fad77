import { beforeEach, describe, expect, it } from 'vitest';
import { memoryVisitDesk, roadBia, type MemoryVisitDesk } from '../testing/visit-desk';

const bia = roadBia;

let api: MemoryVisitDesk['api'];
let desk: MemoryVisitDesk;

beforeEach(() => {
  desk = memoryVisitDesk();
  ({ api } = desk);
});

describe('CancelVisit online', () => {
  it('cancels a visit never started, and refuses a missing client with "Nenhuma entrada encontrada para cliente"', async () => {
    expect((await desk.cancelVisit().execute(bia)).ok).toBe(true);
    expect(api.status.get('v3')).toBe('cancelled');
    const missing = await desk.cancelVisit().execute({ clientId: '', visitIds: [] });
    expect(!missing.ok && missing.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'clientId', code: 'CLIENT_MISSING' }] });
  });
});
