// The clients group of 001 section 7 (shapes in docs/api/clients-wire.md): clients, their visits
// ("todos"), attached services, the calendar, the task reports, today's pending visits, and the
// calendar's "Finalizar serviço", the notify/started variant that carries the report text
// (spec decision 13). The road screen's start, cancel and finish calls are in visits.routes.ts; both
// share services/visit-work.ts.
import { randomUUID } from 'node:crypto';
import { fullName } from '@fieldteam/core';
import { Router } from 'express';
import type { RouteContext } from '../context';
import {
  AddVisitsBody,
  AttachServicesBody,
  ChangeTeamBody,
  discountOf,
  MoveVisitBody,
  NewClientBody,
  readClientFields,
  teamIdOf,
  UpdateClientBody,
} from '../dto/clients.dto';
import { VISITS_MESSAGES } from '../dto/visits.dto';
import { badRequest, forbidden } from '../http/http-error';
import { sendAnswer } from '../http/cached-answer';
import { readBody } from '../http/validate-body';
import { isSelfOrOwner, ownRecord, requireBusiness, requireSameBusiness } from '../services/access';
import type { Caller } from '../services/auth';
import { discountedTotal } from '../services/client-budget';
import { byClient, discountOf as clientDiscountOf, toWireAttachedService } from '../services/clients.wire';
import { ownerAnswers } from '../services/owner-answers';
import { byStart, localDateOf, readWireEntry, toWireEntry } from '../services/visit-time';
import { finishVisit, isClosed, isOpenVisit, namesThePerson, openReportOf, presentSegment } from '../services/visit-work';
import type { ClientRecord, VisitRecord } from '../store/schema';
import { ownerDay, type Store } from '../store/store';

const NOT_THIS_CLIENTS = 'That visit is not one of this client\'s visits.';
const NOT_STARTED = 'This visit has not been started. Start it on the road screen (Avisar cliente) first: only a visit in progress can be finished.';

/** The client fields a body may leave out (001 section 5); the rest are required. */
const OPTIONAL_CLIENT_FIELDS: ReadonlySet<string> = new Set(['surname', 'docId', 'birthday', 'serviceTime']);

export function clientsRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;
  const today = () => localDateOf(ctx.now(), ctx.timeZone);

  const clientsOf = (ownerId: string) => store.clients.ofOwner(ownerId);
  const ownClient = (caller: Caller, id: string | number) => ownRecord(store.clients, id, caller, 'Client');
  const ownTeam = (caller: Caller, id: string) => ownRecord(store.teams, id, caller, 'Team');
  /** The client list, the calendar and the reports: built once per change of what they read. */
  const answers = ownerAnswers(store, ctx.compressor);
  const clientVisit = (caller: Caller, client: ClientRecord, id: string | number): VisitRecord => {
    const visit = ownRecord(store.visits, id, caller, 'Visit');
    if (visit.clientId !== client.id) throw badRequest(NOT_THIS_CLIENTS);
    return visit;
  };
  const newVisits = (client: ClientRecord, dates: readonly unknown[]): VisitRecord[] =>
    dates.map((entry) => ({ id: randomUUID(), ownerId: client.ownerId, clientId: client.id, ...readWireEntry(entry)!, status: 'pending' as const }));

  router.get('/company/clients/handle-issues/:email/:token/:userId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireBusiness(caller);
    if (!isSelfOrOwner(caller, req.params.userId)) throw forbidden('You can only ask for your own pending visits.');
    const day = today().toString();
    const pending = byClient(store.visits.where('ownerDay', ownerDay(ownerId, day)).filter(isOpenVisit));
    const todosAndClients = clientsOf(ownerId)
      .filter((c) => pending.has(c.id))
      .map((c) => ({ clientId: c.id, name: c.name, todos: pending.get(c.id)!.sort(byStart).map(toWireEntry) }));
    res.json({ todosAndClients });
  });

  router.get('/company/clients/:email/:token/:ownerId', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const turn = await ctx.heavyReads.admit(ownerId, res);
    if (turn) await sendAnswer(req, res, () => answers.clientList(ownerId), turn);
  });

  router.post('/company/clients/update/user', async (req, res) => {
    const body = await readBody(UpdateClientBody, req.body);
    const fields = readClientFields(body, today());
    const caller = ctx.auth.authenticate(req);
    const client = ownClient(caller, body.clientId);
    // An optional field the body leaves out keeps its value; sent empty (or null), it is cleared.
    const changes = Object.fromEntries(Object.entries(fields).filter(([key]) => !(OPTIONAL_CLIENT_FIELDS.has(key) && body[key as keyof typeof body] === undefined)));
    await store.transact(() => store.clients.update(client.id, changes));
    res.json({ message: 'The client has been updated.' });
  });

  router.get('/company/team/get/todos/:email/:token/:teamId', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const team = ownTeam(caller, req.params.teamId);
    const turn = await ctx.heavyReads.admit(team.ownerId, res);
    if (turn) await sendAnswer(req, res, () => answers.teamAgenda(team), turn);
  });

  router.post('/company/clients/cadastre', async (req, res) => {
    const body = await readBody(NewClientBody, req.body);
    const fields = readClientFields(body, today());
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, String(body.createdById));
    const team = ownTeam(caller, teamIdOf(body.team)!);
    const client: ClientRecord = {
      id: randomUUID(),
      ownerId,
      ...fields,
      teamId: team.id,
      period: body.dates && body.dates.length > 0 && body.checked ? body.checked : null,
      budget: null,
      createdById: ownerId,
      createdAt: ctx.now().toISOString(),
    };
    const visits = newVisits(client, body.dates ?? []);
    await store.transact(() => {
      store.clients.insert(client);
      for (const visit of visits) store.visits.insert(visit);
    });
    res.json({ message: 'The client has been registered.' });
  });

  router.get('/company/clients/client/todos/:email/:token/:clientId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const client = ownClient(caller, req.params.clientId);
    const services = store.attachedServices.where('client', client.id).map(toWireAttachedService);
    const schedule = store.visits.where('client', client.id).sort(byStart).map(toWireEntry);
    res.json({ services, discount: clientDiscountOf(client), calendar: { schedule, period: client.period } });
  });

  router.get('/company/clients/client/todo/delete/:email/:token/:clientId/:scheduleId', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const client = ownClient(caller, req.params.clientId);
    const visit = clientVisit(caller, client, req.params.scheduleId);
    await store.transact(() => {
      store.visits.remove(visit.id);
      // A visit in progress has an open report that nothing could ever close; a finished one's stays, as the work done.
      for (const report of store.reports.where('visit', visit.id)) if (report.finishedAt === null) store.reports.remove(report.id);
    });
    res.json({ message: 'The visit has been deleted.' });
  });

  router.get('/company/clients/client/service/delete/:email/:token/:serviceId', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const service = ownRecord(store.attachedServices, req.params.serviceId, caller, 'Service');
    await store.transact(() => {
      store.attachedServices.remove(service.id);
      // The client's total follows what is left, at the same discount.
      const client = store.clients.get(service.clientId);
      if (client?.budget) {
        const values = store.attachedServices.where('client', client.id).map((s) => s.value);
        store.clients.update(client.id, { budget: { ...client.budget, total: discountedTotal(values, client.budget.discountPercent) } });
      }
    });
    res.json({ message: 'The service has been removed from the client.' });
  });

  router.post('/company/clients/client/todo/add', async (req, res) => {
    const body = await readBody(AddVisitsBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const client = ownClient(caller, body.clientId);
    const visits = newVisits(client, body.dates);
    await store.transact(() => {
      for (const visit of visits) store.visits.insert(visit);
      store.clients.update(client.id, { period: body.checked });
    });
    res.json({ message: visits.length === 1 ? 'The visit has been added.' : `${visits.length} visits have been added.` });
  });

  router.get('/company/clients/client/delete/:email/:token/:clientId', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const client = ownClient(caller, req.params.clientId);
    await store.transact(() => {
      store.clients.remove(client.id);
      store.visits.removeWhere('client', client.id);
      store.attachedServices.removeWhere('client', client.id);
      store.reports.removeWhere('client', client.id);
    });
    res.json({ message: 'The client has been deleted.' });
  });

  router.post('/company/clients/client/team/update', async (req, res) => {
    const body = await readBody(ChangeTeamBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const client = ownClient(caller, body.clientId);
    const team = ownTeam(caller, teamIdOf(body.team)!);
    await store.transact(() => store.clients.update(client.id, { teamId: team.id }));
    res.json({ message: 'The client\'s team has been changed.' });
  });

  router.post('/company/clients/client/todo/date/update', async (req, res) => {
    const body = await readBody(MoveVisitBody, req.body);
    const slot = readWireEntry(body.newSchedule)!;
    const caller = ctx.auth.authenticate(req);
    const client = ownClient(caller, body.clientId);
    const visit = clientVisit(caller, client, body.scheduleId);
    const closed = (v: VisitRecord) => {
      if (isClosed(v)) throw badRequest(`This visit is already ${v.status}; it cannot be moved.`);
    };
    closed(visit);
    await store.transact(() => {
      closed(store.visits.get(visit.id) ?? visit);
      store.visits.update(visit.id, slot);
    });
    res.json({ message: 'The visit has been moved.' });
  });

  router.post('/company/clients/client/services/add', async (req, res) => {
    const body = await readBody(AttachServicesBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, String(body.createdById));
    const client = ownClient(caller, body.clientId);
    // Catalogue items by id, each once, at their current name and price (not the body's).
    const ids = [...new Set(body.selectedItemsList.map((item) => String(item.id).trim()))];
    const items = ids.map((id) => ownRecord(store.services, id, caller, 'Service'));
    // The discount is the client's, on all its services; a body without one leaves it as it is.
    const discountPercent = discountOf(body) ?? clientDiscountOf(client);
    const createdAt = ctx.now().toISOString();
    await store.transact(() => {
      // Added to the services the client already has: the total is theirs and these together.
      for (const item of items) {
        store.attachedServices.insert({ id: randomUUID(), ownerId, clientId: client.id, serviceId: item.id, name: item.itemName, value: item.price, createdAt });
      }
      const values = store.attachedServices.where('client', client.id).map((s) => s.value);
      store.clients.update(client.id, { budget: { discountPercent, total: discountedTotal(values, discountPercent) } });
    });
    res.json({ message: items.length === 1 ? 'The service has been added to the client.' : `${items.length} services have been added to the client.` });
  });

  router.get('/company/calendar/data/:email/:token/:ownerId', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const turn = await ctx.heavyReads.admit(ownerId, res);
    if (turn) await sendAnswer(req, res, () => answers.calendar(ownerId), turn);
  });

  router.get('/company/reports/:email/:token/:ownerId', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const turn = await ctx.heavyReads.admit(ownerId, res);
    if (turn) await sendAnswer(req, res, () => answers.reports(ownerId), turn);
  });

  // The calendar's "Finalizar serviço". The last segment is a colon followed by the URL-encoded
  // report text (path-to-regexp v8 has no literal colon before a parameter, so the parameter
  // takes the whole segment and the colon is stripped).
  router.get('/company/client/service/notify/started/:email/:token/:clientId/:ownerId/:userId/:nameSurname/:todoIdReference/:reportText', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    requireSameBusiness(caller, req.params.ownerId);
    if (!isSelfOrOwner(caller, req.params.userId)) throw forbidden('You can only finish a service in your own name or the business owner\'s.');
    // A name in the path must be the signed-in person's; missing ("null", "undefined"), it is theirs too.
    const sentName = presentSegment(req.params.nameSurname);
    if (sentName !== null && !namesThePerson(sentName, caller.user)) throw badRequest(VISITS_MESSAGES.notYourName);
    const client = ownClient(caller, req.params.clientId);
    const reference = presentSegment(req.params.todoIdReference);
    const visit = visitToFinish(store, client, reference);
    // The calendar finishes a visit in progress: it is no way around starting it.
    // A pending visit, today's or a later one, is refused.
    const inProgress = (v: VisitRecord) => {
      if (v.status === 'pending') throw badRequest(NOT_STARTED);
      if (isClosed(v)) throw badRequest(`This visit is already ${v.status}.`);
    };
    inProgress(visit);
    const text = req.params.reportText;
    const observation = text.startsWith(':') ? text.slice(1) : text;
    await store.transact(() => {
      const current = store.visits.get(visit.id);
      if (!current) throw badRequest('Visit not found.');
      inProgress(current);
      // The report keeps the person who started the visit; one started before reports were
      // kept names the one who finishes it, as their account has it.
      const started = openReportOf(store, current);
      const collaboratorName = started?.collaboratorName ?? fullName(caller.user);
      finishVisit(store, current, { now: ctx.now(), observation, collaboratorName, taskId: reference });
    });
    res.json({ message: 'The service has been finished.' });
  });

  return router;
}

/**
 * The visit the calendar finishes. `{todoIdReference}` names it: the visit's id, or the task id a
 * start call returned. Without one, the client's visit in progress.
 */
function visitToFinish(store: Store, client: ClientRecord, reference: string | null): VisitRecord {
  const belongs = <T extends { ownerId: string; clientId: string }>(record: T): T => {
    if (record.ownerId !== client.ownerId) throw forbidden('You do not have access to this business.');
    if (record.clientId !== client.id) throw badRequest(NOT_THIS_CLIENTS);
    return record;
  };
  if (reference !== null) {
    const visit = store.visits.get(reference);
    if (visit) return belongs(visit);
    const report = store.reports.where('task', reference)[0];
    const visitId = report ? belongs(report).visitId : null;
    const started = visitId === null ? undefined : store.visits.get(visitId);
    if (started) return started;
    throw badRequest('Visit not found.');
  }
  const started = store.visits.where('client', client.id).sort(byStart).find((v) => v.status === 'started');
  if (!started) throw badRequest(NOT_STARTED);
  return started;
}
