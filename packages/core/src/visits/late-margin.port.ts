// Where the business's late margin is kept: on the device, per business, like the road's planning
// speed. It is a setting, not the session's data, so a sign-out keeps it.

export interface LateMarginStore {
  /** The margin kept for the business of `ownerId`, in minutes; null when none is. */
  load(ownerId: string): number | null;
  save(ownerId: string, minutes: number): void;
}
