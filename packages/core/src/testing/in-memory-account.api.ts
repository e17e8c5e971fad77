// An in-memory AccountApi that behaves like the server for use-case tests: accounts, codes,
// tokens and refusals, plus a switch that makes it unreachable.
import type { AccountApi, Acknowledgement, Activated, Registration, SignedIn } from '../account/account-api.port';
import type { Credentials, User } from '../account/user.entity';
import type { ApiFailure, RefusalReason } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';

interface Account {
  user: User;
  password: string;
  tokens: Set<string>;
  activationCode: string;
  resetCode: string | null;
}

const refused = (reason: RefusalReason, message: string): ApiFailure => ({ code: 'API_REFUSED', reason, message });

export class InMemoryAccountApi implements AccountApi {
  readonly accounts = new Map<string, Account>();
  readonly calls: string[] = [];
  unreachable = false;
  private nextId = 1;
  private nextToken = 1;

  /** Adds an account directly, as the seed does. */
  addAccount(user: Partial<User> & { email: string }, password = 'Secret#123'): User {
    const full: User = {
      id: String(this.nextId++),
      createdById: null,
      name: 'Ana',
      surname: 'Souza',
      username: null,
      docId: '12345678901',
      phone: null,
      address: null,
      role: 'default',
      activation: 'activated',
      ...user,
    };
    this.accounts.set(full.email, { user: full, password, tokens: new Set(), activationCode: '123456', resetCode: null });
    return full;
  }

  private offline<T>(): Result<T, ApiFailure> | null {
    return this.unreachable ? err({ code: 'API_UNREACHABLE' }) : null;
  }

  private authorised(credentials: Credentials): Account | null {
    const account = this.accounts.get(credentials.email);
    return account && account.tokens.has(credentials.token) ? account : null;
  }

  async login(email: string, password: string): Promise<Result<SignedIn, ApiFailure>> {
    this.calls.push('login');
    const down = this.offline<SignedIn>();
    if (down) return down;
    const account = this.accounts.get(email);
    if (!account || account.password !== password) return err(refused('refused', 'Invalid e-mail or password.'));
    const token = `token-${this.nextToken++}`;
    account.tokens.add(token);
    const next = account.user.activation === 'handle' ? '/dashboard/user/account/active' : '/dashboard';
    return ok({ session: { user: account.user, token }, next });
  }

  async register(registration: Registration): Promise<Result<Acknowledgement, ApiFailure>> {
    this.calls.push('register');
    const down = this.offline<Acknowledgement>();
    if (down) return down;
    if (this.accounts.has(registration.email)) return err(refused('refused', 'An account with this e-mail already exists.'));
    this.addAccount(
      { email: registration.email, name: registration.name, surname: registration.surname, docId: registration.docId, activation: 'handle' },
      registration.password,
    );
    return ok({ message: 'Account created.', next: '/login' });
  }

  async requestResetCode(email: string): Promise<Result<Acknowledgement, ApiFailure>> {
    this.calls.push('requestResetCode');
    const down = this.offline<Acknowledgement>();
    if (down) return down;
    const account = this.accounts.get(email);
    if (account) account.resetCode = '654321';
    return ok({ message: 'If the e-mail is registered, a code is on its way.' });
  }

  async changePassword(input: { email: string; newPassword: string; code: string }): Promise<Result<Acknowledgement, ApiFailure>> {
    this.calls.push('changePassword');
    const down = this.offline<Acknowledgement>();
    if (down) return down;
    const account = this.accounts.get(input.email);
    if (!account || account.resetCode !== input.code) return err(refused('refused', 'The code is invalid or has expired.'));
    account.password = input.newPassword;
    account.resetCode = null;
    account.tokens.clear();
    return ok({ message: 'Password changed.' });
  }

  async activate(credentials: Credentials, code: string): Promise<Result<Activated, ApiFailure>> {
    this.calls.push('activate');
    const down = this.offline<Activated>();
    if (down) return down;
    const account = this.authorised(credentials);
    if (!account) return err(refused('session-ended', 'Your session has expired. Please sign in again.'));
    if (account.activationCode !== code) return err(refused('refused', 'The code is invalid or has expired.'));
    account.user = { ...account.user, activation: 'activated' };
    return ok({ activation: 'activated', message: 'Account activated.', user: account.user });
  }

  async checkAuth(credentials: Credentials): Promise<Result<{ token: string }, ApiFailure>> {
    this.calls.push('checkAuth');
    const down = this.offline<{ token: string }>();
    if (down) return down;
    return this.authorised(credentials) ? ok({ token: credentials.token }) : err(refused('session-ended', 'Your session has expired.'));
  }

  async disconnect(credentials: Credentials): Promise<Result<Acknowledgement, ApiFailure>> {
    this.calls.push('disconnect');
    const down = this.offline<Acknowledgement>();
    if (down) return down;
    const account = this.authorised(credentials);
    if (!account) return err(refused('session-ended', 'Your session has expired.'));
    account.tokens.delete(credentials.token);
    return ok({ message: 'Signed out.' });
  }
}
