import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { planDayMove, summarizeDayMove, type DayMoveRequest, type MovableVisit, type TeamVisits } from './day-move.rules';
import { planDayMoveByScan } from './day-move.reference';

const SP = 'America/Sao_Paulo';
/** mulberry32: the same visits every run. */
function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const local = (iso: string) => Temporal.PlainDateTime.from(iso).toZonedDateTime(SP);
const visit = (id: string, iso: string, durationMinutes = 60, status: MovableVisit['status'] = 'pending'): MovableVisit => {
  const start = local(iso);
  return { id, startMs: start.epochMilliseconds, durationMinutes, clientId: `c-${id}`, clientName: `Client ${id}`, start, status };
};
/** A visit of the client `client` (the same client as other visits of the test). */
const visitOf = (client: string, id: string, iso: string, durationMinutes = 60, status: MovableVisit['status'] = 'pending'): MovableVisit => ({ ...visit(id, iso, durationMinutes, status), clientId: `c-${client}`, clientName: `Client ${client}` });
const team = (visits: MovableVisit[], teamId = 't1'): TeamVisits => ({ teamId, teamName: `Team ${teamId}`, visits });
// Monday 2 March 2026, 07:00 in São Paulo; Sundays closed.
const REQUEST: DayMoveRequest = {
  day: Temporal.PlainDate.from('2026-03-03'),
  target: { kind: 'date', date: Temporal.PlainDate.from('2026-03-04') },
  now: Temporal.Instant.from('2026-03-02T10:00:00Z'),
  timeZone: SP,
  closedDays: [7],
};
const at = (d: Temporal.ZonedDateTime | null) => (d ? d.toPlainDateTime().toString().slice(0, 16) : null);

function moves(teams: TeamVisits[], request: Partial<DayMoveRequest> = {}) {
  const plan = planDayMove(teams, { ...REQUEST, ...request });
  if (!plan.ok) throw new Error(plan.error);
  return plan.value.changes.map((c) => ({ id: c.visit.id, to: at(c.to), avoided: c.avoided.map((v) => v.id) }));
}

function stays(teams: TeamVisits[], request: Partial<DayMoveRequest> = {}) {
  const plan = planDayMove(teams, { ...REQUEST, ...request });
  if (!plan.ok) throw new Error(plan.error);
  return plan.value.changes.map((c) => [c.visit.id, c.stays]);
}

describe('planning a day move', () => {
  it('keeps each visit at its own time on the target day when that time is free', () => {
    expect(moves([team([visit('a', '2026-03-03T09:00'), visit('b', '2026-03-03T14:00')])])).toEqual([
      { id: 'a', to: '2026-03-04T09:00', avoided: [] },
      { id: 'b', to: '2026-03-04T14:00', avoided: [] },
    ]);
  });

  it("moves a visit that would clash to the first free slot after the other visit's 42-minute buffer", () => {
    // The target day's visit 09:00-10:00 occupies 08:18-10:42: a 60-minute visit may start at 10:42,
    // which is kept; one minute earlier it walks in 15-minute steps to 10:56.
    const busy = visit('x', '2026-03-04T09:00', 60);
    expect(moves([team([busy, visit('a', '2026-03-03T10:42')])])).toEqual([{ id: 'a', to: '2026-03-04T10:42', avoided: [] }]);
    expect(moves([team([busy, visit('a', '2026-03-03T10:41')])])).toEqual([{ id: 'a', to: '2026-03-04T10:56', avoided: ['x'] }]);
    expect(moves([team([busy, visit('a', '2026-03-03T09:00')])])).toEqual([{ id: 'a', to: '2026-03-04T10:45', avoided: ['x'] }]);
  });

  it('keeps the moved visits clear of each other, in their order of the day', () => {
    expect(moves([team([visit('x', '2026-03-04T09:00'), visit('a', '2026-03-03T09:00'), visit('b', '2026-03-03T09:30', 30)])])).toEqual([
      { id: 'a', to: '2026-03-04T10:45', avoided: ['x'] },
      // 'a' now occupies 10:03-12:27 on the target day.
      { id: 'b', to: '2026-03-04T12:30', avoided: ['x'] },
    ]);
  });

  it('ends every visit by 18:00, rolling to 08:00 of the next open day', () => {
    expect(moves([team([visit('a', '2026-03-03T17:00'), visit('b', '2026-03-03T17:15', 30)])], { target: { kind: 'date', date: Temporal.PlainDate.from('2026-03-07') } })).toEqual([
      { id: 'a', to: '2026-03-07T17:00', avoided: [] },
      // 17:15 + 30 min fits, but 'a' holds until 18:42: Sunday is closed, so Monday 08:00.
      { id: 'b', to: '2026-03-09T08:00', avoided: ['a'] },
    ]);
    expect(moves([team([visit('a', '2026-03-03T17:01')])])).toEqual([{ id: 'a', to: '2026-03-05T08:00', avoided: [] }]);
  });

  it('moves only the pending visits of the day, of the teams asked; started ones stay and keep their time', () => {
    const other = team([visit('o', '2026-03-03T09:00')], 't2');
    const plan = moves([team([visit('s', '2026-03-03T08:00', 60, 'started'), visit('a', '2026-03-03T09:00'), visit('next', '2026-03-04T12:00')])]);
    expect(plan).toEqual([{ id: 'a', to: '2026-03-04T09:00', avoided: [] }]);
    expect(moves([team([visit('a', '2026-03-03T09:00')]), other]).map((m) => m.id)).toEqual(['a', 'o']);
  });

  it('takes the next working day after the moved one, skipping closed days', () => {
    const saturday = Temporal.PlainDate.from('2026-03-07');
    const plan = planDayMove([team([visit('a', '2026-03-07T09:00')])], { ...REQUEST, day: saturday, target: { kind: 'next-working-day' } });
    expect(plan.ok && plan.value.target.toString()).toBe('2026-03-09');
    expect(plan.ok && at(plan.value.changes[0]!.to)).toBe('2026-03-09T09:00');
    expect(planDayMove([team([visit('a', '2026-03-03T09:00')])], { ...REQUEST, target: { kind: 'next-working-day' } })).toMatchObject({ ok: true, value: { target: Temporal.PlainDate.from('2026-03-04') } });
  });

  it('refuses a target that is the day itself, a closed day, a day past, or a business with no open day', () => {
    const day = [team([visit('a', '2026-03-03T09:00')])];
    const date = (iso: string) => ({ kind: 'date' as const, date: Temporal.PlainDate.from(iso) });
    expect(planDayMove(day, { ...REQUEST, target: date('2026-03-03') })).toEqual({ ok: false, error: 'TARGET_IS_THE_DAY' });
    expect(planDayMove(day, { ...REQUEST, target: date('2026-03-08') })).toEqual({ ok: false, error: 'TARGET_CLOSED' });
    expect(planDayMove(day, { ...REQUEST, target: date('2026-02-28') })).toEqual({ ok: false, error: 'TARGET_IN_THE_PAST' });
    expect(planDayMove(day, { ...REQUEST, target: { kind: 'next-working-day' }, closedDays: [1, 2, 3, 4, 5, 6, 7] })).toEqual({ ok: false, error: 'NO_OPEN_DAY' });
    expect(planDayMove([team([visit('a', '2026-03-04T09:00')])], REQUEST)).toEqual({ ok: false, error: 'NOTHING_TO_MOVE' });
  });

  it('moves onto today, but never before now', () => {
    // Now is 07:00 on Monday: a 09:00 visit keeps its time; with now at 09:05 it goes to 09:15.
    expect(moves([team([visit('a', '2026-03-03T09:00')])], { target: { kind: 'date', date: Temporal.PlainDate.from('2026-03-02') } })).toEqual([{ id: 'a', to: '2026-03-02T09:00', avoided: [] }]);
    expect(moves([team([visit('a', '2026-03-03T09:00')])], { target: { kind: 'date', date: Temporal.PlainDate.from('2026-03-02') }, now: Temporal.Instant.from('2026-03-02T12:05:00Z') })).toEqual([
      { id: 'a', to: '2026-03-02T09:15', avoided: [] },
    ]);
  });

  it('leaves a visit where it is when no free slot comes within 1000 tries', () => {
    // A visit every hour from 08:00 to 17:00 for 60 days: 1000 candidates are about 27 open days.
    const wall: MovableVisit[] = [];
    for (let day = 0; day < 60; day++) {
      const date = Temporal.PlainDate.from('2026-03-04').add({ days: day });
      for (let hour = 8; hour < 18; hour++) wall.push(visit(`w${day}-${hour}`, `${date.toString()}T${String(hour).padStart(2, '0')}:00`));
    }
    expect(moves([team([...wall, visit('a', '2026-03-03T09:00')])])).toMatchObject([{ id: 'a', to: null }]);
  });

  it("never moves a visit clear of its own client's visit: when its same time clashes with the client's visit there, it stays where it is", () => {
    // Sabrina has a visit on the day moved and one at the same time on the target day.
    const own = [visitOf('sabrina', 's1', '2026-03-03T09:00'), visitOf('sabrina', 's2', '2026-03-04T09:00')];
    expect(moves([team(own)])).toEqual([{ id: 's1', to: null, avoided: [] }]);
    const plan = planDayMove([team(own)], REQUEST);
    expect(plan.ok && plan.value.changes.map((c) => [c.stays, c.clientVisit?.id])).toEqual([['CLIENT_VISIT_AT_THAT_TIME', 's2']]);
    // A visit in progress of the client counts as well.
    expect(stays([team([visitOf('sabrina', 's1', '2026-03-03T09:00'), visitOf('sabrina', 's2', '2026-03-04T09:30', 60, 'started')])])).toEqual([['s1', 'CLIENT_VISIT_AT_THAT_TIME']]);
    // Another client's visit at that time is still moved clear of, by name.
    expect(moves([team([visitOf('sabrina', 's1', '2026-03-03T09:00'), visit('x', '2026-03-04T09:00')])])).toEqual([{ id: 's1', to: '2026-03-04T10:45', avoided: ['x'] }]);
  });

  it("moves a visit whose same time is clear of the client's visit on the target day (the bound: its 42-minute buffer)", () => {
    // The client's 09:00-10:00 visit on the target day occupies 08:18-10:42: 10:42 is clear, 10:41 is not.
    const theirs = visitOf('ana', 'a2', '2026-03-04T09:00');
    expect(moves([team([theirs, visitOf('ana', 'a1', '2026-03-03T10:42')])])).toEqual([{ id: 'a1', to: '2026-03-04T10:42', avoided: [] }]);
    expect(stays([team([theirs, visitOf('ana', 'a1', '2026-03-03T10:42')])])).toEqual([['a1', null]]);
    expect(stays([team([theirs, visitOf('ana', 'a1', '2026-03-03T10:41')])])).toEqual([['a1', 'CLIENT_VISIT_AT_THAT_TIME']]);
    // Before it: a 60-minute visit at 07:18 would end at the buffer's start, but the day opens at 08:00.
    expect(stays([team([theirs, visitOf('ana', 'a1', '2026-03-03T08:00')])])).toEqual([['a1', 'CLIENT_VISIT_AT_THAT_TIME']]);
    // The client's visits on other days do not stop the move.
    expect(moves([team([visitOf('ana', 'a0', '2026-03-02T09:00'), visitOf('ana', 'a1', '2026-03-03T09:00'), visitOf('ana', 'a2', '2026-03-05T09:00')])])).toEqual([
      { id: 'a1', to: '2026-03-04T09:00', avoided: [] },
    ]);
  });

  it("walks on clear of the client's visit without naming it when another client's visit moved it from its time", () => {
    // x holds 08:18-10:42; the client's own 11:15 visit holds 10:33-12:57: the 30-minute visit, clear
    // of its client's visit at 09:00, walks past both to 13:00 and names only x.
    const day = [visitOf('ana', 'a1', '2026-03-03T09:00', 30), visit('x', '2026-03-04T09:00'), visitOf('ana', 'a2', '2026-03-04T11:15')];
    expect(moves([team(day)])).toEqual([{ id: 'a1', to: '2026-03-04T13:00', avoided: ['x'] }]);
  });

  it("moves two visits of one client on the day together, each clear of the other, without naming the client's own visit", () => {
    const day = [visitOf('ana', 'a1', '2026-03-03T09:00'), visit('x', '2026-03-04T09:00'), visitOf('ana', 'a2', '2026-03-03T11:00')];
    // a1 goes to 10:45 clear of x; a2 at 11:00 would overlap a1 there: it walks on, and names nobody.
    expect(moves([team(day)])).toEqual([
      { id: 'a1', to: '2026-03-04T10:45', avoided: ['x'] },
      { id: 'a2', to: '2026-03-04T12:30', avoided: [] },
    ]);
  });

  it('sums up where the visits land: on the target day, past it when the walk rolls, and how many stay', () => {
    const plan = planDayMove(
      [team([visit('a', '2026-03-03T09:00'), visit('b', '2026-03-03T17:01'), visitOf('sabrina', 's1', '2026-03-03T15:00'), visitOf('sabrina', 's2', '2026-03-04T15:00')])],
      REQUEST,
    );
    if (!plan.ok) throw new Error(plan.error);
    const summary = summarizeDayMove(plan.value);
    expect({ ...summary, landings: summary.landings.map((l) => [l.date.toString(), l.count]) }).toEqual({
      moving: 2,
      landings: [
        ['2026-03-04', 1],
        ['2026-03-05', 1],
      ],
      allOnTarget: false,
      staying: 1,
    });
    const onTarget = planDayMove([team([visit('a', '2026-03-03T09:00'), visit('b', '2026-03-03T14:00')])], REQUEST);
    expect(onTarget.ok && summarizeDayMove(onTarget.value)).toMatchObject({ moving: 2, allOnTarget: true, staying: 0 });
  });

  it('plans exactly as the plain scan does', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 12; round++) {
      const visits: MovableVisit[] = [];
      for (let i = 0; i < 60; i++) {
        const day = 3 + Math.floor(random() * 4);
        const minute = 7 * 60 + 5 * Math.floor(random() * 150);
        const iso = `2026-03-0${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        // Some rounds share a few clients between the visits, so that clients' own visits meet.
        const made = visit(`v${i}`, iso, 15 * Math.floor(random() * 8), random() < 0.1 ? 'started' : 'pending');
        visits.push(round % 3 === 0 ? { ...made, clientId: `c${Math.floor(random() * 8)}` } : made);
      }
      const request = { ...REQUEST, target: round % 2 ? REQUEST.target : { kind: 'next-working-day' as const } };
      const strip = (plan: ReturnType<typeof planDayMove>) => (plan.ok ? plan.value.changes.map((c) => [c.visit.id, at(c.to), c.stays, c.clientVisit?.id, c.avoided.map((v) => v.id)]) : plan.error);
      expect(strip(planDayMove([team(visits)], request))).toEqual(strip(planDayMoveByScan([team(visits)], request)));
    }
  });
});
