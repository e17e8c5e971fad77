// A model-based run of the API (fast-check commands): a person registers, activates the account
// with the e-mailed code, sets up a business, adds leaders, and creates, reads and deletes teams and
// clients in any order. After every command the stored data of that business equals a small
// in-memory model, and every answer is on the contract (the app runs in strict mode).
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { createTestContext } from '../testing/test-context';

interface Model {
  registered: boolean;
  activated: boolean;
  business: boolean;
  leaders: string[];
  /** Team name -> its leader's e-mail. */
  teams: Map<string, string>;
  /** Client name -> its team's name, or null once that team is deleted. */
  clients: Map<string, string | null>;
}

interface Real {
  readonly app: ReturnType<typeof createApp>;
  readonly ctx: AppContext;
  token: string;
  ownerId: string;
}

const EMAIL = 'dona@example.com';
const PASSWORD = 'Secret#2026';
const ENTRY = { date: '10/03/2030', hour: '09', minute: '00', meridian: 'AM' };
const ADDRESS = { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65 };

const auth = (real: Real) => ({ email: EMAIL, token: real.token });
const path = (real: Real, ...segments: string[]) => `/${segments.join('/')}/${EMAIL}/${real.token}/${real.ownerId}`;

/** What the store holds for the business, in the model's terms. */
function stored(real: Real): Omit<Model, 'registered' | 'activated'> {
  const data = real.ctx.store.data;
  const owner = data.users.find((u) => u.email === EMAIL);
  const ownerId = owner?.id ?? '';
  const teams = data.teams.filter((t) => t.ownerId === ownerId);
  const leaderEmail = (id: string | undefined) => data.users.find((u) => u.id === id)?.email ?? '?';
  return {
    business: data.companies.some((c) => c.ownerId === ownerId),
    leaders: data.users.filter((u) => u.createdById === ownerId && u.role === 'leader').map((u) => u.email),
    teams: new Map(teams.map((t) => [t.name, leaderEmail(t.leader?.id)])),
    clients: new Map(data.clients.filter((c) => c.ownerId === ownerId).map((c) => [c.name, teams.find((t) => t.id === c.teamId)?.name ?? null])),
  };
}

function expectStoreToMatch(model: Model, real: Real) {
  const owner = real.ctx.store.data.users.find((u) => u.email === EMAIL);
  expect(owner !== undefined).toBe(model.registered);
  expect(owner?.isActive === 'activated').toBe(model.activated);
  const actual = stored(real);
  expect(actual.business).toBe(model.business);
  expect([...actual.leaders].sort()).toEqual([...model.leaders].sort());
  expect(actual.teams).toEqual(model.teams);
  expect(actual.clients).toEqual(model.clients);
}

type Command = fc.AsyncCommand<Model, Real>;

/** How many clients the runs created: they must reach the clients, not only the set-up. */
let clientsCreated = 0;

class Register implements Command {
  check = (m: Readonly<Model>) => !m.registered;
  async run(m: Model, r: Real) {
    await request(r.app).post('/register').send({ name: 'Dona Ana', surname: 'Lima', email: EMAIL, password: PASSWORD, docid: 12345678901, useterms: true }).expect(200);
    m.registered = true;
    expectStoreToMatch(m, r);
  }
  toString = () => 'register';
}

class Activate implements Command {
  check = (m: Readonly<Model>) => m.registered && !m.activated;
  async run(m: Model, r: Real) {
    r.token = (await request(r.app).post('/login').send({ email: EMAIL, password: PASSWORD }).expect(200)).body.user.token;
    const code = (await request(r.app).get('/__dev/outbox').query({ email: EMAIL })).body[0].code as string;
    const res = await request(r.app).post('/account/user/active-account').send({ ...auth(r), code }).expect(200);
    r.ownerId = res.body.user.id;
    m.activated = true;
    expectStoreToMatch(m, r);
  }
  toString = () => 'activate';
}

class SetUpBusiness implements Command {
  check = (m: Readonly<Model>) => m.activated && !m.business;
  async run(m: Model, r: Real) {
    await request(r.app)
      .post('/set-employer')
      .send({
        ...auth(r),
        business_nick: 'dona.ana',
        comercial_name: 'Dona Ana Limpeza',
        business_hours: { workingHours: [{ id: '1', day: 'segunda-feira', startTime: '08:00', endTime: '18:00' }], closedDays: ['domingo'] },
        primaryemailbusiness: 'a@dona.co',
        secondaryemailbusiness: 'b@dona.co',
        business_id: '11222333000181',
        location_description: ADDRESS.description,
        latitude: ADDRESS.latitude,
        longitude: ADDRESS.longitude,
        phone: '11912345678',
        activitys: ['Cleaning'],
        useterms: true,
      })
      .expect(200);
    m.business = true;
    expectStoreToMatch(m, r);
  }
  toString = () => 'set up the business';
}

class AddLeader implements Command {
  constructor(readonly n: number) {}
  check = (m: Readonly<Model>) => m.business && !m.leaders.includes(this.email);
  get email() {
    return `lider${this.n}@example.com`;
  }
  async run(m: Model, r: Real) {
    const res = await request(r.app)
      .post('/company/cadastre/leader')
      .send({ ...auth(r), name: 'Lider', surname: `Numero ${this.n}`, manageremail: this.email, password: PASSWORD, createdById: r.ownerId });
    // The free plan allows 5 leaders.
    if (m.leaders.length >= 5) expect(res.status).toBe(403);
    else {
      expect(res.status).toBe(200);
      m.leaders.push(this.email);
    }
    expectStoreToMatch(m, r);
  }
  toString = () => `add leader ${this.n}`;
}

class CreateTeam implements Command {
  constructor(
    readonly name: string,
    readonly leaderPick: number,
  ) {}
  // Team names are not unique on the server; the model keys teams by name, so only a new name is created.
  check = (m: Readonly<Model>) => m.leaders.length > 0 && !m.teams.has(this.name);
  async run(m: Model, r: Real) {
    const leaderEmail = m.leaders[this.leaderPick % m.leaders.length]!;
    const leader = r.ctx.store.data.users.find((u) => u.email === leaderEmail)!;
    await request(r.app)
      .post('/company/team/create')
      .send({ ...auth(r), createdById: r.ownerId, teamName: this.name, selectedEmployer: { id: leader.id, name: leader.name }, mergeColaborators: [] })
      .expect(200);
    m.teams.set(this.name, leaderEmail);
    expectStoreToMatch(m, r);
  }
  toString = () => `create team ${this.name}`;
}

class DeleteTeam implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.teams.size > 0;
  async run(m: Model, r: Real) {
    const name = [...m.teams.keys()][this.pick % m.teams.size]!;
    const teams = (await request(r.app).get(path(r, 'company', 'team', 'get')).expect(200)).body.teams as Array<{ id: string; name: string }>;
    await request(r.app).post('/company/teams/team/delete').send({ ...auth(r), teamId: teams.find((t) => t.name === name)!.id }).expect(200);
    m.teams.delete(name);
    for (const [client, team] of m.clients) if (team === name) m.clients.set(client, null);
    expectStoreToMatch(m, r);
  }
  toString = () => `delete team #${this.pick}`;
}

class CreateClient implements Command {
  constructor(
    readonly name: string,
    readonly teamPick: number,
  ) {}
  check = (m: Readonly<Model>) => m.teams.size > 0 && !m.clients.has(this.name);
  async run(m: Model, r: Real) {
    const teamName = [...m.teams.keys()][this.teamPick % m.teams.size]!;
    const teams = (await request(r.app).get(path(r, 'company', 'team', 'get')).expect(200)).body.teams as Array<{ id: string; name: string }>;
    await request(r.app)
      .post('/company/clients/cadastre')
      .send({ ...auth(r), name: this.name, phone: '11999990000', clientEmail: 'c@example.com', ...ADDRESS, team: teams.find((t) => t.name === teamName)!.id, dates: [ENTRY], checked: 'unit', createdById: r.ownerId })
      .expect(200);
    m.clients.set(this.name, teamName);
    clientsCreated += 1;
    expectStoreToMatch(m, r);
  }
  toString = () => `create client ${this.name}`;
}

class DeleteClient implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.clients.size > 0;
  async run(m: Model, r: Real) {
    const name = [...m.clients.keys()][this.pick % m.clients.size]!;
    const clients = (await request(r.app).get(path(r, 'company', 'clients')).expect(200)).body.clients as Array<{ id: string; name: string }>;
    await request(r.app).get(`/company/clients/client/delete/${EMAIL}/${r.token}/${clients.find((c) => c.name === name)!.id}`).expect(200);
    m.clients.delete(name);
    expectStoreToMatch(m, r);
  }
  toString = () => `delete client #${this.pick}`;
}

class ReadBack implements Command {
  check = (m: Readonly<Model>) => m.business;
  async run(m: Model, r: Real) {
    const teams = (await request(r.app).get(path(r, 'company', 'team', 'get')).expect(200)).body.teams as Array<{ name: string; leaderTeam: { name: string } | null }>;
    expect(teams.map((t) => t.name).sort()).toEqual([...m.teams.keys()].sort());
    const clients = (await request(r.app).get(path(r, 'company', 'clients')).expect(200)).body.clients as Array<{ name: string; team: { name: string } | null }>;
    expect(new Map(clients.map((c) => [c.name, c.team?.name ?? null]))).toEqual(m.clients);
  }
  toString = () => 'read teams and clients back';
}

const TEAM_NAMES = ['Equipe Norte', 'Equipe Sul', 'Equipe Leste'];
const CLIENT_NAMES = ['Cliente Ana', 'Cliente Bia', 'Cliente Caio', 'Cliente Duda', 'Cliente Ênio'];

describe('a business, register to clients, against a model', () => {
  it('keeps the stored data equal to the model through any sequence of calls', async () => {
    const commands = [
      fc.integer({ min: 1, max: 7 }).map((n) => new AddLeader(n)),
      fc.tuple(fc.constantFrom(...TEAM_NAMES), fc.nat()).map(([name, pick]) => new CreateTeam(name, pick)),
      fc.nat().map((pick) => new DeleteTeam(pick)),
      fc.tuple(fc.constantFrom(...CLIENT_NAMES), fc.nat()).map(([name, pick]) => new CreateClient(name, pick)),
      fc.nat().map((pick) => new DeleteClient(pick)),
      fc.constant(new ReadBack()),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 20 }), async (cmds) => {
        // Every run starts a fresh, empty server and goes through the onboarding, checked
        // against the model step by step; then the generated commands run.
        const setup = async () => {
          const ctx = await createTestContext({ seeded: false });
          const real: Real = { app: createApp(ctx, { strictContract: true }), ctx, token: '', ownerId: '' };
          const model: Model = { registered: false, activated: false, business: false, leaders: [], teams: new Map(), clients: new Map() };
          for (const step of [new Register(), new Activate(), new SetUpBusiness(), new AddLeader(0)]) await step.run(model, real);
          return { model, real };
        };
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: 15 },
    );
    expect(clientsCreated).toBeGreaterThan(0);
  }, 60_000);
});
