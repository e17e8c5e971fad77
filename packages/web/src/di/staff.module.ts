// The staff context: managers, leaders and collaborators.
import { AddMember, DeleteCollaborator, DeleteMember, LoadCollaborators, LoadMembers, SaveCollaborator } from '@fieldteam/core';
import { AddCollaboratorViewModel } from '../features/staff/add-collaborator.view-model';
import { AddMemberViewModel } from '../features/staff/add-member.view-model';
import { CollaboratorsViewModel } from '../features/staff/collaborators.view-model';
import { StaffListViewModel } from '../features/staff/staff-list.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import addresses from './shared/addresses.module';
import staffApi from './shared/staff-api.module';

export default contextModule([addresses, staffApi], ({ bind }) => {
  const staff = [T.staffApi, T.sessionStore, T.cache] as const;
  bindClass(bind, LoadMembers, staff);
  bindClass(bind, AddMember, staff);
  bindClass(bind, DeleteMember, staff);
  bindClass(bind, LoadCollaborators, staff);
  bindClass(bind, SaveCollaborator, staff);
  bindClass(bind, DeleteCollaborator, staff);

  bindClass(bind, StaffListViewModel, [LoadMembers, DeleteMember, Notifier]);
  bindClass(bind, AddMemberViewModel, [AddMember, Notifier, T.navigator]);
  bindClass(bind, CollaboratorsViewModel, [LoadCollaborators, SaveCollaborator, DeleteCollaborator, T.addressPicker, Notifier]);
  bindClass(bind, AddCollaboratorViewModel, [SaveCollaborator, T.addressPicker, Notifier, T.navigator]);
});
