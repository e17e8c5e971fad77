// /business-clients/road: the route and map with the stops list, and the visit actions (the
// services dialog's client cards, the cancel's confirmation), one view-model per panel. The stops
// come in the order that keeps their booked times (each with its expected arrival, and "late by"
// where it cannot be kept), which the crew can change by hand. A long day's lists are drawn in
// windows (WindowedList); a stop tapped in the list or on the map opens its client's card alone.
import { businessToday, OBSERVATION_MAX_LENGTH, servicesTotal, type MapView, type RoadClient } from '@fieldteam/core';
import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useService, useViewModelWhen } from '../../di/DiProvider';
import { ShownZones } from '../../shared/shown-zones';
import { TOKENS } from '../../di/tokens';
import { formatCents, formatDay, formatPercent, formatPrice, formatTime } from '../../shared/format';
import { whenIdle } from '../../shared/idle';
import { numberFormat } from '../../shared/format';
import { usePageReady } from '../../shared/page-ready';
import { usePrinting } from '../../shared/use-media-query';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Link } from '../../ui/Link';
import { SelectField } from '../../ui/SelectField';
import { WaitingText } from '../../ui/WaitingText';
import type { RoadPlan, RoadRouteViewModel } from './road-route.view-model';
import type { RoadVisitActionsViewModel, VisitAction } from './road-visit-actions.view-model';
import { LatenessText, LeaveByText, OrderControls, SpeedField, StopTimesText } from './RoadPlan';
import { formatMinutes } from '../../shared/format-minutes';
import type { RoadRunningOver } from './road-running-over.view-model';
import './road.css';
import { RoadViewModel } from './road.view-model';
import { preloadWindowedList, WINDOWED_FROM, WindowedList } from './WindowedList';

/** The team choice's value for one route through every stop (no team id is empty). */
const ALL_TEAMS = '';

const clientKey = (client: RoadClient) => client.clientId;
const inTaskOfItsOwn = (run: () => void) => void setTimeout(run, 0);
const closestDialog = (list: HTMLElement) => list.closest('dialog');
/** The first action is the card's main one; the cancel is a quiet red one, last. */
const actionVariant = (action: VisitAction, index: number) => (action === 'cancel' ? 'danger-secondary' : index === 0 ? 'primary' : 'secondary');
/** The printable day sheet: drawn on paper only, so it comes after the route (or with the print button), not with the screen. */
const loadDaySheet = () => import('../../shared/day-sheet/DaySheet');

const km = (metres: number, language: string) => numberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000);

/**
 * The road once the business's zone is known (its today, its booked times and arrivals are the
 * business's) and its view-models are made; until then its frame, drawn at once.
 */
export function RoadScreen() {
  const vm = useViewModelWhen(RoadViewModel, usePageReady());
  return vm ? <Road vm={vm} /> : <RoadFrame />;
}

/**
 * The frame of the road while the business's zone is found (a cold start): its header, its
 * links and the map's place where they will be, nothing usable that needs the day.
 */
function RoadFrame() {
  const { t } = useTranslation(['road', 'common']);
  return (
    <div className="ft-road">
      <RoadHeader subtitle={null} />
      <div className="ft-road__summary">
        <Checkbox checked={false} onChange={() => undefined} disabled>
          {t('storedOrder')}
        </Checkbox>
      </div>
      <div className="ft-road__map" aria-label={t('map')} role="region" aria-busy="true" />
      <WaitingText>{t('common:loading.title')}</WaitingText>
    </div>
  );
}

/**
 * The road's title, what the day holds (its place kept while unknown), the zone's note, and its
 * links and buttons (disabled without their action: the frame, a day with nothing to print).
 */
function RoadHeader({ subtitle, note, onServices, onPrint }: { subtitle: string | null; note?: string | null; onServices?: () => void; onPrint?: () => void }) {
  const { t } = useTranslation('road');
  return (
    <header className="ft-page-header ft-road__header">
      <div>
        <h1>{t('title')}</h1>
        <p className="ft-page-header__subtitle" aria-hidden={subtitle === null || undefined}>
          {subtitle ?? '\u00a0'}
        </p>
        {note && <p className="ft-field__hint">{note}</p>}
      </div>
      <div className="ft-road__links">
        <Link to="/business-clients">{t('back')}</Link>
        <Link to="/business-clients/dashboard/calendar">{t('calendar')}</Link>
        <Button variant="secondary" onClick={onServices} disabled={!onServices} aria-haspopup={onServices ? 'dialog' : undefined}>
          {t('services')}
        </Button>
        <Button variant="secondary" onClick={onPrint} disabled={!onPrint}>
          {t('daySheet.print')}
        </Button>
      </div>
    </header>
  );
}

const Road = observer(function Road({ vm }: { vm: RoadViewModel }) {
  const { t, i18n } = useTranslation(['road', 'common']);
  const { day, routing, visits } = vm;
  const createMap = useService(TOKENS.mapViewFactory);
  const clock = useService(TOKENS.clock);
  // The day sheet is drawn only on paper: hundreds of stops kept hidden on the screen cost a phone its first drawing.
  const printing = usePrinting();
  const mapRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<MapView | null>(null);
  const language = i18n.language;
  const zones = useService(ShownZones);
  const text = useMessageText();

  useEffect(() => {
    void vm.start();
    return () => vm.stop();
  }, [vm]);
  // A long day's list needs the virtualiser: its chunk is asked for as soon as the day is known to
  // be long, while its visiting order is worked out. A short day, most days, never loads it.
  const longDay = day.clients.length >= WINDOWED_FROM;
  useEffect(() => {
    if (longDay) preloadWindowedList();
  }, [longDay]);

  // What the road's first drawing does without comes once the route is known and the page is idle,
  // so that a slow connection brings the day first and the map's drawing is not held behind it: the
  // day sheet, and the business's zones asked again (the zone itself, known before the page drew,
  // is kept for the session; the currency of the services' values comes with them). Asking twice
  // loads nothing more.
  const [sheet, setSheet] = useState<Awaited<ReturnType<typeof loadDaySheet>> | null>(null);
  const drawn = routing.hasPlannedStops;
  useEffect(() => {
    if (!drawn) return;
    return whenIdle(() => {
      void loadDaySheet().then(setSheet);
      day.takeZones(zones);
      void day.askServiceMinutes();
    });
  }, [drawn, zones, day]);
  const print = () =>
    void loadDaySheet().then((loaded) => {
      flushSync(() => setSheet(loaded));
      window.print();
    });

  useEffect(() => {
    let cancelled = false;
    let created: MapView | null = null;
    void createMap(mapRef.current, { center: routing.position, language, onStopTap: (clientId) => visits.openStop(clientId) }).then((result) => {
      if (cancelled) {
        if (result.ok) result.value.destroy();
        return;
      }
      if (result.ok) {
        created = result.value;
        setView(result.value);
      } else console.warn(`Map failed: ${JSON.stringify(result.error)}`);
    });
    return () => {
      cancelled = true;
      created?.destroy();
    };
    // The map is created once; positions and routes reach it through show().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [createMap, language]);

  // The map is drawn in a task of its own, once for the changes that come together: a long day's
  // drawing would otherwise add to the list's render in one long task.
  useEffect(
    () => (view ? autorun(() => view.show({ directions: routing.route?.directions ?? null, stops: routing.markers, position: routing.position }), { scheduler: inTaskOfItsOwn }) : undefined),
    [view, routing],
  );

  const stop = visits.stopShown === null ? null : (routing.orderedClients.find((c) => c.clientId === visits.stopShown) ?? null);
  return (
    <div className="ft-road">
      <RoadHeader
        // Nothing counted while the day is asked: "0 clients" would be wrong for a moment.
        subtitle={
          day.loading
            ? null
            : day.ownTeams
              ? t('ownSubtitle', { count: day.clients.length - day.otherTeamsCount, teams: day.ownTeams.teamNames.join(', ') })
              : t('subtitle', { count: day.clients.length })
        }
        // The booked times and arrivals are the business's: a phone set elsewhere is told so, once.
        // Known before the page drew (the zone is kept for the session), so nothing moves.
        note={zones.note && text(zones.note)}
        onServices={() => visits.openServices()}
        onPrint={day.visibleClients.length === 0 ? undefined : print}
      />
      {!visits.online && <Alert tone="info">{t('offline')}</Alert>}
      {day.savedAtShown && <Alert tone="info">{t('savedDay', { time: formatTime(day.savedAtShown, language) })}</Alert>}
      {day.pending.size > 0 && <Alert tone="info">{t('pendingSync', { count: day.pending.size })}</Alert>}
      <div className="ft-road__summary">
        <Checkbox checked={routing.useStoredOrder} onChange={(stored) => routing.setUseStoredOrder(stored)}>
          {t('storedOrder')}
        </Checkbox>
      </div>
      <div ref={mapRef} className="ft-road__map" aria-label={t('map')} role="region" />
      {/* What arrives with the route (its length, rough places) goes below the map, so that the map
          does not move down when the route is ready (a layout shift of 0.06 on a phone above it). */}
      <div className="ft-road__distance" aria-live="polite">
        <RouteLine routing={routing} />
        <LeaveByText routing={routing} />
      </div>
      <SpeedField routing={routing} />
      <PinsLine routing={routing} />
      {routing.roughlyPlaced.size > 0 && <Alert tone="info">{t('roughPlaces', { count: routing.roughlyPlaced.size })}</Alert>}
      {/* Above the stops it changes, below the map: it comes when the leader's own teams are known,
          and the map does not move down then. */}
      {day.ownTeams && day.otherTeamsCount > 0 && (
        <div className="ft-road__teams">
          <Checkbox checked={day.showOtherTeams} onChange={(show) => day.setShowOtherTeams(show)}>
            {t('otherTeams', { count: day.otherTeamsCount })}
          </Checkbox>
        </div>
      )}
      {day.teamChoices.length > 0 && (
        <div className="ft-road__teams">
          <SelectField<string>
            label={t('teamChoice')}
            hint={day.teamChoice === null ? t('teamChoiceAllHint') : undefined}
            value={day.teamChoice ?? ALL_TEAMS}
            options={[{ value: ALL_TEAMS, label: t('teamChoiceAll') }, ...day.teamChoices.map((team) => ({ value: team.id, label: t('teamChoiceOne', { name: team.name, count: team.stops }) }))]}
            onChange={(choice) => day.setTeamChoice(choice === ALL_TEAMS ? null : choice)}
          />
        </div>
      )}
      <StopsList vm={vm} />
      <Dialog open={visits.servicesOpen} title={stop ? stop.name : t('servicesTitle')} onClose={() => visits.closeServices()}>
        {stop ? (
          <ul className="ft-road__cards">
            <li className="ft-road__card">
              <ClientCard visits={visits} routing={routing} runningOver={vm.runningOver} client={stop} currency={day.currency} named={false} />
            </li>
          </ul>
        ) : (
          <ServiceCards vm={vm} />
        )}
        <div className="ft-dialog__actions">
          <Button variant="secondary" onClick={() => visits.closeServices()}>
            {t('common:actions.close')}
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={visits.cancelAsked !== null}
        title={t('confirmCancel.title')}
        message={t('confirmCancel.message', { name: visits.cancelAsked?.name ?? '' })}
        confirmLabel={t('confirmCancel.confirm')}
        cancelLabel={t('confirmCancel.keep')}
        busy={visits.actionsLocked}
        onConfirm={() => void visits.confirmCancel()}
        onCancel={() => visits.dismissCancel()}
      />
      <FinishSheet visits={visits} />
      {printing && sheet && <sheet.DaySheet clients={routing.orderedClients} teams={day.ownTeams?.teamNames ?? null} day={formatDay(businessToday(clock), language)} />}
    </div>
  );
});

/**
 * The route's line: its length, what the order saves, the day's lateness, no position yet. Its own
 * observer, like the lists below: a new plan or position draws these again, not the whole screen.
 */
const RouteLine = observer(function RouteLine({ routing }: { routing: RoadRouteViewModel }) {
  const { t, i18n } = useTranslation('road');
  const language = i18n.language;
  const route = routing.route;
  if (!route || !routing.hasPlannedStops) return null;
  return (
    <p>
      {t('distance', { distance: km(routing.useStoredOrder ? route.storedMetres : route.orderedMetres, language) })}
      {route.savingMetres > 0 && !routing.useStoredOrder && ` · ${t('saving', { saving: km(route.savingMetres, language), stored: km(route.storedMetres, language) })}`}
      {routing.hasBookedTimes && <LatenessText routing={routing} />}
      {!routing.position && ` · ${t('noPosition')}`}
    </p>
  );
});

/** "2 stops kept in your order", with the button that plans the whole day again. */
const PinsLine = observer(function PinsLine({ routing }: { routing: RoadRouteViewModel }) {
  const { t } = useTranslation('road');
  if (routing.pinned.length === 0 || !routing.canReorder) return null;
  return (
    <p className="ft-road__pins">
      {t('pinsKept', { count: routing.pinned.length })}{' '}
      <Button size="small" variant="secondary" onClick={() => routing.resetOrder()}>
        {t('resetOrder')}
      </Button>
    </p>
  );
});

/** What the stops list shows, taken as one value so that a change is drawn in one deferred render. */
interface ShownStops {
  readonly state: 'loading' | 'ordering' | 'empty' | 'emptyOwn' | 'list';
  readonly clients: readonly RoadClient[];
  readonly route: RoadPlan | null;
}

/** Whether two lists hold the same clients, in whatever order. */
function sameClients(a: readonly RoadClient[], b: readonly RoadClient[]): boolean {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map(clientKey));
  return b.every((client) => ids.has(clientKey(client)));
}

/**
 * The stops in visiting order, once the day is known and first planned. A list drawn whole gets
 * its first plan, and a new plan of the same stops, in a deferred render, which React splits into
 * short tasks: drawn at once with the answer, even a short day's stops were one long task on a slow
 * phone. Stops shown or hidden (the other teams' switch, a visit closed) are drawn at once, as the
 * switch is. A long day's window is drawn at once: it is a screen of stops, and a deferred render
 * of it started again with every answer that came meanwhile (its stops came a third of a second later).
 */
const StopsList = observer(function StopsList({ vm }: { vm: RoadViewModel }) {
  const { day, routing } = vm;
  const state = day.loading ? 'loading' : routing.awaitingOrder ? 'ordering' : day.visibleClients.length > 0 ? 'list' : day.clients.length === 0 ? 'empty' : 'emptyOwn';
  const shown: ShownStops = { state, clients: state === 'list' ? routing.orderedClients : [], route: routing.route };
  const deferred = useDeferredValue(shown);
  const now = shown.clients.length >= WINDOWED_FROM || (shown.state === 'list' && deferred.state === 'list' && !sameClients(shown.clients, deferred.clients));
  return <StopsShown vm={vm} shown={now ? shown : deferred} />;
});

const StopsShown = memo(function StopsShown({ vm, shown }: { vm: RoadViewModel; shown: ShownStops }) {
  const { t } = useTranslation(['road', 'common']);
  const { state, clients, route } = shown;
  if (state === 'loading') return <WaitingText>{t('common:loading.title')}</WaitingText>;
  if (state === 'ordering') return <WaitingText>{t('ordering')}</WaitingText>;
  if (state !== 'list') return <p className="ft-empty">{t(state)}</p>;
  return (
    <WindowedList
      ordered
      className="ft-road__stops"
      label={t('order')}
      items={clients}
      itemKey={clientKey}
      estimateSize={64}
      gap={8}
      renderItem={(client, index) => <StopItem client={client} number={index + 1} vm={vm} route={route} />}
    />
  );
});

/** Every stop's card in the services dialog, in visiting order. */
const ServiceCards = observer(function ServiceCards({ vm }: { vm: RoadViewModel }) {
  const { t } = useTranslation('road');
  const { day, routing, visits } = vm;
  if (day.visibleClients.length === 0) return <p>{day.clients.length === 0 ? t('empty') : t('emptyOwn')}</p>;
  return (
    <WindowedList
      className="ft-road__cards"
      itemClassName="ft-road__card"
      items={routing.orderedClients}
      itemKey={clientKey}
      estimateSize={120}
      gap={12}
      scrollContainer={closestDialog}
      renderItem={(client) => <ClientCard visits={visits} routing={routing} runningOver={vm.runningOver} client={client} currency={day.currency} />}
    />
  );
});

/**
 * A stop of the visiting order (its list item's content) in the plan the list shows: its booked
 * time and expected arrival, "late by" where the time cannot be kept, and the crew's order
 * controls. Its own observer, so a visit started or queued re-renders only it.
 */
const StopItem = observer(function StopItem({ client, number, vm, route }: { client: RoadClient; number: number; vm: RoadViewModel; route: RoadPlan | null }) {
  const { t } = useTranslation('road');
  const { day, routing, visits } = vm;
  const times = routing.timesOf(client, route);
  return (
    <>
      <span className="ft-road__stop-number" aria-hidden="true">
        {number}
      </span>
      <button type="button" className="ft-road__stop" aria-haspopup="dialog" onClick={() => visits.openStop(client.clientId)}>
        <span className="ft-road__stop-name">{client.name}</span>
        <span className="ft-road__times">
          <StopTimesText times={times} /> <RunningOver runningOver={vm.runningOver} clientId={client.clientId} />
        </span>
        <span className="ft-field__hint">
          {client.address?.description ?? t('noAddress')}
          {routing.roughlyPlaced.has(client.clientId) && ` · ${t('roughStop')}`}
        </span>
        <StartedLine visits={visits} clientId={client.clientId} />
      </button>
      {routing.isPinned(client.clientId) && <span className="ft-status ft-status--pinned">{t('pinned')}</span>}
      {!day.isOwn(client.clientId) && <span className="ft-status">{t('otherTeam')}</span>}
      {day.isStarted(client.clientId) && <span className="ft-status ft-status--started">{t('startedStatus')}</span>}
      {day.pending.has(client.clientId) && <span className="ft-status">{t('waitingSync')}</span>}
      {routing.canReorderIn(route) && times.arrivalAt && <OrderControls routing={routing} client={client} route={route} />}
    </>
  );
});

/** "Running over by 12 min" beside the visit under way, once past its length and the business's margin. */
const RunningOver = observer(function RunningOver({ runningOver, clientId }: { runningOver: RoadRunningOver | null; clientId: string }) {
  const { t, i18n } = useTranslation('road');
  const over = runningOver?.overBy(clientId) ?? null;
  return over === null ? null : <span className="ft-status ft-status--late">{t('overBy', { duration: formatMinutes(over, i18n.language) })}</span>;
});

/**
 * One client's card (its list item's content) in the services dialog: its own observer, so typing
 * in the details re-renders only it. Alone in the dialog (a tapped stop), the dialog's title names the client.
 */
const ClientCard = observer(function ClientCard({
  visits,
  routing,
  runningOver,
  client,
  currency,
  named = true,
}: {
  visits: RoadVisitActionsViewModel;
  routing: RoadRouteViewModel;
  runningOver: RoadRunningOver | null;
  client: RoadClient;
  /** The business's currency once known (null: amounts without a symbol). */
  currency: string | null;
  named?: boolean;
}) {
  const { t, i18n } = useTranslation(['road', 'common']);
  const language = i18n.language;
  const open = visits.expanded.includes(client.clientId);
  const times = routing.timesOf(client);
  const run: Record<VisitAction, () => void> = {
    start: () => void visits.start(client),
    finish: () => visits.askFinish(client),
    cancel: () => visits.askCancel(client),
  };
  return (
    <>
      <div className="ft-road__card-head">
        <div>
          {named && <strong>{client.name}</strong>}
          {/* A tap calls the client from the road (the crew is late, or at the gate). */}
          <div className="ft-field__hint">{client.phone ? <a href={`tel:${client.phone}`}>{client.phone}</a> : null}</div>
          <div className="ft-road__times">
            <StopTimesText times={times} /> <RunningOver runningOver={runningOver} clientId={client.clientId} />
          </div>
          {visits.isStarted(client.clientId) && (
            <div className="ft-road__started">
              <span className="ft-status ft-status--started">{t('startedStatus')}</span>
              <StartedLine visits={visits} clientId={client.clientId} />
            </div>
          )}
        </div>
        <Button size="small" variant="ghost" aria-expanded={open} onClick={() => visits.toggleInfo(client.clientId)}>
          {open ? t('hideInfo') : t('info')}
        </Button>
      </div>
      {open && (
        <div className="ft-road__info">
          <p>{client.email}</p>
          <p>{client.address?.description ?? t('noAddress')}</p>
          <ul>
            {client.services.map((s) => (
              <li key={s.serviceId}>
                {s.name}: {formatPrice(s.value, language, currency)}
              </li>
            ))}
            {client.services.length > 0 && <RoadServicesTotal client={client} currency={currency} />}
          </ul>
        </div>
      )}
      {visits.isClosedOffline(client.clientId) ? (
        <p className="ft-road__actions">
          <span className="ft-status">{t('waitingSync')}</span>
        </p>
      ) : (
        <div className="ft-road__actions">
          {/* Finish is not disabled before the start: pressed, it says why it cannot finish yet. */}
          {visits.actionsFor(client.clientId).map((action, index) => (
            <Button
              key={action}
              size="small"
              variant={actionVariant(action, index)}
              className={action === 'cancel' ? 'ft-road__cancel' : undefined}
              disabled={visits.actionsLocked}
              title={action === 'start' ? t('notifyHint') : undefined}
              aria-haspopup={action === 'start' ? undefined : 'dialog'}
              onClick={run[action]}
            >
              {t(action === 'start' ? 'notify' : action)}
            </Button>
          ))}
        </div>
      )}
    </>
  );
});

/** When a visit in progress started and by whom (another phone's start shows who), in the business's zone. */
const StartedLine = observer(function StartedLine({ visits, clientId }: { visits: RoadVisitActionsViewModel; clientId: string }) {
  const { t, i18n } = useTranslation('road');
  const started = visits.startedOf(clientId);
  if (!started) return null;
  const time = formatTime(started.at, i18n.language);
  return <span className="ft-field__hint">{started.by ? t('startedAtBy', { time, name: started.by }) : t('startedAt', { time })}</span>;
});

/** "Finish visit": the observation asked in a sheet, its text box open and focused, then the finish confirmed. */
const FinishSheet = observer(function FinishSheet({ visits }: { visits: RoadVisitActionsViewModel }) {
  const { t } = useTranslation(['road', 'common']);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const client = visits.finishAsked;
  const text = client ? (visits.details[client.clientId] ?? '') : '';
  return (
    <Dialog
      open={client !== null}
      title={t('finishSheet.title', { name: client?.name ?? '' })}
      onClose={() => visits.dismissFinish()}
      initialFocus={textRef}
      actions={
        <>
          <Button variant="secondary" onClick={() => visits.dismissFinish()}>
            {t('finishSheet.back')}
          </Button>
          <Button onClick={() => void visits.confirmFinish()}>{t('finishSheet.confirm')}</Button>
        </>
      }
    >
      {client && (
        <div className="ft-field">
          <label className="ft-field__label" htmlFor="finish-observation">
            {t('details')}
          </label>
          <span className="ft-field__hint" id="finish-observation-hint">
            {t('finishSheet.hint')}
          </span>
          <textarea
            id="finish-observation"
            ref={textRef}
            className="ft-textarea"
            rows={5}
            maxLength={OBSERVATION_MAX_LENGTH}
            aria-describedby="finish-observation-hint finish-observation-count"
            value={text}
            onChange={(e) => visits.setDetails(client.clientId, e.target.value)}
          />
          <span className="ft-field__hint" id="finish-observation-count">
            {text.length} / {OBSERVATION_MAX_LENGTH}
          </span>
        </div>
      )}
    </Dialog>
  );
});

/** The client's services total, with its discount when it has one. */
function RoadServicesTotal({ client, currency }: { client: RoadClient; currency: string | null }) {
  const { t, i18n } = useTranslation('road');
  const totals = servicesTotal(client.services.map((s) => s.value), client.discountPercent);
  return (
    <li>
      <strong>
        {t('servicesTotal')}: {formatCents(totals.totalCents, i18n.language, currency)}
      </strong>
      {totals.discountPercent > 0 && <> ({t('servicesDiscount', { percent: formatPercent(totals.discountPercent, i18n.language) })})</>}
    </li>
  );
}
