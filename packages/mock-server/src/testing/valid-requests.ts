// A valid request for every operation of the contract, on the demo data signed in as the demo
// owner: the starting point that the contract's fuzz and property tests make bad.
import { DEMO_LEADER, DEMO_MANAGER, DEMO_OWNER, DEMO_PASSWORD } from '../seed/demo-accounts';
import type { Data } from '../store/schema';

export interface ValidRequests {
  /** A valid value for every path parameter, by name. */
  readonly params: Readonly<Record<string, string>>;
  /** A valid body for every operation that has one, by operation id. */
  readonly bodies: Readonly<Record<string, Record<string, unknown>>>;
}

/** Path parameters that name something (a session, a person, a record): any other value is bad. */
export const REFERENCE_PARAMS: ReadonlySet<string> = new Set(['email', 'token', 'ownerId', 'userId', 'clientId', 'sameClientId', 'teamId', 'itemId', 'scheduleId', 'serviceId', 'todoId']);

/** The demo owner's credentials, for the sign-in that gives `login`. */
export const VALID_LOGIN = { email: DEMO_OWNER.email, password: DEMO_PASSWORD } as const;

export function validRequests(data: Readonly<Data>, login: { id: string; token: string }): ValidRequests {
  const ownerId = login.id;
  const visit = data.visits.find((v) => v.ownerId === ownerId && v.status === 'pending')!;
  const client = data.clients.find((c) => c.id === visit.clientId)!;
  const ids = {
    ownerId,
    clientId: client.id,
    visitId: visit.id,
    teamId: data.teams.find((t) => t.ownerId === ownerId)!.id,
    itemId: data.services.find((s) => s.ownerId === ownerId)!.id,
    attachedId: data.attachedServices.find((s) => s.ownerId === ownerId)!.id,
    collaboratorId: data.collaborators.find((c) => c.ownerId === ownerId)!.id,
    leaderId: data.users.find((u) => u.email === DEMO_LEADER.email)!.id,
    managerId: data.users.find((u) => u.email === DEMO_MANAGER.email)!.id,
  };
  const auth = { email: DEMO_OWNER.email, token: login.token };
  const params: Record<string, string> = {
    email: DEMO_OWNER.email,
    token: login.token,
    ownerId,
    userId: ownerId,
    clientId: ids.clientId,
    sameClientId: ids.clientId,
    teamId: ids.teamId,
    itemId: ids.itemId,
    scheduleId: ids.visitId,
    serviceId: ids.attachedId,
    todoId: ids.visitId,
    todoIdReference: ids.visitId,
    itemName: 'Limpeza nova',
    price: '10.5',
    field: 'phone',
    language: 'en',
    userName: 'Carla-Mendes',
    nameSurname: 'Carla-Mendes',
    reportText: ':Tudo limpo',
  };
  const address = { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65 };
  const hours = { workingHours: [{ id: '1', day: 'segunda-feira', startTime: '08:00', endTime: '18:00' }], closedDays: ['domingo'] };
  const entry = { date: '10/03/2030', hour: '09', minute: '30', meridian: 'AM' };
  const clientFields = { name: 'Cliente Novo', phone: '11999990000', clientEmail: 'novo@example.com', docId: '123456', birthday: '01/02/1990', ...address, serviceTime: '01:00' };
  const member = { name: 'Rita', surname: 'Moura', manageremail: 'rita@example.com', password: 'Secret#2026', useterms: true, createdById: ownerId };
  const collaborator = { name: 'Vera', surname: 'Luz', phone: '11944443333', ...address };
  const bodies: Record<string, Record<string, unknown>> = {
    login: { email: DEMO_OWNER.email, password: DEMO_PASSWORD },
    register: { name: 'Maria', surname: 'Silva', email: 'maria@example.com', password: 'Secret#2026', docid: 12345678901, useterms: true },
    requestResetCode: { email: 'nobody@example.com' },
    changePassword: { email: DEMO_OWNER.email, newpassword: 'Secret#2026', code: 123456 },
    activateAccount: { ...auth, code: '123456' },
    setFreelancer: { ...auth, ...address, complement: null, phone: '11912345678', activity: ['Cleaning'], useterms: true },
    setEmployer: {
      ...auth,
      business_nick: 'nick.co',
      comercial_name: 'Nick Co',
      business_hours: hours,
      primaryemailbusiness: 'a@nick.co',
      secondaryemailbusiness: 'b@nick.co',
      business_id: '11222333000181',
      location_description: address.description,
      latitude: address.latitude,
      longitude: address.longitude,
      complement: null,
      phone: '11912345678',
      activitys: ['Cleaning'],
      useterms: true,
    },
    editUserField: { ...auth, dataUpdate: '11912345678' },
    editCompanyField: { ...auth, userid: ownerId, dataUpdate: '11912345678' },
    saveBusinessHours: { ...auth, userId: ownerId, business_hours: hours },
    createServices: { ...auth, createdById: ownerId, budgets: [{ id: '1', itemName: 'Lavagem', price: 10 }] },
    deleteManager: { ...auth, userid: ids.managerId },
    deleteLeader: { ...auth, userid: ids.leaderId },
    deleteCollaborator: { ...auth, userid: ids.collaboratorId },
    createManager: { ...auth, ...member },
    createLeader: { ...auth, ...member },
    createCollaborator: { ...auth, ...collaborator, createdById: ownerId },
    updateCollaborator: { ...auth, ...collaborator, colaboratorId: ids.collaboratorId },
    createTeam: { ...auth, createdById: ownerId, teamName: 'Equipe Nova', selectedEmployer: { id: ids.leaderId, name: 'Lia Santos' }, mergeColaborators: [{ id: ids.collaboratorId, name: 'x' }] },
    updateTeam: { ...auth, teamId: ids.teamId, teamName: 'Equipe X', teamLeader: { id: ids.leaderId, name: 'Lia Santos' }, colaborators: [] },
    deleteTeam: { ...auth, teamId: ids.teamId },
    updateClient: { ...auth, ...clientFields, clientId: ids.clientId },
    createClient: { ...auth, ...clientFields, team: ids.teamId, dates: [entry], checked: 'unit', createdById: ownerId },
    addVisits: { ...auth, clientId: ids.clientId, dates: [entry], checked: 'unit' },
    changeClientTeam: { ...auth, clientId: ids.clientId, team: ids.teamId },
    moveVisit: { ...auth, clientId: ids.clientId, scheduleId: ids.visitId, newSchedule: entry },
    attachServices: { ...auth, clientId: ids.clientId, createdById: ownerId, selectedItemsList: [{ id: ids.itemId, itemName: 'x', price: 1 }], discount: 10, totalPrice: 9, clietEmail: 'c@d.co' },
    finishVisit: { ...auth, clientId: ids.clientId, createdById: ownerId, todoId: ids.visitId, observation: 'ok', taskcorresponded: 'task' },
    subscribe: { ...auth, employerId: ownerId, card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' }, plan: 'plus' },
  };
  return { params, bodies };
}
