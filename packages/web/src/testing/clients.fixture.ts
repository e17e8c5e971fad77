// A client of the business's list, as the client list's tests name them.
import type { Client } from '@fieldteam/core';

/** A client with a phone, an e-mail and an address of its own, and no team. */
export function listedClient(id: string, name: string, fields: Partial<Client> = {}): Client {
  return {
    id,
    name,
    phone: `1190000${id.padStart(4, '0')}`,
    email: `${id}@cliente.com`,
    docId: null,
    birthday: null,
    address: { description: `Rua ${id}, 10, Campinas`, latitude: -22.9, longitude: -47.06, complement: null },
    team: null,
    serviceMinutes: null,
    createdById: 'o1',
    createdAt: null,
    ...fields,
  };
}
