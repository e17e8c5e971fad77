// The dashboard context: its welcome, first on this device or back (one answer per person while
// the app runs, so WelcomePerson is one for the app). Not in the shell: the sign-in and home pages
// do without it.
import { LocalStorageWelcomedPeople } from '@fieldteam/adapters-browser';
import { WelcomePerson } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { DashboardViewModel } from '../features/dashboard/dashboard.view-model';
import { SessionViewModel } from '../shared/session.view-model';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.welcomedPeople, LocalStorageWelcomedPeople, [T.storage]).inSingletonScope();
  bindClass(bind, WelcomePerson, [T.welcomedPeople]).inSingletonScope();
  bindClass(bind, DashboardViewModel, [SessionViewModel, WelcomePerson]);
});
