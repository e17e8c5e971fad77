// The staff context: managers, leaders and collaborators, their adapter, use cases and screens'
// view-models. Takes the address picker from the addresses module.
import {
  AddMember,
  DeleteCollaborator,
  DeleteMember,
  LoadCollaborators,
  LoadMembers,
  SaveCollaborator,
  type Cache,
  type SessionStore,
  type StaffApi,
} from '@fieldteam/core';
import { HttpStaffApi, type HttpClient } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { AddCollaboratorViewModel } from '../features/staff/add-collaborator.view-model';
import { AddMemberViewModel } from '../features/staff/add-member.view-model';
import { CollaboratorsViewModel } from '../features/staff/collaborators.view-model';
import { StaffListViewModel } from '../features/staff/staff-list.view-model';
import type { AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { HTTP_CLIENT } from './shell';
import { TOKENS as T } from './tokens';

export const staffModule = new ContainerModule(({ bind }) => {
  bind(T.staffApi).toResolvedValue((http: HttpClient) => new HttpStaffApi(http), [HTTP_CLIENT]).inSingletonScope();
  bind(T.loadMembers).toResolvedValue((api: StaffApi, sessions: SessionStore, cache: Cache) => new LoadMembers(api, sessions, cache), [T.staffApi, T.sessionStore, T.cache]);
  bind(T.addMember).toResolvedValue((api: StaffApi, sessions: SessionStore, cache: Cache) => new AddMember(api, sessions, cache), [T.staffApi, T.sessionStore, T.cache]);
  bind(T.deleteMember).toResolvedValue((api: StaffApi, sessions: SessionStore, cache: Cache) => new DeleteMember(api, sessions, cache), [T.staffApi, T.sessionStore, T.cache]);
  bind(T.loadCollaborators).toResolvedValue((api: StaffApi, sessions: SessionStore, cache: Cache) => new LoadCollaborators(api, sessions, cache), [T.staffApi, T.sessionStore, T.cache]);
  bind(T.saveCollaborator).toResolvedValue((api: StaffApi, sessions: SessionStore, cache: Cache) => new SaveCollaborator(api, sessions, cache), [T.staffApi, T.sessionStore, T.cache]);
  bind(T.deleteCollaborator).toResolvedValue((api: StaffApi, sessions: SessionStore, cache: Cache) => new DeleteCollaborator(api, sessions, cache), [T.staffApi, T.sessionStore, T.cache]);

  bind(T.staffListVm).toResolvedValue(
    (load: LoadMembers, remove: DeleteMember, notifier: Notifier) => new StaffListViewModel(load, remove, notifier),
    [T.loadMembers, T.deleteMember, T.notifier],
  );
  bind(T.addMemberVm).toResolvedValue((add: AddMember, notifier: Notifier, navigator: Navigator) => new AddMemberViewModel(add, notifier, navigator), [T.addMember, T.notifier, T.navigator]);
  bind(T.collaboratorsVm).toResolvedValue(
    (load: LoadCollaborators, save: SaveCollaborator, remove: DeleteCollaborator, picker: AddressPickerFactory, notifier: Notifier) => new CollaboratorsViewModel(load, save, remove, picker, notifier),
    [T.loadCollaborators, T.saveCollaborator, T.deleteCollaborator, T.addressPicker, T.notifier],
  );
  bind(T.addCollaboratorVm).toResolvedValue(
    (save: SaveCollaborator, picker: AddressPickerFactory, notifier: Notifier, navigator: Navigator) => new AddCollaboratorViewModel(save, picker, notifier, navigator),
    [T.saveCollaborator, T.addressPicker, T.notifier, T.navigator],
  );
});
