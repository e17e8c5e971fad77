// A staged start answers while its largest collections are still being read. Only the
// calls known to need none of them go ahead (the health check, and signing in: the people, their
// sessions, codes, mails and companies are read first); every other call waits here until the
// whole file is in, and then runs as usual, so no answer is built from part of the data. A call
// that went ahead and touched a collection still loading would load the rest at once first (the
// tables see to that), never answer from part of it.
import type { NextFunction, Request, Response } from 'express';
import type { Store } from '../store/store';

const NEED_NO_LATER_DATA = new Set(['GET /health', 'HEAD /health', 'POST /login']);

export function waitForTheData(store: Store) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const loaded = store.whenLoaded();
    if (loaded === null || NEED_NO_LATER_DATA.has(`${req.method} ${req.path.replace(/\/+$/, '')}`)) {
      next();
      return;
    }
    void loaded.then(() => next());
  };
}
