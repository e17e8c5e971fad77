import { buildTeamAgenda, PlanRecurrence, type VisitTask } from '@fieldteam/core';
import { FixedClock } from '@fieldteam/core/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { ConflictDialog } from './ConflictDialog';
import { SchedulePlanner } from './schedule-planner';

// Monday 2 March 2026, 07:00 in São Paulo.
const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo');
const zone = 'America/Sao_Paulo';

/** The team visits the Johnson family from 9:00 until 11:00 (2 h) on each of the next 3 Mondays. */
const johnson: VisitTask[] = [0, 7, 14].map((days) => {
  const start = Temporal.ZonedDateTime.from({ timeZone: zone, year: 2026, month: 3, day: 2, hour: 9 }).add({ days });
  return { id: `j${days}`, clientId: 'j', clientName: 'Johnson Family', start, startMs: start.epochMilliseconds, durationMinutes: 120 };
});

/** A planner whose weekly visits on Mondays at 10:00 AM clash with the Johnsons' (the month's 3 Mondays). */
function clashingPlanner(): SchedulePlanner {
  const planner = new SchedulePlanner(new PlanRecurrence(clock), clock);
  planner.setTime(10, 0, 'AM');
  planner.setRecurrence('weekly');
  planner.check(buildTeamAgenda(johnson), { client: 'new', serviceMinutes: 60 });
  return planner;
}

describe('ConflictDialog: its wording', () => {
  it('says until when the other visit runs, takes a time typed as the app shows it (2:30 PM), and says once every clash is resolved', () => {
    const planner = clashingPlanner();
    expect(planner.conflictsOpen).toBe(true);
    renderScreen(<ConflictDialog planner={planner} />);
    expect(screen.getByRole('heading', { name: "Some visits clash with the team's agenda" })).toBeTruthy();
    const first = planner.openEntries[0]!;
    act(() => planner.openManual(first));
    // Why it clashes names the rule, not only the other visit's hours.
    expect(
      screen.getAllByText("The team visits Johnson Family from 09:00 AM until 11:00 AM, and a new client's visit starts at least 2 hr 15 min before or after the team's other visits.").length,
    ).toBe(planner.openEntries.length);
    expect(
      screen.getByText(
        "Johnson Family, from 09:00 AM until 11:00 AM: 60 minutes apart, and a new client's visit starts at least 2 hr 15 min before or after the team's other visits and visits keep at least 42 min apart",
      ),
    ).toBeTruthy();
    const box = screen.getByLabelText('Or type a time (for example 02:30 PM)');
    fireEvent.change(box, { target: { value: '2:30 PM' } });
    fireEvent.submit(box.closest('form')!);
    expect(planner.plan?.entries[first]?.date?.toPlainTime().toString()).toBe('14:30:00');
    act(() => planner.openEntries.forEach((i) => planner.skip(i)));
    expect(screen.getByRole('heading', { name: 'Every clash is resolved' })).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /^Use \d+ visits?$/ })).toBeTruthy();
  });

  it("says why a visit right after another one clashes: an existing client's visits keep 30 min plus the service from the team's others", () => {
    // The team visits the Johnsons 08:00-09:00 next Monday; this client's 60-minute visit is asked at 09:00, back to back.
    const start = Temporal.ZonedDateTime.from({ timeZone: zone, year: 2026, month: 3, day: 9, hour: 8 });
    const before: VisitTask = { id: 'b', clientId: 'j', clientName: 'Johnson Family', start, startMs: start.epochMilliseconds, durationMinutes: 60 };
    const planner = new SchedulePlanner(new PlanRecurrence(clock), clock);
    planner.setTime(9, 0, 'AM');
    planner.setRecurrence('weekly');
    planner.check(buildTeamAgenda([before]), { client: 'existing', serviceMinutes: 60 });
    renderScreen(<ConflictDialog planner={planner} />);
    expect(
      screen.getByText(
        "The team visits Johnson Family from 08:00 AM until 09:00 AM, and this client's visits start at least 1 hr 30 min before or after the team's other visits (30 min plus the service time).",
      ),
    ).toBeTruthy();
    act(() => planner.openManual(planner.openEntries[0]!));
    expect(
      screen.getByText(
        "Johnson Family, from 08:00 AM until 09:00 AM: 60 minutes apart, and this client's visits start at least 1 hr 30 min before or after the team's other visits (30 min plus the service time) and visits keep at least 42 min apart",
      ),
    ).toBeTruthy();
  });
});
