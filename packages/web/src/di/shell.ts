// The shell: what every page needs, bound when the app starts; the other contexts load with their
// pages (app/pages.ts). The person's work on the device is here (the visit outbox and its sync,
// the day move, the imports, and what seals it): sign-out asks while any of it waits, and removes
// it; what waits of the visits is sent whatever page is open.
import { HttpAccountApi, HttpClient } from '@fieldteam/adapters-http';
import {
  BrowserCache,
  BrowserConnectivity,
  browserStorage,
  intervalScheduler,
  LocalStorageDayMoveJournal,
  LocalStorageInProgressVisits,
  LocalStorageLanguageStore,
  LocalStorageSessionStore,
  LocalStorageVisitOutbox,
} from '@fieldteam/adapters-browser';
import { CheckAuth, Logout, ReadVisitWorkOnDevice, VisitSync, type Connectivity, type InProgressVisits, type Scheduler, type SessionStore, type SyncVisitOutbox, type VisitOutbox } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { SessionViewModel } from '../shared/session.view-model';
import { LanguageViewModel } from '../i18n/language.view-model';
import { AppWrites } from '../shared/app-writes';
import { Notifier } from '../shared/notifier';
import { bindAdapter, bindClass } from './bind-class';
import { importJobsOnDemand, keptWorkOnDemand } from './device-work-on-demand';
import type { PlatformOptions } from './platform-options';
import { TOKENS as T } from './tokens';

export function shellModule(options: PlatformOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(T.platformOptions).toConstantValue(options);
    bind(T.navigator).toConstantValue(options.navigator);
    bind(T.storage).toConstantValue(options.storage ?? browserStorage());
    // Every write the app makes is told to what keeps the server's answers.
    bindClass(bind, AppWrites, []).inSingletonScope();
    bind(T.http)
      .toResolvedValue((writes: AppWrites) => new HttpClient({ baseUrl: options.apiBaseUrl, fetch: options.fetch, onWrite: writes.notify }), [AppWrites])
      .inSingletonScope();
    bindAdapter(bind, T.accountApi, HttpAccountApi, [T.http]).inSingletonScope();
    // The session store opens and closes the cache; use cases see it as the Cache port.
    bindClass(bind, BrowserCache, [T.storage]).inSingletonScope();
    bind(T.cache).toService(BrowserCache);
    bindAdapter(bind, T.sessionStore, LocalStorageSessionStore, [T.storage, BrowserCache]).inSingletonScope();
    // Each person's own, kept when the server ends their session.
    bindAdapter(bind, T.visitOutbox, LocalStorageVisitOutbox, [T.storage, T.sessionStore]).inSingletonScope();
    bindAdapter(bind, T.inProgressVisits, LocalStorageInProgressVisits, [T.storage, T.sessionStore]).inSingletonScope();
    bindAdapter(bind, T.dayMoveJournal, LocalStorageDayMoveJournal, [T.storage, T.sessionStore]).inSingletonScope();
    // In IndexedDB, their code fetched when first used.
    const deviceWork = () => import('./shared/device-work');
    bind(T.importJobs)
      .toResolvedValue((sessions: SessionStore) => importJobsOnDemand(async () => (await deviceWork()).importJobsOf(sessions)), [T.sessionStore])
      .inSingletonScope();
    bind(T.keptWork)
      .toResolvedValue((storage: Storage) => keptWorkOnDemand(async () => (await deviceWork()).keptWorkOn(storage)), [T.storage])
      .inSingletonScope();
    bindClass(bind, Notifier, []).inSingletonScope();
    bindClass(bind, LocalStorageLanguageStore, [T.storage]).inSingletonScope();
    bindClass(bind, LanguageViewModel, [LocalStorageLanguageStore, T.navigator]).inSingletonScope();
    bind(T.language).toResolvedValue((language: LanguageViewModel) => language.current, [LanguageViewModel]);
    bindClass(bind, CheckAuth, [T.accountApi, T.sessionStore, T.keptWork]);
    // Sign-out asks first while work waits on the device, and leaves nothing of the person.
    bindClass(bind, Logout, [T.accountApi, T.sessionStore, T.visitOutbox, T.inProgressVisits, T.dayMoveJournal, T.importJobs, T.keptWork]);
    bindClass(bind, ReadVisitWorkOnDevice, [T.visitOutbox, T.inProgressVisits]);
    bindClass(bind, SessionViewModel, [T.sessionStore, CheckAuth, Logout, ReadVisitWorkOnDevice, T.navigator]).inSingletonScope();
    bind(T.connectivity).toConstantValue(new BrowserConnectivity());
    bind(T.scheduler).toConstantValue(intervalScheduler);
    // One for the app, over one replay: the road screen and every other page send through it.
    bind(VisitSync)
      .toResolvedValue(
        (http: HttpClient, sessions: SessionStore, outbox: VisitOutbox, inProgress: InProgressVisits, connectivity: Connectivity, scheduler: Scheduler) => {
          let replay: SyncVisitOutbox | null = null;
          const load = async () => (replay ??= (await import('./shared/visit-replay')).visitReplay(http, sessions, outbox, inProgress));
          return new VisitSync(load, outbox, sessions, connectivity, scheduler);
        },
        [T.http, T.sessionStore, T.visitOutbox, T.inProgressVisits, T.connectivity, T.scheduler],
      )
      .inSingletonScope();
  });
}
