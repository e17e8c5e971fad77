// A business at scale, added to the demo data (`npm run seed -w @fieldteam/mock-server -- --clients
// 10000`): thousands of clients spread over São Paulo and over teams of about 250 clients each,
// each with a year of visits (six months back, six ahead) at its own rhythm (monthly, every two
// weeks, or weekly), past visits finished or cancelled, those of the last month with their task
// reports. Deterministic for a given `now` and count (a seeded PRNG); ids are UUID-shaped.
import { randomUUID } from 'node:crypto';
import { localDateOf } from '../services/visit-time';
import type { ClientRecord, Data, TaskReportRecord, TeamRecord, VisitRecord } from '../store/schema';

const FIRST = ['Ana', 'Bruno', 'Camila', 'Daniel', 'Eduarda', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Karina', 'Leonardo', 'Mariana', 'Nicolas', 'Olívia', 'Paulo', 'Quésia', 'Rafael', 'Sofia', 'Tiago', 'Úrsula', 'Vitor', 'Yasmin', 'Zeca', 'Alice', 'Bernardo', 'Cecília', 'Davi', 'Elisa', 'Felipe', 'Giovana', 'Henrique', 'Iara', 'Júlio', 'Lara', 'Miguel', 'Natália', 'Otávio', 'Pietra', 'Renan'];
const MIDDLE = ['', '', '', 'Maria', 'Luiza', 'Augusto', 'Cristina', 'Eduardo', 'Helena', 'Henrique', 'Beatriz', 'Carlos'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Correia', 'Moraes', 'Cavalcanti'];
const STREETS = ['Rua Augusta', 'Rua Oscar Freire', 'Avenida Paulista', 'Rua da Consolação', 'Rua Vergueiro', 'Rua Teodoro Sampaio', 'Avenida Rebouças', 'Rua Domingos de Morais', 'Rua Tuiuti', 'Rua da Mooca', 'Rua Voluntários da Pátria', 'Avenida Santo Amaro', 'Rua Cardeal Arcoverde', 'Rua Haddock Lobo', 'Alameda Santos', 'Rua Bela Cintra', 'Rua Itapura', 'Rua Clélia', 'Avenida Jabaquara', 'Rua Silva Bueno'];
const OBSERVATIONS = ['Serviço concluído sem intercorrências.', 'Cliente satisfeito; pediu a mesma equipe na próxima visita.', 'Faltou material para a área externa; levar na próxima.', 'Chegamos com 15 minutos de atraso por causa do trânsito.'];
const RHYTHMS = [
  { period: 'monthly', days: 0, share: 0.6 },
  { period: 'biweekly', days: 14, share: 0.3 },
  { period: 'weekly', days: 7, share: 0.1 },
] as const;
const CLIENTS_PER_TEAM = 250;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A small fast PRNG (mulberry32): the same data for the same seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface BulkOptions {
  /** How many clients to add. */
  readonly clients: number;
  readonly now: Date;
  readonly timeZone: string;
}

/** Adds `clients` clients (and teams for them) to the business of `ownerId` in `data`. */
export function addBulkClients(data: Data, ownerId: string, options: BulkOptions): void {
  const random = prng(options.clients * 31 + 7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const idBase = randomUUID().slice(0, 24);
  let idCount = 0;
  const newId = () => `${idBase}${(idCount++).toString(16).padStart(12, '0')}`;
  const today = localDateOf(options.now, options.timeZone);
  const todayDay = Date.UTC(today.year, today.month - 1, today.day) / DAY_MS;
  const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
  const createdAt = options.now.toISOString();

  // Teams of about 250 clients, led in turn by the business's leaders.
  const leaders = data.users.filter((u) => u.createdById === ownerId && u.role === 'leader');
  const members = data.collaborators.filter((c) => c.ownerId === ownerId);
  const teamCount = Math.max(1, Math.ceil(options.clients / CLIENTS_PER_TEAM));
  const teams: TeamRecord[] = [];
  for (let t = 0; t < teamCount; t += 1) {
    const leader = leaders[t % Math.max(1, leaders.length)];
    const team: TeamRecord = {
      id: newId(),
      ownerId,
      name: `Equipe ${pad(t + 1, 3)}`,
      leader: leader ? { id: leader.id, name: `${leader.name} ${leader.surname}` } : null,
      colaborators: members.length === 0 ? [] : [0, 1, 2].map((k) => members[(t * 3 + k) % members.length]!).map((c) => ({ id: c.id, name: `${c.name} ${c.surname}` })),
      createdAt,
    };
    teams.push(team);
    data.teams.push(team);
  }

  for (let index = 0; index < options.clients; index += 1) {
    const middle = pick(MIDDLE);
    const name = `${pick(FIRST)}${middle ? ` ${middle}` : ''} ${pick(LAST)}`;
    const rhythm = random() < RHYTHMS[0].share ? RHYTHMS[0] : random() < 0.75 ? RHYTHMS[1] : RHYTHMS[2];
    const latitude = Math.round((-23.7 + random() * 0.25) * 1e5) / 1e5;
    const longitude = Math.round((-46.8 + random() * 0.35) * 1e5) / 1e5;
    const client: ClientRecord = {
      id: newId(),
      ownerId,
      name,
      phone: `119${pad(10_000_000 + Math.floor(random() * 89_999_999), 8)}`,
      email: `cliente${index + 1}@exemplo.com.br`,
      docId: index % 3 === 0 ? String(10_000_000_000 + index * 7919) : null,
      birthday: index % 4 === 1 ? `${1950 + (index % 50)}-${pad(1 + (index % 12))}-${pad(1 + (index % 28))}` : null,
      description: `${pick(STREETS)}, ${1 + Math.floor(random() * 3000)} - São Paulo - SP, Brasil`,
      latitude,
      longitude,
      teamId: teams[Math.floor(index / CLIENTS_PER_TEAM) % teams.length]!.id,
      serviceTime: pick(['01:00', '01:30', '02:00', '03:00']),
      period: rhythm.period,
      budget: null,
      createdById: ownerId,
      createdAt,
    };
    data.clients.push(client);

    // A year of visits at the client's rhythm, on a working day at a half hour between 08:00 and 16:00.
    const minutes = 8 * 60 + Math.floor(random() * 17) * 30;
    const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    let day = todayDay - 182 + Math.floor(random() * 28);
    while (day <= todayDay + 182) {
      const weekday = ((((day + 3) % 7) + 7) % 7) + 1;
      if (weekday !== 7) {
        const past = day < todayDay;
        const status = !past ? 'pending' : random() < 0.06 ? 'cancelled' : 'finished';
        const visit: VisitRecord = { id: newId(), ownerId, clientId: client.id, date: isoDate(day), time, status };
        data.visits.push(visit);
        if (status === 'finished' && day >= todayDay - 30) {
          const started = Date.parse(`${visit.date}T${time}:00-03:00`);
          const report: TaskReportRecord = {
            id: newId(),
            ownerId,
            clientId: client.id,
            visitId: visit.id,
            taskId: newId(),
            startedAt: new Date(started).toISOString(),
            finishedAt: new Date(started + 90 * 60_000).toISOString(),
            collaboratorName: null,
            observation: pick(OBSERVATIONS),
          };
          data.reports.push(report);
        }
      }
      day += rhythm.days === 0 ? 28 + Math.floor(random() * 5) : rhythm.days;
    }
  }
}
