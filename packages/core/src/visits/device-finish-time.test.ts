import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { TaskReport } from '../reports/reports.port';
import { finishSourceOf, readDeviceFinishTime, withDeviceFinishTime, withReadFinishTime } from './device-finish-time';

const at = (iso: string) => Temporal.Instant.from(iso);
const report = (observation: string, finishedAt: string | null, startedAt: string | null = '2026-11-26T12:00:00Z'): TaskReport => ({
  visitId: 'v1',
  visitDate: Temporal.PlainDate.from('2026-11-26'),
  taskId: 't1',
  startedAt: startedAt === null ? null : at(startedAt),
  finishedAt: finishedAt === null ? null : at(finishedAt),
  collaboratorName: 'Lia',
  observation,
});

describe('the device finish time carried by the observation', () => {
  it('marks the observation with the time to the second, and reads both back', () => {
    const marked = withDeviceFinishTime('Gate fixed', at('2026-11-26T13:45:12.987Z'));
    expect(marked).toBe('Gate fixed [finished on device 2026-11-26T13:45:12Z]');
    expect(readDeviceFinishTime(marked)).toEqual({ text: 'Gate fixed', finishedAt: at('2026-11-26T13:45:12Z') });
  });

  it('an empty observation is the mark alone; a text with no mark reads as itself', () => {
    expect(withDeviceFinishTime('', at('2026-11-26T13:45:00Z'))).toBe('[finished on device 2026-11-26T13:45:00Z]');
    expect(readDeviceFinishTime('[finished on device 2026-11-26T13:45:00Z]')).toEqual({ text: '', finishedAt: at('2026-11-26T13:45:00Z') });
    expect(readDeviceFinishTime('finished on device, no mark')).toEqual({ text: 'finished on device, no mark', finishedAt: null });
  });

  it('keeps the whole within 250 characters: a full observation gives up its end to the mark', () => {
    const marked = withDeviceFinishTime('x'.repeat(250), at('2026-11-26T13:45:00Z'));
    expect(marked).toHaveLength(250);
    expect(readDeviceFinishTime(marked)).toEqual({ text: 'x'.repeat(208), finishedAt: at('2026-11-26T13:45:00Z') });
  });

  it('marking twice (a finish sent again) keeps one mark', () => {
    const once = withDeviceFinishTime('ok', at('2026-11-26T13:45:00Z'));
    expect(withDeviceFinishTime(once, at('2026-11-26T13:45:00Z'))).toBe(once);
  });
});

describe('withReadFinishTime: the report shows the device time when it is believable', () => {
  it('a finish received 90 s late shows its device time, and the mark leaves the observation', () => {
    const read = withReadFinishTime(report('Done [finished on device 2026-11-26T13:00:00Z]', '2026-11-26T13:01:30Z'));
    expect(read.finishedAt).toEqual(at('2026-11-26T13:00:00Z'));
    expect(read.observation).toBe('Done');
    expect(read.finishedOnDevice).toBe(true);
  });

  it('at the bounds: the receipt itself and 7 days before it are believed; a second after it or beyond 7 days is not', () => {
    const received = '2026-11-26T13:00:00Z';
    const deviceAt = (iso: string) => withReadFinishTime(report(`ok [finished on device ${iso}]`, received));
    expect(deviceAt('2026-11-26T13:00:00Z').finishedOnDevice).toBe(true);
    expect(deviceAt('2026-11-19T13:00:00Z').finishedOnDevice).toBe(true);
    const ahead = deviceAt('2026-11-26T13:00:01Z');
    expect(ahead).toMatchObject({ finishedAt: at(received), observation: 'ok' });
    expect(ahead.finishedOnDevice).toBeUndefined();
    expect(deviceAt('2026-11-19T12:59:59Z').finishedAt).toEqual(at(received));
  });

  it('a report with no mark is left as it is', () => {
    const plain = report('All good', '2026-11-26T13:00:00Z');
    expect(withReadFinishTime(plain)).toBe(plain);
  });
});

describe('finishSourceOf: where the finish time a file gives comes from', () => {
  const received = '2026-11-26T13:00:00Z';
  const sourceAt = (deviceIso: string) => finishSourceOf(withReadFinishTime(report(`ok [finished on device ${deviceIso}]`, received)));

  it('the device for a believed mark, at both bounds; the server a second beyond either', () => {
    expect(sourceAt('2026-11-26T13:00:00Z')).toBe('device');
    expect(sourceAt('2026-11-19T13:00:00Z')).toBe('device');
    expect(sourceAt('2026-11-26T13:00:01Z')).toBe('server');
    expect(sourceAt('2026-11-19T12:59:59Z')).toBe('server');
  });

  it('the server for a finish sent at once (no mark); none for a visit not finished', () => {
    expect(finishSourceOf(withReadFinishTime(report('All good', received)))).toBe('server');
    expect(finishSourceOf(withReadFinishTime(report('', null)))).toBeNull();
  });
});
