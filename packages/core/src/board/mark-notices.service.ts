// The owner's notices of the visits that turn late or run over while the live board is open: one
// per visit and kind (a visit late, then running over once started, is told of twice), never
// again for the same one. The board's first drawing only records what it shows (the owner sees
// those on the screen); so does a board with notices not allowed, which therefore never tells of a
// mark later that was on the screen when the owner allowed them.
import type { VisitMark } from './day-board.rules';
import type { DeviceNotice, DeviceNotices, NoticePermission } from './device-notices.port';

const keyOf = (mark: Pick<VisitMark, 'kind' | 'visitId'>) => `${mark.kind}:${mark.visitId}`;

export class MarkNotices {
  private readonly seen = new Set<string>();

  constructor(private readonly notices: DeviceNotices) {}

  permission(): NoticePermission {
    return this.notices.permission();
  }

  /** The device's prompt, from the owner's click; what they answered. */
  ask(): Promise<NoticePermission> {
    return this.notices.ask();
  }

  /**
   * Follows the board's marks: each one not seen before is told of (`noticeOf` words it) when
   * `tell` is true and the device allows notices, and recorded as seen either way. The marks told.
   */
  follow(marks: readonly VisitMark[], noticeOf: (mark: VisitMark) => Omit<DeviceNotice, 'tag'>, tell: boolean): VisitMark[] {
    const fresh = marks.filter((mark) => !this.seen.has(keyOf(mark)));
    for (const mark of fresh) this.seen.add(keyOf(mark));
    if (!tell || fresh.length === 0 || this.notices.permission() !== 'granted') return [];
    for (const mark of fresh) this.notices.show({ ...noticeOf(mark), tag: `fieldteam-${keyOf(mark)}` });
    return fresh;
  }
}
