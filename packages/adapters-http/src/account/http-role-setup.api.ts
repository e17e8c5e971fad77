// RoleSetupApi over HTTP: categories per language, set-freelancer and set-employer.
import { setEmployerAnswer, setFreelancerAnswer } from '@fieldteam/api-contract/answers/role-setup';
import type { BusinessSetup, Credentials, FreelancerSetup, RoleSetupApi } from '@fieldteam/core';
import { pathOf, type HttpClient } from '../http-client';
import { categoryLanguage, readCategories, readRoleChanged, toWireEmployer, toWireFreelancer } from './role-setup.wire';

export class HttpRoleSetupApi implements RoleSetupApi {
  constructor(private readonly http: HttpClient) {}

  async listCategories(credentials: Credentials, language: string) {
    const answer = await this.http.get(pathOf(`category-${categoryLanguage(language)}`, credentials.email, credentials.token));
    return answer.ok ? readCategories(answer.value) : answer;
  }

  async setFreelancer(credentials: Credentials, setup: FreelancerSetup) {
    const answer = await this.http.post('/set-freelancer', toWireFreelancer(credentials, setup));
    return answer.ok ? readRoleChanged(setFreelancerAnswer, answer.value, 'setFreelancer') : answer;
  }

  async setEmployer(credentials: Credentials, setup: BusinessSetup) {
    const answer = await this.http.post('/set-employer', toWireEmployer(credentials, setup));
    return answer.ok ? readRoleChanged(setEmployerAnswer, answer.value, 'setEmployer') : answer;
  }
}
