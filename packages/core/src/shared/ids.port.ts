// New unique ids for records made on the device (a queued visit action), behind a port so that
// tests get predictable ones.
export interface IdGenerator {
  newId(): string;
}
