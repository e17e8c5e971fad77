// Ready-made business values for use-case tests: a client as the form types it, a business as set
// up and the company the server answers for it, a busy team's agenda, and e-mail addresses of an
// exact length.
import type { BusinessSetup, Company } from '../business/company.entity';
import { Temporal } from 'temporal-polyfill';
import type { ClientInput, TeamClientVisits } from '../clients/client.entity';

/** A client that passes every rule of the client form. */
export const sampleClientInput: ClientInput = {
  name: 'Joana Prado',
  phone: '11988887777',
  email: 'joana@cliente.com',
  docId: '',
  birthday: null,
  address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null },
  serviceMinutes: 90,
};

/** A business as the person sets it up on /role-business: its ids typed with punctuation. */
export const sampleBusinessSetup: BusinessSetup = {
  businessId: '12.345.678/0001-95',
  nick: 'brilho.limpeza',
  commercialName: 'Brilho Limpeza',
  primaryEmail: 'contato@brilho.com.br',
  secondaryEmail: 'financeiro@brilho.com.br',
  phone: '11987654321',
  address: { description: 'Avenida Paulista, 1000, São Paulo', latitude: -23.56, longitude: -46.65, complement: null },
  activities: ['Cleaning'],
  hours: { workingHours: [{ id: '1', day: 1, startHour: 8, endHour: 18 }], closedDays: [7] },
  acceptedTerms: true,
};

const { acceptedTerms: _accepted, ...setUpFields } = sampleBusinessSetup;
/** The company that set-up made, as the server answers it (ids as digits, on the free plan). */
export const sampleCompany: Company = { ...setUpFields, businessId: '12345678000195', plan: 'free' };

/** A well-formed address of exactly `length` characters, ending in `domain`. */
export const emailOfLength = (length: number, domain = '@b.co'): string => `${'a'.repeat(length - domain.length)}${domain}`;

/** A team's agenda in which it already visits another client every day at 09:00 for 90 minutes, 60 days from Monday 2 March 2026. */
export const busyTeamAgenda = (): TeamClientVisits[] => [
  {
    clientId: 'other',
    clientName: 'Carlos Souza',
    serviceMinutes: 90,
    visits: Array.from({ length: 60 }, (_, i) => ({
      id: `v${i}`,
      start: Temporal.PlainDateTime.from('2026-03-02T09:00').add({ days: i }),
      status: 'pending' as const,
    })),
  },
];
