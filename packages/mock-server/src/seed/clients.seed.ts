// The demo business's clients: 30 around São Paulo, 10 per demo team, with weekly or biweekly
// visits between 08:00 and 16:00 (Saturday mornings only, never on Sunday, when the business is
// closed) from 8 weeks ago to about 4 months ahead. Past visits are finished (each with a task
// report) or, a few, cancelled; several clients have visits pending today, in the business's time
// zone, so the road card always shows. Deterministic for a given `now` (a seeded PRNG; only the
// ids are random) and fast: plain day arithmetic, Temporal only for today and the UTC offsets.
import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { discountedTotal } from '../services/client-budget';
import { localDateOf } from '../services/visit-time';
import type { ClientRecord, Data, ServiceRecord, TeamRecord, TaskReportRecord, VisitRecord } from '../store/schema';

/** Client addresses with their neighbourhoods' coordinates, 10 per team (Centro, Zona Oeste, Zona Leste). */
const CLIENT_PLACES = [
  { description: 'Rua Augusta, 2200 - Jardins, São Paulo - SP, Brasil', latitude: -23.561, longitude: -46.664 },
  { description: 'Alameda Santos, 1200 - Cerqueira César, São Paulo - SP, Brasil', latitude: -23.5665, longitude: -46.6555 },
  { description: 'Rua Frei Caneca, 800 - Consolação, São Paulo - SP, Brasil', latitude: -23.5535, longitude: -46.6525 },
  { description: 'Rua Maria Antônia, 300 - Vila Buarque, São Paulo - SP, Brasil', latitude: -23.5465, longitude: -46.6505 },
  { description: 'Avenida Angélica, 1500 - Higienópolis, São Paulo - SP, Brasil', latitude: -23.543, longitude: -46.657 },
  { description: 'Rua Galvão Bueno, 500 - Liberdade, São Paulo - SP, Brasil', latitude: -23.5595, longitude: -46.6345 },
  { description: 'Rua Treze de Maio, 700 - Bela Vista, São Paulo - SP, Brasil', latitude: -23.5595, longitude: -46.645 },
  { description: 'Rua Vergueiro, 3000 - Vila Mariana, São Paulo - SP, Brasil', latitude: -23.5855, longitude: -46.6375 },
  { description: 'Rua Pamplona, 1500 - Jardim Paulista, São Paulo - SP, Brasil', latitude: -23.5705, longitude: -46.6605 },
  { description: 'Avenida Jabaquara, 1500 - Saúde, São Paulo - SP, Brasil', latitude: -23.6165, longitude: -46.6385 },
  { description: 'Rua Teodoro Sampaio, 1500 - Pinheiros, São Paulo - SP, Brasil', latitude: -23.562, longitude: -46.684 },
  { description: 'Rua Aspicuelta, 200 - Vila Madalena, São Paulo - SP, Brasil', latitude: -23.5565, longitude: -46.6895 },
  { description: 'Rua Apinajés, 1000 - Perdizes, São Paulo - SP, Brasil', latitude: -23.5385, longitude: -46.6785 },
  { description: 'Rua Cotoxó, 600 - Pompeia, São Paulo - SP, Brasil', latitude: -23.533, longitude: -46.683 },
  { description: 'Rua Guaicurus, 800 - Lapa, São Paulo - SP, Brasil', latitude: -23.5235, longitude: -46.699 },
  { description: 'Rua Alvarenga, 1200 - Butantã, São Paulo - SP, Brasil', latitude: -23.5705, longitude: -46.711 },
  { description: 'Rua Tabapuã, 900 - Itaim Bibi, São Paulo - SP, Brasil', latitude: -23.585, longitude: -46.6765 },
  { description: 'Rua Oscar Freire, 2000 - Pinheiros, São Paulo - SP, Brasil', latitude: -23.5575, longitude: -46.678 },
  { description: 'Avenida Santo Amaro, 4000 - Brooklin, São Paulo - SP, Brasil', latitude: -23.6105, longitude: -46.68 },
  { description: 'Rua Vieira de Morais, 1000 - Campo Belo, São Paulo - SP, Brasil', latitude: -23.6205, longitude: -46.67 },
  { description: 'Rua Itapura, 1000 - Tatuapé, São Paulo - SP, Brasil', latitude: -23.5375, longitude: -46.572 },
  { description: 'Rua Serra de Botucatu, 900 - Tatuapé, São Paulo - SP, Brasil', latitude: -23.5455, longitude: -46.5735 },
  { description: 'Rua Javari, 400 - Mooca, São Paulo - SP, Brasil', latitude: -23.5525, longitude: -46.6 },
  { description: 'Rua Barão de Jaguara, 800 - Mooca, São Paulo - SP, Brasil', latitude: -23.556, longitude: -46.595 },
  { description: 'Avenida Regente Feijó, 1000 - Vila Regente Feijó, São Paulo - SP, Brasil', latitude: -23.56, longitude: -46.564 },
  { description: 'Rua Antônio de Barros, 1500 - Carrão, São Paulo - SP, Brasil', latitude: -23.544, longitude: -46.563 },
  { description: 'Rua Siqueira Bueno, 1200 - Belenzinho, São Paulo - SP, Brasil', latitude: -23.54, longitude: -46.597 },
  { description: 'Avenida Penha de França, 400 - Penha, São Paulo - SP, Brasil', latitude: -23.527, longitude: -46.544 },
  { description: 'Rua Ibitirama, 1500 - Vila Prudente, São Paulo - SP, Brasil', latitude: -23.583, longitude: -46.58 },
  { description: 'Rua Emília Marengo, 500 - Jardim Anália Franco, São Paulo - SP, Brasil', latitude: -23.557, longitude: -46.561 },
] as const;

const CLIENT_NAMES = [
  'Mariana Oliveira', 'João Pedro Almeida', 'Fernanda Costa', 'Ricardo Moreira', 'Aline Cardoso',
  'Thiago Nascimento', 'Camila Rezende', 'Lucas Fernandes', 'Patrícia Azevedo', 'Roberto Campos',
  'Juliana Monteiro', 'André Vasconcelos', 'Beatriz Araújo', 'Felipe Cavalcanti', 'Renata Figueiredo',
  'Gustavo Pires', 'Luana Batista', 'Marcelo Tavares', 'Vanessa Correia', 'Rodrigo Duarte',
  'Sabrina Lopes', 'Diego Nogueira', 'Tatiane Moura', 'Leonardo Rocha', 'Priscila Mendonça',
  'Vinícius Barros', 'Letícia Farias', 'Rafael Siqueira', 'Carolina Peixoto', 'Eduardo Fontes',
] as const;

const OBSERVATIONS = [
  'Limpeza concluída sem intercorrências.',
  'Cliente pediu atenção extra na cozinha; feito.',
  'Vidros da sala limpos; faltou produto para o box do banheiro.',
  'Área externa lavada, cliente satisfeito.',
  'Chegamos 10 minutos atrasados por causa do trânsito na Marginal.',
  'Sofá higienizado; secagem em cerca de 6 horas.',
  'Panos trocados e produtos repostos.',
  'Cliente ausente; a portaria liberou a entrada.',
  'Passadoria de 15 peças concluída.',
  'Quartos e banheiros limpos; cliente pediu para manter o horário.',
] as const;

const DURATIONS = ['01:00', '01:30', '02:00', '02:30', '03:00'] as const;
/** Visits run 8 weeks back and about 4 months ahead. */
const DAYS_BACK = 56;
const DAYS_AHEAD = 120;
/** Clients 0 and 1 of each team have a visit pending today. */
const TODAY_CLIENTS_PER_TEAM = 2;
const DAY_MS = 86_400_000;
const SUNDAY = 7;

/** mulberry32: a small seeded PRNG, so the same `now` gives the same demo. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The ISO weekday (1 Monday ... 7 Sunday) of a day counted from 1970-01-01. */
const weekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const asciiEmail = (name: string) =>
  `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '.')}@exemplo.com.br`;

export function seedClients(
  data: Data,
  options: { ownerId: string; now: Date; timeZone: string; teams: readonly TeamRecord[]; services: readonly ServiceRecord[] },
): void {
  const { ownerId, now, timeZone, teams, services } = options;
  const today = localDateOf(now, timeZone);
  const todayDay = Date.UTC(today.year, today.month - 1, today.day) / DAY_MS;
  const random = prng(todayDay * 7919 + 2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // UUID-shaped ids from one random UUID and a counter: unique, and far cheaper than a
  // randomUUID() per record (seeding runs before every test).
  const idBase = randomUUID().slice(0, 24);
  let idCount = 0;
  const newId = () => `${idBase}${(idCount++).toString(16).padStart(12, '0')}`;
  const isoDates = new Map<number, string>();
  const isoDate = (day: number): string => {
    let iso = isoDates.get(day);
    if (iso === undefined) isoDates.set(day, (iso = new Date(day * DAY_MS).toISOString().slice(0, 10)));
    return iso;
  };

  // The UTC offset of each date (taken at 12:00 UTC, in working hours and clear of DST changes
  // at night), for report instants.
  const offsets = new Map<string, number>();
  const instant = (date: string, minutes: number): string => {
    const midnight = Date.parse(`${date}T00:00:00Z`);
    let offset = offsets.get(date);
    if (offset === undefined) {
      offset = Temporal.Instant.fromEpochMilliseconds(midnight + DAY_MS / 2).toZonedDateTimeISO(timeZone).offsetNanoseconds / 1e6;
      offsets.set(date, offset);
    }
    return new Date(midnight + minutes * 60_000 - offset).toISOString();
  };

  CLIENT_NAMES.forEach((name, index) => {
    const team = teams[Math.floor(index / 10) % teams.length];
    const place = CLIENT_PLACES[index]!;
    const visitsToday = index % 10 < TODAY_CLIENTS_PER_TEAM;
    const period = index % 3 === 2 && !visitsToday ? 'biweekly' : 'weekly';
    const step = period === 'weekly' ? 7 : 14;
    const serviceTime = index % 7 === 6 ? null : pick(DURATIONS);
    const client: ClientRecord = {
      id: newId(),
      ownerId,
      name,
      phone: `119${String(60_000_000 + ((index * 7_919_191) % 39_999_999)).padStart(8, '0')}`,
      email: asciiEmail(name),
      docId: index % 3 === 0 ? String(10_000_000_000 + index * 123_456_789) : null,
      birthday: index % 4 === 1 ? `${1950 + ((index * 7) % 50)}-${pad(1 + (index % 12))}-${pad(1 + ((index * 5) % 28))}` : null,
      ...place,
      teamId: team?.id ?? null,
      serviceTime,
      period,
      budget: null,
      createdById: ownerId,
      createdAt: new Date(now.getTime() - (DAYS_BACK + 30 - index) * DAY_MS).toISOString(),
    };
    data.clients.push(client);

    // The regular day: today for the clients with a visit today (Monday when today is Sunday,
    // plus a one-off visit today so the demo always has a route), else another working day.
    let anchor = todayDay + (visitsToday ? 0 : 1 + Math.floor(random() * (step - 1)));
    if (weekday(anchor) === SUNDAY) anchor += 1;
    const saturday = weekday(anchor) === 6;
    const slots = saturday ? 5 : 17; // 08:00-10:00 on Saturday (open until 12:00), else 08:00-16:00
    const startMinutes = 8 * 60 + Math.floor(random() * slots) * 30;
    const time = `${pad(Math.floor(startMinutes / 60))}:${pad(startMinutes % 60)}`;
    const days: number[] = [];
    if (visitsToday && anchor !== todayDay) days.push(todayDay);
    const first = anchor + Math.ceil((todayDay - DAYS_BACK - anchor) / step) * step;
    for (let day = first; day <= todayDay + DAYS_AHEAD; day += step) days.push(day);
    days.sort((a, b) => a - b);

    const members = [team?.leader?.name, ...(team?.colaborators.map((c) => c.name) ?? [])].filter((n): n is string => Boolean(n));
    const duration = serviceTime ? minutesOf(serviceTime) : 60;
    for (const day of days) {
      const date = isoDate(day);
      const past = day < todayDay;
      const status = !past ? 'pending' : random() < 0.08 ? 'cancelled' : 'finished';
      const visit: VisitRecord = { id: newId(), ownerId, clientId: client.id, date, time, status };
      data.visits.push(visit);
      if (status !== 'finished') continue;
      const start = minutesOf(time) + Math.floor(random() * 15);
      const report: TaskReportRecord = {
        id: newId(),
        ownerId,
        clientId: client.id,
        visitId: visit.id,
        taskId: newId(),
        startedAt: instant(date, start),
        finishedAt: instant(date, start + duration - 10 + Math.floor(random() * 30)),
        collaboratorName: members.length > 0 ? pick(members) : null,
        observation: pick(OBSERVATIONS),
      };
      data.reports.push(report);
    }

    // A third of the clients have catalogue services attached, some with a discount.
    if (index % 3 === 0 && services.length > 0) {
      const count = Math.min(services.length, 1 + Math.floor(random() * 3));
      const chosen = new Set<ServiceRecord>();
      while (chosen.size < count) chosen.add(pick(services));
      const discountPercent = pick([0, 5, 10, 15]);
      for (const service of chosen) {
        data.attachedServices.push({ id: newId(), ownerId, clientId: client.id, serviceId: service.id, name: service.itemName, value: service.price, createdAt: client.createdAt });
      }
      client.budget = { discountPercent, total: discountedTotal([...chosen].map((s) => s.price), discountPercent) };
    }
  });
}
