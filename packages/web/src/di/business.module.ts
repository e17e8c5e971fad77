// The business context: role set-up, profiles, company configuration and working hours, plus
// the address pickers every form uses.
import {
  EditCompanyField,
  EditProfileField,
  LoadBusinessHours,
  LoadCategories,
  LoadCompany,
  PickAddress,
  SaveBusinessHours,
  SetUpBusiness,
  SetUpFreelancer,
  SuggestAddresses,
  type Cache,
  type MapsService,
  type ProfileApi,
  type RoleSetupApi,
  type SessionStore,
} from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { BusinessConfigurationViewModel } from '../features/business/business-configuration.view-model';
import { ProfileViewModel } from '../features/business/profile.view-model';
import { RoleBusinessViewModel } from '../features/business/role-business.view-model';
import { RoleFreelancerViewModel } from '../features/business/role-freelancer.view-model';
import { WorkDaysViewModel } from '../features/business/work-days.view-model';
import type { SessionViewModel } from '../features/session/session.view-model';
import type { LanguageViewModel } from '../i18n/language.view-model';
import { AddressPickerViewModel, type AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const businessModule = new ContainerModule(({ bind }) => {
  bind(T.addressPicker).toResolvedValue(
    (maps: MapsService, language: LanguageViewModel): AddressPickerFactory =>
      () =>
        new AddressPickerViewModel(new SuggestAddresses(maps), new PickAddress(maps), language.current),
    [T.maps, T.language],
  );

  bind(T.roleBusinessVm).toResolvedValue(
    (api: RoleSetupApi, sessions: SessionStore, picker: AddressPickerFactory, language: LanguageViewModel, notifier: Notifier, navigator: Navigator) =>
      new RoleBusinessViewModel(new SetUpBusiness(api, sessions), new LoadCategories(api, sessions), picker, language.current, notifier, navigator),
    [T.roleSetupApi, T.sessionStore, T.addressPicker, T.language, T.notifier, T.navigator],
  );
  bind(T.roleFreelancerVm).toResolvedValue(
    (api: RoleSetupApi, sessions: SessionStore, picker: AddressPickerFactory, language: LanguageViewModel, notifier: Notifier, navigator: Navigator) =>
      new RoleFreelancerViewModel(new SetUpFreelancer(api, sessions), new LoadCategories(api, sessions), picker, language.current, notifier, navigator),
    [T.roleSetupApi, T.sessionStore, T.addressPicker, T.language, T.notifier, T.navigator],
  );
  bind(T.profileVm).toResolvedValue(
    (api: ProfileApi, sessions: SessionStore, session: SessionViewModel, notifier: Notifier) => new ProfileViewModel(new EditProfileField(api, sessions), session, notifier),
    [T.profileApi, T.sessionStore, T.session, T.notifier],
  );
  bind(T.businessConfigurationVm).toResolvedValue(
    (
      api: ProfileApi,
      roles: RoleSetupApi,
      sessions: SessionStore,
      cache: Cache,
      picker: AddressPickerFactory,
      language: LanguageViewModel,
      notifier: Notifier,
      navigator: Navigator,
    ) =>
      new BusinessConfigurationViewModel(
        new LoadCompany(api, sessions, cache),
        new LoadCategories(roles, sessions),
        new EditCompanyField(api, sessions, cache),
        picker,
        language.current,
        notifier,
        navigator,
      ),
    [T.profileApi, T.roleSetupApi, T.sessionStore, T.cache, T.addressPicker, T.language, T.notifier, T.navigator],
  );
  bind(T.workDaysVm).toResolvedValue(
    (api: ProfileApi, sessions: SessionStore, cache: Cache, notifier: Notifier) =>
      new WorkDaysViewModel(new LoadBusinessHours(api, sessions), new SaveBusinessHours(api, sessions, cache), notifier),
    [T.profileApi, T.sessionStore, T.cache, T.notifier],
  );
});
