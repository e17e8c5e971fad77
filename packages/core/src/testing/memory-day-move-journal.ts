// The day move kept on the device, in memory.
import type { DayMoveJournal, DayMoveRecord } from '../calendar/day-move-journal.port';

export class MemoryDayMoveJournal implements DayMoveJournal {
  record: DayMoveRecord | null = null;
  load(): DayMoveRecord | null {
    return this.record;
  }
  save(record: DayMoveRecord): void {
    this.record = record;
  }
  clear(): void {
    this.record = null;
  }
}
