// The plain version of the appointment-keeping order: every order of the free stops, tried one by
// one, each scheduled step by step (arrive, wait if early, serve, travel on), the best kept by
// lateness then metres. An order is abandoned as soon as its lateness so far, or its lateness and
// metres so far, already lose to the best found: both only grow as stops are added. The reference
// the engine is tested and benchmarked against; not exported from the package. Factorial time:
// up to about 10 free stops.
import { costLess, type PathStart, type AppointmentDay } from './appointment-day.rules';

interface ReferenceOrder {
  readonly path: readonly number[];
  readonly late: number;
  readonly metres: number;
}

export function bestAppointmentOrderByPermutations(day: AppointmentDay, from: PathStart, free: readonly number[]): ReferenceOrder {
  let best: ReferenceOrder | null = null;
  const visit = (node: number, time: number, late: number, metres: number, path: number[], left: number[]) => {
    if (best && costLess(best.late, best.metres, late, metres)) return;
    if (left.length === 0) {
      if (!best || costLess(late, metres, best.late, best.metres)) best = { path: [...path], late, metres };
      return;
    }
    for (const next of left) {
      const arrival = time + day.travel[node * day.size + next]!;
      const lateHere = Math.max(0, arrival - day.due[next]!);
      const serviceStart = Math.max(arrival, day.ready[next]!);
      const leave = serviceStart + day.service[next]!;
      path.push(next);
      visit(
        next,
        leave,
        late + lateHere,
        metres + day.metres[node * day.size + next]!,
        path,
        left.filter((k) => k !== next),
      );
      path.pop();
    }
  };
  visit(from.node, from.time, from.late, from.metres, [], [...free]);
  return best!;
}
