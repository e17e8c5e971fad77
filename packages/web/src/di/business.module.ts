// The business context: role set-up, profiles, company configuration and working hours, their
// use cases and screens' view-models, and the role set-up adapter. Takes the profile adapter,
// LoadCompany and LoadBusinessHours from the company module, the address picker from the
// addresses module.
import {
  EditCompanyField,
  EditProfileField,
  LoadCategories,
  SaveBusinessHours,
  SetUpBusiness,
  SetUpFreelancer,
  type Cache,
  type LoadBusinessHours,
  type LoadCompany,
  type ProfileApi,
  type RoleSetupApi,
  type SessionStore,
} from '@fieldteam/core';
import { HttpRoleSetupApi, type HttpClient } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { BusinessConfigurationViewModel } from '../features/business/business-configuration.view-model';
import { ProfileViewModel } from '../features/business/profile.view-model';
import { RoleBusinessViewModel } from '../features/business/role-business.view-model';
import { RoleFreelancerViewModel } from '../features/business/role-freelancer.view-model';
import { WorkDaysViewModel } from '../features/business/work-days.view-model';
import type { SessionViewModel } from '../features/session/session.view-model';
import type { LanguageViewModel } from '../i18n/language.view-model';
import type { AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { HTTP_CLIENT } from './shell';
import { TOKENS as T } from './tokens';

export const businessModule = new ContainerModule(({ bind }) => {
  bind(T.roleSetupApi).toResolvedValue((http: HttpClient) => new HttpRoleSetupApi(http), [HTTP_CLIENT]).inSingletonScope();

  // use cases
  bind(T.setUpBusiness).toResolvedValue((api: RoleSetupApi, sessions: SessionStore) => new SetUpBusiness(api, sessions), [T.roleSetupApi, T.sessionStore]);
  bind(T.setUpFreelancer).toResolvedValue((api: RoleSetupApi, sessions: SessionStore) => new SetUpFreelancer(api, sessions), [T.roleSetupApi, T.sessionStore]);
  bind(T.loadCategories).toResolvedValue((api: RoleSetupApi, sessions: SessionStore) => new LoadCategories(api, sessions), [T.roleSetupApi, T.sessionStore]);
  bind(T.editProfileField).toResolvedValue((api: ProfileApi, sessions: SessionStore) => new EditProfileField(api, sessions), [T.profileApi, T.sessionStore]);
  bind(T.editCompanyField).toResolvedValue((api: ProfileApi, sessions: SessionStore, cache: Cache) => new EditCompanyField(api, sessions, cache), [T.profileApi, T.sessionStore, T.cache]);
  bind(T.saveBusinessHours).toResolvedValue((api: ProfileApi, sessions: SessionStore, cache: Cache) => new SaveBusinessHours(api, sessions, cache), [T.profileApi, T.sessionStore, T.cache]);
  // view-models
  bind(T.roleBusinessVm).toResolvedValue(
    (setUp: SetUpBusiness, categories: LoadCategories, picker: AddressPickerFactory, language: LanguageViewModel, notifier: Notifier, navigator: Navigator) =>
      new RoleBusinessViewModel(setUp, categories, picker, language.current, notifier, navigator),
    [T.setUpBusiness, T.loadCategories, T.addressPicker, T.language, T.notifier, T.navigator],
  );
  bind(T.roleFreelancerVm).toResolvedValue(
    (setUp: SetUpFreelancer, categories: LoadCategories, picker: AddressPickerFactory, language: LanguageViewModel, notifier: Notifier, navigator: Navigator) =>
      new RoleFreelancerViewModel(setUp, categories, picker, language.current, notifier, navigator),
    [T.setUpFreelancer, T.loadCategories, T.addressPicker, T.language, T.notifier, T.navigator],
  );
  bind(T.profileVm).toResolvedValue(
    (edit: EditProfileField, session: SessionViewModel, notifier: Notifier) => new ProfileViewModel(edit, session, notifier),
    [T.editProfileField, T.session, T.notifier],
  );
  bind(T.businessConfigurationVm).toResolvedValue(
    (load: LoadCompany, categories: LoadCategories, edit: EditCompanyField, picker: AddressPickerFactory, language: LanguageViewModel, notifier: Notifier, navigator: Navigator) =>
      new BusinessConfigurationViewModel(load, categories, edit, picker, language.current, notifier, navigator),
    [T.loadCompany, T.loadCategories, T.editCompanyField, T.addressPicker, T.language, T.notifier, T.navigator],
  );
  bind(T.workDaysVm).toResolvedValue(
    (load: LoadBusinessHours, save: SaveBusinessHours, notifier: Notifier, session: SessionViewModel) => new WorkDaysViewModel(load, save, notifier, session),
    [T.loadBusinessHours, T.saveBusinessHours, T.notifier, T.session],
  );
});
