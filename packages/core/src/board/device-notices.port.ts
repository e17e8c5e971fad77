// Notices the device shows outside the page (the browser's notifications), which a person allows
// or refuses once for the site. Asked only when the person asks for them; while refused, nothing.

/** Whether the device may show notices: allowed, refused, not asked yet, or no such thing here. */
export type NoticePermission = 'granted' | 'denied' | 'default' | 'unsupported';

export interface DeviceNotice {
  readonly title: string;
  readonly body: string;
  /** A notice with the same tag replaces the one shown, never adds a second. */
  readonly tag: string;
}

export interface DeviceNotices {
  permission(): NoticePermission;
  /** Asks the person (the device's own prompt); call it only from their own click. */
  ask(): Promise<NoticePermission>;
  show(notice: DeviceNotice): void;
}
