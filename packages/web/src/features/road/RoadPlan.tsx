// The road's plan on screen: each stop's booked time, expected arrival and "late by"; the crew's
// order controls (move up, move down, visit next, unpin); the planning speed; the day's lateness.
// Times are the business's (RoadDay.timeZone), in the language's format.
import type { RoadClient } from '@fieldteam/core';
import { ROAD_SPEED_LIMITS } from '@fieldteam/core';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Temporal } from 'temporal-polyfill';
import { formatTime, formatWeekdayTime } from '../../shared/format';
import { formatMinutes } from '../../shared/format-minutes';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { RoadPlan, RoadRouteViewModel, StopTimes } from './road-route.view-model';

/** "12 min", "2 h 5 min" in the language's units. */
const durationText = formatMinutes;

/** A time of the plan: its weekday too when it falls on another day than the booked time's (a night's drive). */
function planTime(time: Temporal.ZonedDateTime, dayOf: Temporal.ZonedDateTime | null, language: string): string {
  if (!dayOf || Temporal.PlainDate.compare(time.toPlainDate(), dayOf.toPlainDate()) === 0) return formatTime(time, language);
  return formatWeekdayTime(time, language);
}

/** "Booked 09:30 · expected 09:12 · Late by 12 min", or "No booked time · expected 09:12". */
export function StopTimesText({ times }: { times: StopTimes }) {
  const { t, i18n } = useTranslation('road');
  const language = i18n.language;
  return (
    <>
      {times.bookedAt ? t('booked', { time: formatTime(times.bookedAt, language) }) : t('noBookedTime')}
      {times.arrivalAt && ` · ${t('expected', { time: planTime(times.arrivalAt, times.bookedAt, language) })}`}
      {times.lateMinutes > 0 && (
        <>
          {' '}
          <span className="ft-status ft-status--late">{t('lateBy', { duration: durationText(times.lateMinutes, language) })}</span>
        </>
      )}
    </>
  );
}

/** The arrows, one element for every stop: a stop drawn again with each plan leaves them as they are. */
const UP_ARROW = <ArrowUp size={18} aria-hidden="true" />;
const DOWN_ARROW = <ArrowDown size={18} aria-hidden="true" />;

/** The control a move was made with, to be focused again once the plan that follows it draws the stop in its new place. */
let refocus: { readonly clientId: string; readonly control: number; readonly before: unknown } | null = null;

/**
 * Up, down, "Visit next" and "Unpin" for one stop: a toolbar, one Tab stop, the arrow keys (Home,
 * End) between its buttons. A button that cannot act says so (aria-disabled) but stays reachable;
 * after a move the focus stays on the button pressed, wherever the stop is drawn now.
 */
export const OrderControls = observer(function OrderControls({ routing, client, route }: { routing: RoadRouteViewModel; client: RoadClient; route: RoadPlan | null }) {
  const { t } = useTranslation('road');
  const id = client.clientId;
  const up = routing.canMoveUp(id, route);
  const down = routing.canMoveDown(id, route);
  const controls: { readonly label: string; readonly icon?: ReactNode; readonly can: boolean; readonly act: () => void; readonly variant: 'ghost' | 'secondary' }[] = [
    { label: t('moveUp'), icon: UP_ARROW, can: up, act: () => routing.moveUp(id), variant: 'ghost' },
    { label: t('moveDown'), icon: DOWN_ARROW, can: down, act: () => routing.moveDown(id), variant: 'ghost' },
    { label: t('visitNext'), can: true, act: () => routing.visitNext(id), variant: 'secondary' },
    ...(routing.isPinned(id) ? [{ label: t('unpin'), can: true, act: () => routing.unpin(id), variant: 'ghost' as const }] : []),
  ];
  const [active, setActive] = useState(0);
  const current = Math.min(active, controls.length - 1);
  const toolbar = useRef<HTMLDivElement>(null);
  const buttons = () => Array.from(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  // Each new plan draws the stops again, maybe elsewhere: the control pressed gets its focus back.
  const count = controls.length;
  useEffect(() => {
    if (refocus?.clientId !== id || refocus.before === route) return;
    const control = Math.min(refocus.control, count - 1);
    refocus = null;
    if (toolbar.current?.contains(document.activeElement)) return;
    setActive(control);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[control]?.focus();
  }, [route, id, count]);
  const focusAt = (index: number) => {
    const next = (index + controls.length) % controls.length;
    setActive(next);
    buttons()[next]?.focus();
  };
  return (
    <div
      ref={toolbar}
      className="ft-road__order"
      role="toolbar"
      aria-label={t('orderOf', { name: client.name })}
      onKeyDown={(event) => {
        const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: controls.length - 1 }[event.key];
        if (to === undefined) return;
        event.preventDefault();
        focusAt(to);
      }}
    >
      {controls.map((control, index) => (
        <Button
          key={control.label}
          size="small"
          variant={control.variant}
          className={control.icon ? 'ft-road__move' : undefined}
          tabIndex={index === current ? 0 : -1}
          aria-label={control.icon ? control.label : undefined}
          title={control.icon ? control.label : undefined}
          aria-disabled={!control.can || undefined}
          onFocus={() => setActive(index)}
          onClick={() => {
            if (!control.can) return;
            refocus = { clientId: id, control: index, before: route };
            control.act();
          }}
        >
          {control.icon ?? control.label}
        </Button>
      ))}
    </div>
  );
});

/**
 * The speed the plan assumes where no driving times are known, kept for the business on this device:
 * folded under the route's line ("Planned at 30 km/h…"), since it is set once and the stops come first.
 */
export const SpeedField = observer(function SpeedField({ routing }: { routing: RoadRouteViewModel }) {
  const { t } = useTranslation('road');
  return (
    <details className="ft-road__planning" open={routing.speedInvalid || undefined}>
      <summary>{t('planningAt', { speed: routing.speedKmPerHour })}</summary>
      <SpeedForm routing={routing} />
    </details>
  );
});

const SpeedForm = observer(function SpeedForm({ routing }: { routing: RoadRouteViewModel }) {
  const { t } = useTranslation('road');
  return (
    <form
      className="ft-road__speed"
      onSubmit={(event) => {
        event.preventDefault();
        routing.commitSpeed();
      }}
    >
      <TextField
        label={t('speed')}
        hint={t('speedHint')}
        inputMode="numeric"
        autoComplete="off"
        value={routing.speedText}
        onChange={(text) => routing.setSpeedText(text)}
        onBlur={() => routing.commitSpeed()}
        error={routing.speedInvalid ? t('speedInvalid', { min: ROAD_SPEED_LIMITS.minKmPerHour, max: ROAD_SPEED_LIMITS.maxKmPerHour }) : undefined}
      />
    </form>
  );
});

/** " · Every booked time kept", or " · 2 stops late (35 min in all)". */
export const LatenessText = observer(function LatenessText({ routing }: { routing: RoadRouteViewModel }) {
  const { t, i18n } = useTranslation('road');
  const { stops, minutes } = routing.lateness;
  return <>{` · ${stops === 0 ? t('onTime') : t('lateTotal', { count: stops, duration: durationText(minutes, i18n.language) })}`}</>;
});

/** "Leave by 08:23 to be there at 08:30.": the first visit is booked later than it can be reached. */
export const LeaveByText = observer(function LeaveByText({ routing }: { routing: RoadRouteViewModel }) {
  const { t, i18n } = useTranslation('road');
  const leaving = routing.leaving;
  if (!leaving) return null;
  return <p>{t('leaveBy', { time: formatTime(leaving.at, i18n.language), booked: formatTime(leaving.bookedAt, i18n.language) })}</p>;
});
