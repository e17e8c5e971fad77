// The owner's live board of today: each team's visits done, in progress, pending, cancelled, late
// and running over, its next stop and the day's takings, and the visits late or running over by
// name. It refreshes when the page comes back into focus and every minute (the screen drives
// both); a refresh keeps the board shown until the new one is there, so nothing flickers, and a
// failed refresh keeps it too, marked as not up to date. The business's margin (LateMargin) is set
// here; the owner may allow the browser's notifications, which tell of each visit that turns late or
// runs over while the board is open (MarkNotices).
import { LATE_MARGIN_LIMITS, type DayBoard, type DeviceNotice, type LateMargin, type LoadDayBoard, type MarkNotices, type NoticePermission, type VisitMark } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../../shared/failure-message';
import type { MessageRef } from '../../shared/message';
import type { ShownZones } from '../../shared/shown-zones';

export const BOARD_REFRESH_MS = 60_000;
/**
 * Marks listed before "Show all": the first late visits are the ones acted on, and a day of hundreds
 * of them listed whole took a slow phone a quarter of a second to lay out; the totals count them all.
 */
const MARKS_SHOWN = 20;

/** A notice's words for a mark, in the screen's language and the business's zone. */
type NoticeWords = (mark: VisitMark) => Omit<DeviceNotice, 'tag'>;

export class LiveBoardViewModel {
  board: DayBoard | null = null;
  loading = true;
  /** Why the last refresh failed; the board shown is then the one before. */
  problem: MessageRef | null = null;
  /** The business's zone, which the board's times are in. */
  readonly zones: ShownZones;
  /** The minutes a visit is allowed before it is late or running over. */
  marginMinutes: number;
  /** The margin's field while it is typed. */
  marginText: string;
  marginInvalid = false;
  /** Whether every mark is listed, not only the first MARKS_SHOWN. */
  allMarksShown = false;
  /** Whether this browser shows the board's notifications: allowed, refused, not asked, or unable to. */
  permission: NoticePermission;
  private inFlight: Promise<void> | null = null;
  private askedAgain = false;
  /** The next board's marks are only recorded, not told of: they are on the screen (the first board, a new margin). */
  private quiet = true;
  private words: NoticeWords | null = null;

  constructor(
    private readonly loadBoard: Pick<LoadDayBoard, 'execute'>,
    zones: ShownZones,
    private readonly margin: Pick<LateMargin, 'current' | 'set'>,
    private readonly notices: Pick<MarkNotices, 'permission' | 'ask' | 'follow'>,
  ) {
    this.zones = zones;
    this.marginMinutes = margin.current();
    this.marginText = String(this.marginMinutes);
    this.permission = notices.permission();
    makeAutoObservable<LiveBoardViewModel, 'loadBoard' | 'inFlight' | 'askedAgain' | 'margin' | 'notices' | 'quiet' | 'words'>(this, {
      loadBoard: false,
      inFlight: false,
      askedAgain: false,
      margin: false,
      notices: false,
      quiet: false,
      words: false,
      board: observableRef,
      zones: false,
    });
  }

  /** The currency of the takings: the business's, once its zone is known (null before: no symbol). */
  get currency(): string | null {
    return this.zones.currency;
  }

  get totals() {
    const teams = this.board?.teams ?? [];
    const sum = (pick: (t: DayBoard['teams'][number]) => number) => teams.reduce((n, t) => n + pick(t), 0);
    return {
      done: sum((t) => t.done),
      inProgress: sum((t) => t.inProgress),
      pending: sum((t) => t.pending),
      cancelled: sum((t) => t.cancelled),
      late: sum((t) => t.late),
      over: sum((t) => t.over),
      takings: this.board?.takings ?? 0,
    };
  }

  /** The visits late or running over, by booked time. */
  get marks(): readonly VisitMark[] {
    return this.board?.marks ?? [];
  }

  /** The marks listed: the first MARKS_SHOWN, or all once asked. */
  get shownMarks(): readonly VisitMark[] {
    return this.allMarksShown ? this.marks : this.marks.slice(0, MARKS_SHOWN);
  }

  showAllMarks(): void {
    this.allMarksShown = true;
  }

  /** Whether notices are told: the browser allows them. The board then refreshes even while its tab is hidden. */
  get notifying(): boolean {
    return this.permission === 'granted';
  }

  /** How the screen words a notice (its language, the business's zone); without it, none is shown. */
  wordNoticesWith(words: NoticeWords): void {
    this.words = words;
  }

  /** The owner's click: the browser's prompt, once; what they answered is shown. */
  async allowNotices(): Promise<void> {
    if (this.permission !== 'default') return;
    const answer = await this.notices.ask();
    runInAction(() => (this.permission = answer));
  }

  setMarginText(text: string): void {
    this.marginText = text;
    this.marginInvalid = false;
  }

  /** Keeps the margin typed (whole minutes within the limits) and counts the board again with it; another text is refused and says so. */
  commitMargin(): void {
    const text = this.marginText.trim();
    const kept = /^\d+$/.test(text) ? this.margin.set(Number(text)) : null;
    if (!kept?.ok) {
      this.marginInvalid = true;
      return;
    }
    this.marginInvalid = false;
    this.marginText = String(kept.value);
    if (kept.value === this.marginMinutes) return;
    this.marginMinutes = kept.value;
    // The marks a new margin brings are the owner's own doing, and on the screen: not told of.
    this.quiet = true;
    void this.refresh();
  }

  get marginLimits() {
    return LATE_MARGIN_LIMITS;
  }

  /**
   * Loads the board. A refresh asked while one is running is done once more after it (however many
   * were asked), so the board ends as of the last ask: a minute's tick that finds the previous
   * minute's refresh still running would otherwise leave the board a minute behind.
   */
  refresh(): Promise<void> {
    if (this.inFlight) {
      this.askedAgain = true;
      return this.inFlight;
    }
    this.inFlight = (async () => {
      do {
        this.askedAgain = false;
        await this.load();
      } while (this.askedAgain);
    })().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async load(): Promise<void> {
    void this.zones.ask();
    const result = await this.loadBoard.execute(undefined, { marginMinutes: this.marginMinutes });
    runInAction(() => {
      this.loading = false;
      // The owner may allow or block notifications in the browser's settings at any time.
      this.permission = this.notices.permission();
      if (result.ok) {
        this.board = result.value;
        this.problem = null;
        const words = this.words;
        this.notices.follow(result.value.marks, (mark) => (words ? words(mark) : { title: mark.clientName, body: '' }), !this.quiet && words !== null);
        this.quiet = false;
      } else this.problem = failureMessage(result.error);
    });
  }
}
