// AccountApi over HTTP: the documented account calls, wire mapping in account.wire.ts.
import { changePasswordAnswer, disconnectAnswer, requestResetCodeAnswer } from '@fieldteam/api-contract/answers/account';
import { err, type AccountApi, type Credentials, type Registration } from '@fieldteam/core';
import { pathOf, type HttpClient } from '../http-client';
import { readAck } from '../wire-guards';
import {
  readActivateAnswer,
  readCheckAuthAnswer,
  readLoginAnswer,
  readRegisterAnswer,
  toWireChangePassword,
  toWireRegistration,
  type WireActivateBody,
} from './account.wire';

export class HttpAccountApi implements AccountApi {
  constructor(private readonly http: HttpClient) {}

  async login(email: string, password: string) {
    const answer = await this.http.post('/login', { email, password });
    if (answer.ok) return readLoginAnswer(answer.value);
    // A sign-in refused names a wrong e-mail or password, not a session that ended.
    return answer.error.code === 'API_REFUSED' ? err({ ...answer.error, reason: 'refused' as const }) : answer;
  }

  async register(registration: Registration) {
    const answer = await this.http.post('/register', toWireRegistration(registration));
    return answer.ok ? readRegisterAnswer(answer.value) : answer;
  }

  async requestResetCode(email: string) {
    const answer = await this.http.post('/request', { email });
    return answer.ok ? readAck(requestResetCodeAnswer, answer.value, 'requestResetCode') : answer;
  }

  async changePassword(input: { email: string; newPassword: string; code: string }) {
    const answer = await this.http.post('/change-pasword', toWireChangePassword(input));
    return answer.ok ? readAck(changePasswordAnswer, answer.value, 'changePassword') : answer;
  }

  async activate(credentials: Credentials, code: string) {
    const body: WireActivateBody = { email: credentials.email, token: credentials.token, code };
    const answer = await this.http.post('/account/user/active-account', body);
    return answer.ok ? readActivateAnswer(answer.value) : answer;
  }

  async checkAuth(credentials: Credentials) {
    const answer = await this.http.get(pathOf('check_auth', credentials.email, credentials.token));
    return answer.ok ? readCheckAuthAnswer(answer.value) : answer;
  }

  async disconnect(credentials: Credentials) {
    const answer = await this.http.get(pathOf('user', 'disconnect', credentials.email, credentials.token));
    return answer.ok ? readAck(disconnectAnswer, answer.value, 'disconnect') : answer;
  }
}
