// The visits of a client being scheduled, against the team's agenda: which dates conflict, the
// automatic adjustment, and the manual path (explain, suggest, pick, type a time, skip). Each step
// returns a new plan; the add-client and add-dates screens keep one and show its summary
// ("12 of 52 visits moved").
import type { Temporal } from 'temporal-polyfill';
import { err, ok, type Result } from '../shared/result';
import { adjustAutomatically } from './automatic-adjustment.rules';
import type { PlacementRules } from './conflict.policy';
import {
  checkReplacement,
  explainConflicts,
  suggestSlots,
  type ConflictExplanation,
  type ReplacementRefusal,
  type SlotSuggestions,
} from './manual-adjustment.rules';
import { checkDates, type AgendaTask, type TeamAgenda } from './team-agenda.entity';

export type PlanEntryStatus = 'free' | 'conflict' | 'moved' | 'picked' | 'skipped' | 'unplaced';

export interface PlanEntry<T extends AgendaTask = AgendaTask> {
  /** The date the recurrence generated. */
  readonly original: Temporal.ZonedDateTime;
  /** Where the visit stands now; null when skipped or when no free slot was found. */
  readonly date: Temporal.ZonedDateTime | null;
  readonly status: PlanEntryStatus;
  /** The team tasks the original date conflicted with. */
  readonly conflicts: readonly T[];
}

export interface VisitPlan<T extends AgendaTask = AgendaTask> {
  readonly agenda: TeamAgenda<T>;
  readonly rules: PlacementRules;
  readonly entries: readonly PlanEntry<T>[];
}

export interface PlanSummary {
  readonly total: number;
  /** Moved automatically or by hand. */
  readonly moved: number;
  readonly skipped: number;
  readonly unplaced: number;
  /** Dates still conflicting (not yet adjusted). */
  readonly conflicting: number;
  /** Visits that will be saved. */
  readonly scheduled: number;
}

/** The "continue" check: every generated date against the team's tasks, under the policy's window. */
export function planVisits<T extends AgendaTask>(agenda: TeamAgenda<T>, dates: readonly Temporal.ZonedDateTime[], rules: PlacementRules): VisitPlan<T> {
  const entries = checkDates(agenda, dates, rules).map(
    (check): PlanEntry<T> => ({ original: check.date, date: check.date, status: check.conflicts.length > 0 ? 'conflict' : 'free', conflicts: check.conflicts }),
  );
  return { agenda, rules, entries };
}

export function summarize(plan: VisitPlan): PlanSummary {
  const count = (status: PlanEntryStatus) => plan.entries.filter((e) => e.status === status).length;
  return {
    total: plan.entries.length,
    moved: count('moved') + count('picked'),
    skipped: count('skipped'),
    unplaced: count('unplaced'),
    conflicting: count('conflict'),
    scheduled: plan.entries.filter((e) => e.date !== null).length,
  };
}

export const hasConflicts = (plan: VisitPlan): boolean => plan.entries.some((e) => e.status === 'conflict');

/** The dates to save, in time order. */
export function plannedDates(plan: VisitPlan): Temporal.ZonedDateTime[] {
  return plan.entries.flatMap((e) => (e.date ? [e.date] : [])).sort((a, b) => a.epochMilliseconds - b.epochMilliseconds);
}

const otherDates = (plan: VisitPlan, index: number): Temporal.ZonedDateTime[] =>
  plan.entries.flatMap((e, i) => (i !== index && e.date && e.status !== 'conflict' ? [e.date] : []));

/**
 * Automatic adjustment of every date still to be saved: conflicting dates move forward to the next
 * free slot (15-minute steps inside 08:00-18:00, next open day, at most 1000 tries) and dates of
 * the batch avoid each other. Dates picked by hand or skipped stay as they are.
 */
export function adjustPlan<T extends AgendaTask>(plan: VisitPlan<T>): VisitPlan<T> {
  const fixed = plan.entries.flatMap((e) => (e.status === 'picked' && e.date ? [e.date] : []));
  const movable = plan.entries.map((e, i) => ({ e, i })).filter(({ e }) => e.status !== 'picked' && e.status !== 'skipped');
  // Placed dates are processed in order; the ones picked by hand are placed first so the others avoid them.
  const pickedFirst = [...fixed, ...movable.map(({ e }) => e.original)];
  const adjusted = adjustAutomatically(plan.agenda, pickedFirst, plan.rules).slice(fixed.length);
  const entries = [...plan.entries];
  movable.forEach(({ e, i }, k) => {
    const a = adjusted[k]!;
    entries[i] =
      a.outcome === 'kept'
        ? { ...e, date: a.date, status: e.conflicts.length > 0 ? 'moved' : 'free' }
        : a.outcome === 'moved'
          ? // Moved for the tasks in its way: those of the conflict window and those whose time (with
            // the journey around it) it would overlap, which the window alone does not see.
            { ...e, date: a.to, status: 'moved', conflicts: a.avoided.length > 0 ? a.avoided : e.conflicts }
          : { ...e, date: null, status: 'unplaced' };
  });
  return { ...plan, entries };
}

/** Why the entry's date is not free: the tasks (and other new dates) in its way. */
export function explainEntry<T extends AgendaTask>(plan: VisitPlan<T>, index: number): readonly ConflictExplanation<T>[] {
  const entry = plan.entries[index];
  if (!entry) return [];
  return explainConflicts(plan.agenda, entry.original, plan.rules, otherDates(plan, index));
}

/** The nearest free slots before and after the entry's original date. */
export function suggestForEntry(plan: VisitPlan, index: number, now: Temporal.Instant): SlotSuggestions {
  const entry = plan.entries[index];
  if (!entry) return { before: [], after: [] };
  return suggestSlots(plan.agenda, entry.original, plan.rules, { now, otherDates: otherDates(plan, index) });
}

/** Puts the entry on a date the person picked or typed, after re-checking it. */
export function replaceEntry<T extends AgendaTask>(
  plan: VisitPlan<T>,
  index: number,
  candidate: Temporal.ZonedDateTime,
  now: Temporal.Instant,
): Result<VisitPlan<T>, ReplacementRefusal<T>> {
  const entry = plan.entries[index];
  if (!entry) return ok(plan);
  const checked = checkReplacement(plan.agenda, candidate, plan.rules, { now, otherDates: otherDates(plan, index) });
  if (!checked.ok) return err(checked.error);
  const entries = plan.entries.map((e, i) => (i === index ? { ...e, date: checked.value, status: 'picked' as const } : e));
  return ok({ ...plan, entries });
}

/** Leaves the entry out of the schedule. */
export function skipEntry<T extends AgendaTask>(plan: VisitPlan<T>, index: number): VisitPlan<T> {
  return { ...plan, entries: plan.entries.map((e, i) => (i === index ? { ...e, date: null, status: 'skipped' as const } : e)) };
}
