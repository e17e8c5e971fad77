import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { DEMO_LEADER, DEMO_MANAGER, DEMO_OWNER } from '../seed/demo-accounts';
import { addOtherBusiness, signIn, type SignedIn } from '../testing/api-client';
import { createTestContext } from '../testing/test-context';

let ctx: AppContext;
let app: ReturnType<typeof createApp>;
let owner: SignedIn;
let other: Awaited<ReturnType<typeof addOtherBusiness>>;

beforeEach(async () => {
  ctx = await createTestContext();
  app = createApp(ctx);
  owner = await signIn(app, DEMO_OWNER.email);
  other = await addOtherBusiness(ctx);
});

const teams = async (who: SignedIn = owner) => (await request(app).get(`/company/team/get/${who.auth}/${who.ownerId}`).expect(200)).body.teams as Array<{ id: string; name: string; leaderTeam: { id: string; name: string }; colaborators: Array<{ id: string; name: string }> }>;
const leader = () => ctx.store.data.users.find((u) => u.email === DEMO_LEADER.email)!;

describe('teams', () => {
  it('lists the three demo teams with leader and collaborators', async () => {
    const list = await teams();
    expect(list.map((t) => t.name)).toEqual(['Equipe Centro', 'Equipe Zona Leste', 'Equipe Zona Oeste']);
    expect(list[0]).toMatchObject({ leaderTeam: { id: leader().id, name: 'Lia Santos' } });
    expect(list[0]!.colaborators).toHaveLength(4);
  });

  it('answers the people for the pickers: users (leaders, managers) and collaborators', async () => {
    const res = await request(app).get(`/company/employers/${owner.auth}/${owner.id}`).expect(200);
    expect(res.body.users).toHaveLength(5);
    expect(res.body.users.filter((u: { role: string }) => u.role === 'leader')).toHaveLength(3);
    expect(res.body.colaborators).toHaveLength(12);
  });

  it('creates a team with current names, dropping the leader from the members', async () => {
    const collaboratorIds = ctx.store.data.collaborators.filter((c) => c.ownerId === owner.id).slice(0, 2).map((c) => c.id);
    const manager = ctx.store.data.users.find((u) => u.email === DEMO_MANAGER.email)!;
    await request(app)
      .post('/company/team/create')
      .send({
        email: owner.email,
        token: owner.token,
        createdById: owner.id,
        teamName: 'Equipe Sul',
        selectedEmployer: { id: leader().id, name: 'whatever' },
        mergeColaborators: [{ id: collaboratorIds[0], name: 'x' }, { id: collaboratorIds[1], name: 'y' }, { id: manager.id, name: 'm' }, { id: leader().id, name: 'l' }],
      })
      .expect(200);
    const created = (await teams()).find((t) => t.name === 'Equipe Sul')!;
    expect(created.leaderTeam.name).toBe('Lia Santos');
    expect(created.colaborators.map((c) => c.id)).toEqual([...collaboratorIds, manager.id]);
  });

  it('updates name, leader and members; a leader may do it too', async () => {
    const staff = await signIn(app, DEMO_LEADER.email);
    const [team] = await teams();
    const newLeader = ctx.store.data.users.find((u) => u.email === 'paula.freitas@fieldteam.dev')!;
    await request(app)
      .post('/company/teams/team/update')
      .send({ email: staff.email, token: staff.token, teamId: team!.id, teamName: 'Equipe Centro 2', teamLeader: { id: newLeader.id, name: 'P' } })
      .expect(200);
    const updated = (await teams()).find((t) => t.id === team!.id)!;
    expect(updated).toMatchObject({ name: 'Equipe Centro 2', leaderTeam: { id: newLeader.id, name: 'Paula Freitas' } });
    expect(updated.colaborators).toEqual(team!.colaborators);
  });

  it('keeps the current name, leader and members where an edit leaves them out or blank; takes bare ids', async () => {
    const [team] = await teams();
    const update = (change: object) =>
      request(app).post('/company/teams/team/update').send({ email: owner.email, token: owner.token, teamId: team!.id, ...change });
    await update({ teamName: '', teamLeader: null }).expect(200);
    await update({}).expect(200);
    expect((await teams()).find((t) => t.id === team!.id)).toEqual(team);
    const newLeader = ctx.store.data.users.find((u) => u.email === 'paula.freitas@fieldteam.dev')!;
    await update({ teamLeader: newLeader.id, colaborators: [team!.colaborators[0]!.id] }).expect(200);
    expect((await teams()).find((t) => t.id === team!.id)).toMatchObject({ name: team!.name, leaderTeam: { id: newLeader.id }, colaborators: [team!.colaborators[0]] });
    expect((await update({ teamName: 'ab' }).expect(400)).body).toEqual({ error: 'Add a team name before continuing' });
    expect((await update({ teamLeader: 'ghost' }).expect(400)).body).toEqual({ error: expect.stringContaining('leader') });
  });

  it.each([
    [{ teamName: '' }, 'Add a team name before continuing'],
    [{ selectedEmployer: null }, 'Add employers before continuing'],
    [{ selectedEmployer: { id: 'not-a-leader', name: 'x' } }, expect.stringContaining('leader')],
    [{ mergeColaborators: [{ id: 'ghost', name: 'g' }] }, 'A chosen person is not part of this business.'],
  ])('answers 400 for %j', async (change, message) => {
    const body = { email: owner.email, token: owner.token, createdById: owner.id, teamName: 'Equipe X', selectedEmployer: { id: leader().id, name: 'L' }, mergeColaborators: [], ...change };
    expect((await request(app).post('/company/team/create').send(body).expect(400)).body).toEqual({ error: message });
  });

  it("refuses another business's team or people (403, 400) and a wrong token (401)", async () => {
    await request(app).post('/company/teams/team/update').send({ email: owner.email, token: owner.token, teamId: other.teamId, teamName: 'Mine now', teamLeader: { id: leader().id, name: 'L' } }).expect(403);
    await request(app).post('/company/teams/team/delete').send({ email: owner.email, token: owner.token, teamId: other.teamId }).expect(403);
    await request(app).post('/company/team/create').send({ email: owner.email, token: owner.token, createdById: owner.id, teamName: 'Equipe X', selectedEmployer: { id: other.leaderId, name: 'L' } }).expect(400);
    await request(app).get(`/company/team/get/${owner.auth}/${other.ownerId}`).expect(403);
    await request(app).get(`/company/employers/${owner.auth}/${other.ownerId}`).expect(403);
    await request(app).get(`/company/team/get/${owner.email}/bad/${owner.id}`).expect(401);
    expect(ctx.store.data.teams.find((t) => t.id === other.teamId)?.name).toBe('Other team');
  });

  it('lets a manager lead a team, but not a collaborator', async () => {
    const manager = ctx.store.data.users.find((u) => u.email === DEMO_MANAGER.email)!;
    const collaborator = ctx.store.data.collaborators.find((c) => c.ownerId === owner.id)!;
    const body = { email: owner.email, token: owner.token, createdById: owner.id, teamName: 'Equipe Gerência' };
    await request(app).post('/company/team/create').send({ ...body, selectedEmployer: { id: manager.id, name: 'B' } }).expect(200);
    const refused = await request(app).post('/company/team/create').send({ ...body, selectedEmployer: { id: collaborator.id, name: 'C' } }).expect(400);
    expect(refused.body.error).toBe("The team leader must be one of the business's leaders or managers.");
  });

  it('deletes a team', async () => {
    const [team] = await teams();
    await request(app).post('/company/teams/team/delete').send({ email: owner.email, token: owner.token, teamId: team!.id }).expect(200);
    expect((await teams()).map((t) => t.id)).not.toContain(team!.id);
  });
});
