// The demo data: what a fresh mock server starts with, and what POST /__dev/reset restores.
// A cleaning business in São Paulo (open Monday to Saturday, closed Sunday) with services,
// managers, leaders, collaborators, teams and clients (seed/clients.seed.ts); a freelancer; and an
// account still choosing a role.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../security/passwords';
import { personName } from '../services/business.wire';
import { DEFAULT_TIME_ZONE } from '../services/visit-time';
import { emptyData, type CollaboratorRecord, type Data, type UserRecord } from '../store/schema';
import { seedClients } from './clients.seed';
import { DEMO_FREELANCER, DEMO_LEADER, DEMO_MANAGER, DEMO_NEWCOMER, DEMO_OWNER, DEMO_PASSWORD } from './demo-accounts';

/** Neighbourhoods of São Paulo with their coordinates. */
const SAO_PAULO_PLACES = [
  { description: 'Rua dos Pinheiros, 870 - Pinheiros, São Paulo - SP, Brasil', latitude: -23.5614, longitude: -46.692 },
  { description: 'Rua Harmonia, 350 - Vila Madalena, São Paulo - SP, Brasil', latitude: -23.5534, longitude: -46.69 },
  { description: 'Avenida Ibirapuera, 2100 - Moema, São Paulo - SP, Brasil', latitude: -23.601, longitude: -46.665 },
  { description: 'Rua Tuiuti, 1200 - Tatuapé, São Paulo - SP, Brasil', latitude: -23.54, longitude: -46.576 },
  { description: 'Rua Voluntários da Pátria, 1500 - Santana, São Paulo - SP, Brasil', latitude: -23.502, longitude: -46.625 },
  { description: 'Rua da Mooca, 2500 - Mooca, São Paulo - SP, Brasil', latitude: -23.559, longitude: -46.599 },
  { description: 'Rua Clélia, 900 - Lapa, São Paulo - SP, Brasil', latitude: -23.527, longitude: -46.704 },
  { description: 'Avenida Vital Brasil, 1000 - Butantã, São Paulo - SP, Brasil', latitude: -23.571, longitude: -46.708 },
  { description: 'Rua Silva Bueno, 1100 - Ipiranga, São Paulo - SP, Brasil', latitude: -23.589, longitude: -46.606 },
  { description: 'Rua Domingos de Morais, 1800 - Vila Mariana, São Paulo - SP, Brasil', latitude: -23.589, longitude: -46.634 },
  { description: 'Rua Cardoso de Almeida, 700 - Perdizes, São Paulo - SP, Brasil', latitude: -23.537, longitude: -46.676 },
  { description: 'Rua da Glória, 300 - Liberdade, São Paulo - SP, Brasil', latitude: -23.558, longitude: -46.635 },
  { description: 'Rua Joaquim Floriano, 400 - Itaim Bibi, São Paulo - SP, Brasil', latitude: -23.584, longitude: -46.678 },
] as const;

const COLLABORATORS = [
  ['Ana', 'Pereira'],
  ['Beatriz', 'Lima'],
  ['Caio', 'Ferreira'],
  ['Daniela', 'Souza'],
  ['Eduardo', 'Gomes'],
  ['Fernanda', 'Ribeiro'],
  ['Gabriel', 'Martins'],
  ['Helena', 'Carvalho'],
  ['Igor', 'Barbosa'],
  ['Juliana', 'Rocha'],
  ['Kleber', 'Dias'],
  ['Larissa', 'Teixeira'],
] as const;

const SERVICES = [
  ['Limpeza padrão', 120],
  ['Limpeza pesada', 220],
  ['Limpeza pós-obra', 480],
  ['Passadoria', 90],
  ['Limpeza de vidros', 150],
  ['Higienização de sofá', 180],
] as const;

export async function buildSeed(options: { scryptLogN: number; now: Date; timeZone?: string }): Promise<Data> {
  const data = emptyData();
  // One hash for the shared demo password keeps seeding fast at full cost.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.scryptLogN);
  const createdAt = options.now.toISOString();

  const user = (fields: Partial<UserRecord> & Pick<UserRecord, 'email' | 'name' | 'surname' | 'role' | 'username'>): UserRecord => ({
    id: randomUUID(),
    createdById: null,
    docId: null,
    phone: null,
    locationDescription: null,
    latitude: null,
    longitude: null,
    complement: null,
    isActive: 'activated',
    passwordHash,
    acceptedTerms: true,
    createdAt,
    ...fields,
  });

  const owner = user({
    ...DEMO_OWNER,
    role: 'employer',
    username: 'carla.mendes',
    docId: '52998224725',
    phone: '11987654321',
    locationDescription: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, Brasil',
    latitude: -23.5613,
    longitude: -46.6565,
    // On the plus plan (20 of each), subscribed with the test card, so that the demo's 2 managers,
    // 3 leaders and 12 collaborators sit within its limits (spec decision 4).
    plan: 'plus',
    subscription: { brand: 'visa', last4: '4242', plan: 'plus', subscribedAt: createdAt },
  });
  const ownerId = owner.id;
  const staff = (name: string, surname: string, email: string, role: 'manager' | 'leader', phone: string) =>
    user({ name, surname, email, role, createdById: ownerId, username: email.split('@')[0]!, phone });

  const managers = [staff(DEMO_MANAGER.name, DEMO_MANAGER.surname, DEMO_MANAGER.email, 'manager', '11976543210'), staff('Marina', 'Lopes', 'marina.lopes@fieldteam.dev', 'manager', '11965432109')];
  const leaders = [
    staff(DEMO_LEADER.name, DEMO_LEADER.surname, DEMO_LEADER.email, 'leader', '11954321098'),
    staff('Otávio', 'Nunes', 'otavio.nunes@fieldteam.dev', 'leader', '11943210987'),
    staff('Paula', 'Freitas', 'paula.freitas@fieldteam.dev', 'leader', '11932109876'),
  ];
  const freelancer = user({
    ...DEMO_FREELANCER,
    role: 'freelancer',
    username: 'rafael.costa',
    docId: '39053344705',
    phone: '11921098765',
    locationDescription: SAO_PAULO_PLACES[10].description,
    latitude: SAO_PAULO_PLACES[10].latitude,
    longitude: SAO_PAULO_PLACES[10].longitude,
    activities: ['Limpeza', 'Jardinagem e paisagismo'],
  });
  const newcomer = user({ ...DEMO_NEWCOMER, role: 'default', username: 'nina.ramos', docId: '11144477735' });
  data.users.push(owner, ...managers, ...leaders, freelancer, newcomer);

  data.companies.push({
    ownerId,
    businessId: '12345678000195',
    businessNick: 'brilho.limpeza',
    commercialName: 'Brilho Limpeza Profissional',
    primaryEmail: 'contato@brilholimpeza.com.br',
    secondaryEmail: 'financeiro@brilholimpeza.com.br',
    phone: '1133334444',
    locationDescription: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, Brasil',
    latitude: -23.5613,
    longitude: -46.6565,
    complement: null,
    activities: ['Limpeza', 'Serviços residenciais'],
    openingHours: {
      workingHours: [
        { id: '1704096000000', day: 'segunda-feira', startTime: '08:00', endTime: '18:00' },
        { id: '1704096000001', day: 'terça-feira', startTime: '08:00', endTime: '18:00' },
        { id: '1704096000002', day: 'quarta-feira', startTime: '08:00', endTime: '18:00' },
        { id: '1704096000003', day: 'quinta-feira', startTime: '08:00', endTime: '18:00' },
        { id: '1704096000004', day: 'sexta-feira', startTime: '08:00', endTime: '18:00' },
        { id: '1704096000005', day: 'sábado', startTime: '08:00', endTime: '12:00' },
      ],
      closedDays: ['domingo'],
    },
    createdAt,
  });

  for (const [itemName, price] of SERVICES) data.services.push({ id: randomUUID(), ownerId, itemName, price, createdAt });

  const collaborators: CollaboratorRecord[] = COLLABORATORS.map(([name, surname], index) => {
    const place = SAO_PAULO_PLACES[index]!;
    return { id: randomUUID(), ownerId, name, surname, phone: `119${String(80000000 + index * 1111111).slice(0, 8)}`, ...place, createdAt };
  });
  data.collaborators.push(...collaborators);

  const ref = (p: { id: string; name: string; surname: string }) => ({ id: p.id, name: personName(p) });
  const teamNames = ['Equipe Centro', 'Equipe Zona Oeste', 'Equipe Zona Leste'];
  teamNames.forEach((name, index) => {
    data.teams.push({
      id: randomUUID(),
      ownerId,
      name,
      leader: ref(leaders[index]!),
      colaborators: collaborators.slice(index * 4, index * 4 + 4).map(ref),
      createdAt,
    });
  });

  seedClients(data, { ownerId, now: options.now, timeZone: options.timeZone ?? DEFAULT_TIME_ZONE, teams: data.teams, services: data.services });

  return data;
}
