import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { signedInStore } from '../testing/sessions';
import { SaveCollaborator } from './save-collaborator.use-case';

describe('SaveCollaborator', () => {
  const input = { name: 'Davi', surname: 'Rocha', phone: '11955554444', address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null } };

  it('creates without an id and updates with one', async () => {
    const calls: string[] = [];
    const api = {
      createCollaborator: async (_c: unknown, ownerId: string) => (calls.push(`create:${ownerId}`), ok({ message: '' })),
      updateCollaborator: async (_c: unknown, id: string) => (calls.push(`update:${id}`), ok({ message: '' })),
    };
    const use = new SaveCollaborator(api, signedInStore('employer', { id: 'o1' }), new MemoryCache());
    await use.execute(input);
    await use.execute(input, 'c7');
    expect(calls).toEqual(['create:o1', 'update:c7']);
  });

  it('needs an address picked from the suggestions and a numeric phone', async () => {
    const api = { createCollaborator: async () => ok({ message: '' }), updateCollaborator: async () => ok({ message: '' }) };
    const result = await new SaveCollaborator(api, signedInStore('employer'), new MemoryCache()).execute({ ...input, phone: '11 9555', address: null });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues).toEqual([
      { field: 'phone', code: 'PHONE_INVALID' },
      { field: 'address', code: 'ADDRESS_INVALID' },
    ]);
  });
});
