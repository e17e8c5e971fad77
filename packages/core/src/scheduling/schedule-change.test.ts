import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ScheduledVisit, TeamClientVisits } from '../clients/client.entity';
import { localToEpochConverter, teamAgendaTasks } from './schedule-change';

const zone = 'America/Sao_Paulo';
const visit = (id: string, start: string, status: ScheduledVisit['status'] = 'pending'): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status });
const other = (start: string, serviceMinutes: number | null = 60): TeamClientVisits => ({ clientId: 'other', clientName: 'Johnson Family', serviceMinutes, visits: [visit(`o-${start}`, start)] });

describe('the agenda of local times', () => {
  it.each(['America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon'])('gives the same instants as Temporal in %s, through a year with its offset changes', (timeZone) => {
    const toEpoch = localToEpochConverter(timeZone);
    let local = Temporal.PlainDateTime.from('2026-01-01T00:30');
    while (local.year === 2026) {
      expect(toEpoch(local)).toBe(local.toZonedDateTime(timeZone).epochMilliseconds);
      local = local.add({ hours: 5, minutes: 13 });
    }
    // The skipped and repeated hours of New York's changes resolve as Temporal does (compatible).
    for (const iso of ['2026-03-08T02:30', '2026-11-01T01:30']) expect(toEpoch(Temporal.PlainDateTime.from(iso))).toBe(Temporal.PlainDateTime.from(iso).toZonedDateTime(timeZone).epochMilliseconds);
  });

  it('shows each task at its local time, with its client', () => {
    const [task] = teamAgendaTasks([other('2026-03-10T09:00')], zone);
    expect(task).toMatchObject({ clientName: 'Johnson Family', durationMinutes: 60 });
    expect(task!.start.toString()).toBe('2026-03-10T09:00:00-03:00[America/Sao_Paulo]');
  });
});
