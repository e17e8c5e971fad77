// The public API of @fieldteam/adapters-http.
export { HttpClient, DEFAULT_TIMEOUT_MS, type HttpClientOptions } from './http-client';
export { HttpAccountApi } from './account/http-account.api';
export { HttpRoleSetupApi } from './account/http-role-setup.api';
export { HttpProfileApi } from './company/http-profile.api';
export { HttpServicesApi } from './services/http-services.api';
export { HttpStaffApi } from './staff/http-staff.api';
export { HttpTeamsApi } from './teams/http-teams.api';
export { HttpClientsApi, type HttpClientsApiOptions } from './clients/http-clients.api';
export { HttpVisitsApi } from './visits/http-visits.api';
export { HttpBillingApi } from './billing/http-billing.api';
