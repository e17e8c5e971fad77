// The road screen's calls of 001 section 7 (shapes in docs/api/clients-wire.md, "Visits and
// subscription"): the clients with visits pending today with their services and todos, and a
// visit's start ("Avisar cliente": notify/started, which e-mails the client, spec decision 11), cancel
// and finish. The steps themselves are in services/visit-work.ts, shared with the calendar's finish.
import { checkGeneralEmail, fullName } from '@fieldteam/core';
import { Router } from 'express';
import type { RouteContext } from '../context';
import { FinishVisitBody, VISITS_MESSAGES } from '../dto/visits.dto';
import { badRequest, forbidden } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { isSelfOrOwner, ownRecord, requireBusiness, requireSameBusiness } from '../services/access';
import type { Caller } from '../services/auth';
import { byClient, discountOf } from '../services/clients.wire';
import { byStart, localDateOf, toWireDate, toWireTime } from '../services/visit-time';
import { cancelVisit, finishVisit, isClosed, isOpenVisit, nameWords, namesThePerson, openReportOf, presentSegment, startVisit } from '../services/visit-work';
import type { AttachedServiceRecord, ClientRecord, VisitRecord } from '../store/schema';
import { ownerDay } from '../store/store';

const collator = new Intl.Collator('pt-BR', { numeric: true });

/** A pending todo of the map's answer: the visit's id, and its date and time as the schedule entries carry them. */
const toWireTodo = (visit: VisitRecord) => ({ todoId: visit.id, date: toWireDate(visit.date), ...toWireTime(visit.time) });

/** `serviceId` is the attached service's own id (unique within the client). */
const toWireRoadService = (service: AttachedServiceRecord) => ({ serviceId: service.id, serviceName: service.name, serviceValue: service.value });

export function visitsRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;
  const today = () => localDateOf(ctx.now(), ctx.timeZone).toString();

  const ownClient = (caller: Caller, id: string | number) => ownRecord(store.clients, id, caller, 'Client');
  /** A visit of the caller's business (400 / 403) that must be one of the client's (400). */
  const clientVisit = (caller: Caller, client: ClientRecord, id: string | number): VisitRecord => {
    const visit = ownRecord(store.visits, id, caller, 'Visit');
    if (visit.clientId !== client.id) throw badRequest('That visit is not one of this client\'s visits.');
    return visit;
  };
  const required = (segment: string, message: string): string => {
    const value = presentSegment(segment);
    if (value === null) throw badRequest(message);
    return value;
  };

  // The road screen's clients. Every business role sees the whole business's clients with a visit
  // open today (pending, or started and not yet finished: it must stay on the road to be finished),
  // a leader too, as in handle-issues; ordered by their first open visit.
  router.get('/company/map/services/in/:email/:token/:userId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireBusiness(caller);
    if (!isSelfOrOwner(caller, req.params.userId)) throw forbidden('You can only ask for your own road.');
    const day = today();
    const pending = byClient(store.visits.where('ownerDay', ownerDay(ownerId, day)).filter(isOpenVisit));
    const clientsWithTodos = [...pending.keys()]
      .map((id) => store.clients.get(id))
      .filter((client): client is ClientRecord => client !== undefined && client.ownerId === ownerId)
      .map((client) => ({ client, todos: pending.get(client.id)!.sort(byStart), services: store.attachedServices.where('client', client.id) }))
      .sort((a, b) => byStart(a.todos[0]!, b.todos[0]!) || collator.compare(a.client.name, b.client.name))
      .map(({ client, todos, services }) => ({
        clientId: client.id,
        name: client.name,
        phone: client.phone,
        email: client.email,
        description: client.description,
        services: services.map(toWireRoadService),
        discount: discountOf(client),
        todos: todos.map(toWireTodo),
        latitude: client.latitude,
        longitude: client.longitude,
      }));
    res.json({ clientsWithTodos });
  });

  // "Avisar cliente": starts a pending visit, e-mails the client, answers the task id. The report
  // and the e-mail name the signed-in person as their account has it; the path's name must be
  // theirs (a leader wrote any text into the client's e-mail before).
  router.get('/company/client/service/notify/started/:email/:token/:clientId/:ownerId/:userId/:userName/:todoId', async (req, res) => {
    const todoId = required(req.params.todoId, VISITS_MESSAGES.visitRequired);
    const sentName = required(req.params.userName, VISITS_MESSAGES.userNameRequired);
    if (nameWords(sentName) === '') throw badRequest(VISITS_MESSAGES.userNameRequired);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    if (!isSelfOrOwner(caller, req.params.userId)) throw forbidden('You can only start a visit in your own name or the business owner\'s.');
    if (!namesThePerson(sentName, caller.user)) throw badRequest(VISITS_MESSAGES.notYourName);
    const collaboratorName = fullName(caller.user);
    const client = ownClient(caller, req.params.clientId);
    const visit = clientVisit(caller, client, todoId);
    const pendingOnly = (v: VisitRecord) => {
      if (v.status !== 'pending') throw badRequest(`This visit is already ${v.status}; only a pending visit can be started.`);
    };
    pendingOnly(visit);
    const company = store.companies.get(ownerId);
    const when = toWireTime(visit.time);
    // A client stored before the e-mail rule held may have an address that is no address (mailto
    // parameters, a second recipient): the visit starts all the same, and no e-mail goes to it.
    const recipient = checkGeneralEmail(client.email) === null ? client.email.trim().toLowerCase() : null;
    const report = await store.transact(() => {
      // Checked again inside the change: a parallel start may have landed since.
      pendingOnly(store.visits.get(visit.id) ?? visit);
      const now = ctx.now();
      const started = startVisit(store, visit, { now, collaboratorName });
      if (recipient) {
        ctx.outbox.send(
          store,
          {
            to: recipient,
            subject: `${company?.commercialName ?? 'Your service provider'}: your visit has started`,
            text: `Hello ${client.name}, ${collaboratorName} has started your visit of ${toWireDate(visit.date)} at ${when.hour}:${when.minute} ${when.meridian} at ${client.description}.`,
          },
          now,
        );
      }
      return started;
    });
    res.json({ id: report.taskId, message: recipient ? 'The visit has started and the client has been notified.' : 'The visit has started. The client\'s e-mail address is not valid, so the client was not notified.' });
  });

  // "Cancelar atendimento": a pending or started visit. The client's id comes twice, as documented.
  router.get('/company/client/service/notify/cancel/:email/:token/:clientId/:ownerId/:sameClientId/:todoId', async (req, res) => {
    // A missing or unknown client answers the documented "Nenhuma entrada encontrada para cliente".
    const clientId = required(req.params.clientId, VISITS_MESSAGES.clientMissing);
    if (presentSegment(req.params.sameClientId) !== clientId) throw badRequest(VISITS_MESSAGES.twoClients);
    const todoId = required(req.params.todoId, VISITS_MESSAGES.visitRequired);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const found = store.clients.get(clientId);
    const client = found?.ownerId === ownerId ? found : undefined;
    if (!client) throw badRequest(VISITS_MESSAGES.clientMissing);
    const visit = clientVisit(caller, client, todoId);
    const open = (v: VisitRecord) => {
      if (isClosed(v)) throw badRequest(`This visit is already ${v.status}.`);
    };
    open(visit);
    await store.transact(() => {
      open(store.visits.get(visit.id) ?? visit);
      cancelVisit(store, visit);
    });
    res.json({ message: 'The visit has been cancelled.' });
  });

  // "Finalizar serviço": a started visit, with the task id its start answered.
  router.post('/company/client/service/notify/finish', async (req, res) => {
    const body = await readBody(FinishVisitBody, req.body);
    const caller = ctx.auth.authenticate(req);
    requireSameBusiness(caller, String(body.createdById));
    const client = ownClient(caller, body.clientId);
    const visit = clientVisit(caller, client, body.todoId);
    const startedOnly = (v: VisitRecord) => {
      if (v.status === 'pending') throw badRequest('This visit has not been started; only a started visit can be finished.');
      if (isClosed(v)) throw badRequest(`This visit is already ${v.status}.`);
      const report = openReportOf(store, v);
      if (!report) throw badRequest('This visit has no task in progress.');
      if (report.taskId !== String(body.taskcorresponded).trim()) throw badRequest(VISITS_MESSAGES.taskMismatch);
      return report;
    };
    startedOnly(visit);
    await store.transact(() => {
      // Checked again inside the change: a parallel finish or cancel may have landed since.
      const current = store.visits.get(visit.id) ?? visit;
      const report = startedOnly(current);
      finishVisit(store, current, { now: ctx.now(), observation: body.observation ?? '', collaboratorName: report.collaboratorName });
    });
    res.json({ message: 'The service has been finished.' });
  });

  return router;
}
