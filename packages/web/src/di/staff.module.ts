// Services, people and teams: their use cases and screen view-models.
import {
  AddMember,
  AddServices,
  DeleteCollaborator,
  DeleteMember,
  DeleteService,
  DeleteTeam,
  EditService,
  LoadCollaborators,
  LoadMembers,
  LoadServices,
  LoadTeamCandidates,
  LoadTeams,
  SaveCollaborator,
  SaveTeam,
  type Cache,
  type ServicesApi,
  type SessionStore,
  type StaffApi,
  type TeamsApi,
} from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ServicesViewModel } from '../features/services/services.view-model';
import { AddCollaboratorViewModel } from '../features/staff/add-collaborator.view-model';
import { AddMemberViewModel } from '../features/staff/add-member.view-model';
import { CollaboratorsViewModel } from '../features/staff/collaborators.view-model';
import { StaffListViewModel } from '../features/staff/staff-list.view-model';
import { TeamsViewModel } from '../features/teams/teams.view-model';
import type { AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const staffModule = new ContainerModule(({ bind }) => {
  bind(T.servicesVm).toResolvedValue(
    (api: ServicesApi, sessions: SessionStore, notifier: Notifier) =>
      new ServicesViewModel(new LoadServices(api, sessions), new AddServices(api, sessions), new EditService(api, sessions), new DeleteService(api, sessions), notifier),
    [T.servicesApi, T.sessionStore, T.notifier],
  );
  bind(T.staffListVm).toResolvedValue(
    (api: StaffApi, sessions: SessionStore, cache: Cache, notifier: Notifier) => new StaffListViewModel(new LoadMembers(api, sessions, cache), new DeleteMember(api, sessions, cache), notifier),
    [T.staffApi, T.sessionStore, T.cache, T.notifier],
  );
  bind(T.addMemberVm).toResolvedValue(
    (api: StaffApi, sessions: SessionStore, cache: Cache, notifier: Notifier, navigator: Navigator) => new AddMemberViewModel(new AddMember(api, sessions, cache), notifier, navigator),
    [T.staffApi, T.sessionStore, T.cache, T.notifier, T.navigator],
  );
  bind(T.collaboratorsVm).toResolvedValue(
    (api: StaffApi, sessions: SessionStore, cache: Cache, picker: AddressPickerFactory, notifier: Notifier) =>
      new CollaboratorsViewModel(new LoadCollaborators(api, sessions, cache), new SaveCollaborator(api, sessions, cache), new DeleteCollaborator(api, sessions, cache), picker, notifier),
    [T.staffApi, T.sessionStore, T.cache, T.addressPicker, T.notifier],
  );
  bind(T.addCollaboratorVm).toResolvedValue(
    (api: StaffApi, sessions: SessionStore, cache: Cache, picker: AddressPickerFactory, notifier: Notifier, navigator: Navigator) =>
      new AddCollaboratorViewModel(new SaveCollaborator(api, sessions, cache), picker, notifier, navigator),
    [T.staffApi, T.sessionStore, T.cache, T.addressPicker, T.notifier, T.navigator],
  );
  bind(T.teamsVm).toResolvedValue(
    (api: TeamsApi, sessions: SessionStore, notifier: Notifier) =>
      new TeamsViewModel(new LoadTeams(api, sessions), new LoadTeamCandidates(api, sessions), new SaveTeam(api, sessions), new DeleteTeam(api, sessions), notifier),
    [T.teamsApi, T.sessionStore, T.notifier],
  );
});
