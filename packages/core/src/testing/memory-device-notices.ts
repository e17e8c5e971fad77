// A device's notices as a test drives them: the permission it holds, what the prompt answers, and
// every notice shown.
import type { DeviceNotice, DeviceNotices, NoticePermission } from '../board/device-notices.port';

export class MemoryDeviceNotices implements DeviceNotices {
  readonly shown: DeviceNotice[] = [];
  asked = 0;
  constructor(
    public current: NoticePermission = 'default',
    /** What the prompt answers when asked. */
    public answer: NoticePermission = 'granted',
  ) {}
  permission() {
    return this.current;
  }
  async ask() {
    this.asked += 1;
    if (this.current === 'default') this.current = this.answer;
    return this.current;
  }
  show(notice: DeviceNotice) {
    this.shown.push(notice);
  }
}
