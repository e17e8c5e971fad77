// The demo data: what a fresh mock server starts with, and what POST /__dev/reset restores.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../security/passwords';
import { emptyData, type Data, type UserRecord } from '../store/schema';
import { DEMO_OWNER, DEMO_PASSWORD } from './demo-accounts';

export async function buildSeed(options: { scryptLogN: number; now: Date }): Promise<Data> {
  const data = emptyData();
  // One hash for the shared demo password keeps seeding fast at full cost.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.scryptLogN);
  const createdAt = options.now.toISOString();
  const owner: UserRecord = {
    id: randomUUID(),
    createdById: null,
    name: DEMO_OWNER.name,
    surname: DEMO_OWNER.surname,
    username: 'carla.mendes',
    email: DEMO_OWNER.email,
    docId: '52998224725',
    phone: '11987654321',
    locationDescription: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, Brasil',
    latitude: -23.5613,
    longitude: -46.6565,
    complement: null,
    role: 'employer',
    isActive: 'activated',
    passwordHash,
    acceptedTerms: true,
    createdAt,
    failedLogins: [],
  };
  data.users.push(owner);
  return data;
}
