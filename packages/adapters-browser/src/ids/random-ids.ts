// IdGenerator on the browser's cryptographic random UUIDs (a queued visit action's id).
import type { IdGenerator } from '@fieldteam/core';

export class RandomIds implements IdGenerator {
  newId(): string {
    return crypto.randomUUID();
  }
}
