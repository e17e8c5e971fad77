// The business context: role set-up, profiles, company configuration and working days.
import { EditCompanyField, EditProfileField, LoadBusinessHours, LoadCategories, LoadCompany, SaveBusinessHours, SetUpBusiness, SetUpFreelancer } from '@fieldteam/core';
import { HttpRoleSetupApi } from '@fieldteam/adapters-http';
import { BusinessConfigurationViewModel } from '../features/business/business-configuration.view-model';
import { ProfileViewModel } from '../features/business/profile.view-model';
import { RoleBusinessViewModel } from '../features/business/role-business.view-model';
import { RoleFreelancerViewModel } from '../features/business/role-freelancer.view-model';
import { WorkDaysViewModel } from '../features/business/work-days.view-model';
import { SessionViewModel } from '../shared/session.view-model';
import { Notifier } from '../shared/notifier';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import company from './shared/company.module';
import addresses from './shared/addresses.module';

export default contextModule([company, addresses], ({ bind }) => {
  bindAdapter(bind, T.roleSetupApi, HttpRoleSetupApi, [T.http]).inSingletonScope();

  bindClass(bind, SetUpBusiness, [T.roleSetupApi, T.sessionStore]);
  bindClass(bind, SetUpFreelancer, [T.roleSetupApi, T.sessionStore]);
  bindClass(bind, LoadCategories, [T.roleSetupApi, T.sessionStore]);
  bindClass(bind, EditProfileField, [T.profileApi, T.sessionStore]);
  bindClass(bind, EditCompanyField, [T.profileApi, T.sessionStore, T.cache]);
  bindClass(bind, SaveBusinessHours, [T.profileApi, T.sessionStore, T.cache]);

  bindClass(bind, RoleBusinessViewModel, [SetUpBusiness, LoadCategories, T.addressPicker, T.language, Notifier, T.navigator]);
  bindClass(bind, RoleFreelancerViewModel, [SetUpFreelancer, LoadCategories, T.addressPicker, T.language, Notifier, T.navigator]);
  bindClass(bind, BusinessConfigurationViewModel, [LoadCompany, LoadCategories, EditCompanyField, T.addressPicker, T.language, Notifier, T.navigator]);
  bindClass(bind, ProfileViewModel, [EditProfileField, SessionViewModel, Notifier]);
  bindClass(bind, WorkDaysViewModel, [LoadBusinessHours, SaveBusinessHours, Notifier, SessionViewModel]);
});
