// A finish done with no signal reaches the server when the signal comes back, and the server
// stamps its report with that moment. The documented finish carries no time, so the finish sent
// from the device's outbox carries the device's finish time at the end of its observation, in a
// mark a person can read too ("[finished on device 2026-11-26T13:45:12Z]"), and the reports read it
// back as the visit's finish.
import { Temporal } from 'temporal-polyfill';
import type { TaskReport } from '../reports/reports.port';
import { OBSERVATION_MAX_LENGTH, truncateObservation } from './visit.rules';

const MARK = /\s*\[finished on device (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)\]$/;
const markOf = (at: Temporal.Instant) => `[finished on device ${at.round({ smallestUnit: 'second', roundingMode: 'floor' }).toString()}]`;

/** A well-formed mark can still name no instant (a 31st of February). */
function instantOrNull(text: string): Temporal.Instant | null {
  try {
    return Temporal.Instant.from(text);
  } catch {
    return null;
  }
}

/** The longest a device's clock may be behind the server's receipt and still be believed. */
export const DEVICE_FINISH_MAX_DELAY = Temporal.Duration.from({ hours: 7 * 24 });

/** The observation with the device's finish time marked at its end, the text cut so that both fit in 250 characters. */
export function withDeviceFinishTime(observation: string, finishedAt: Temporal.Instant): string {
  const mark = markOf(finishedAt);
  const text = truncateObservation(readDeviceFinishTime(observation).text.slice(0, OBSERVATION_MAX_LENGTH - mark.length - 1)).trim();
  return text === '' ? mark : `${text} ${mark}`;
}

/** The observation's text without the mark, and the device's finish time the mark carries (null without one). */
export function readDeviceFinishTime(observation: string): { readonly text: string; readonly finishedAt: Temporal.Instant | null } {
  const found = MARK.exec(observation);
  if (!found) return { text: observation, finishedAt: null };
  return { text: observation.slice(0, found.index), finishedAt: instantOrNull(found[1]!) };
}

/**
 * A report with its device finish time read: the mark leaves the observation, and its time becomes
 * the finish when it is believable - not after the server received the finish (a device's clock
 * ahead), nor more than DEVICE_FINISH_MAX_DELAY before it (a clock far behind); otherwise the
 * server's time stays.
 */
export function withReadFinishTime(report: TaskReport): TaskReport {
  const { text, finishedAt } = readDeviceFinishTime(report.observation);
  if (finishedAt === null && text === report.observation) return report;
  const received = report.finishedAt;
  const believable =
    finishedAt !== null &&
    (received === null || (Temporal.Instant.compare(finishedAt, received) <= 0 && Temporal.Instant.compare(finishedAt, received.subtract(DEVICE_FINISH_MAX_DELAY)) >= 0));
  return believable ? { ...report, observation: text, finishedAt, finishedOnDevice: true } : { ...report, observation: text };
}

/** Where a report's finish time comes from: the device that sent it later (read from its mark), the server's receipt, or none without a finish. */
export function finishSourceOf(report: Pick<TaskReport, 'finishedAt' | 'finishedOnDevice'>): 'device' | 'server' | null {
  if (report.finishedAt === null) return null;
  return report.finishedOnDevice ? 'device' : 'server';
}
