// The account calls of the API (000 section 7, "Account"), in domain terms.
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { ActivationState, Credentials, Session, User } from './user.entity';

export interface Registration {
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly password: string;
  /** Digits only; the wire sends it as an integer. */
  readonly docId: string;
  readonly acceptedTerms: boolean;
}

/** A server acknowledgement: its message, and where the client goes next when it says so. */
export interface Acknowledgement {
  readonly message: string;
  readonly next?: string;
}

export interface SignedIn {
  readonly session: Session;
  /** The path the server sends the user to. */
  readonly next: string;
}

export interface Activated {
  readonly activation: ActivationState;
  readonly message: string;
  /** The refreshed user record, when the server returns it. */
  readonly user?: User;
}

export interface AccountApi {
  login(email: string, password: string): Promise<Result<SignedIn, ApiFailure>>;
  register(registration: Registration): Promise<Result<Acknowledgement, ApiFailure>>;
  requestResetCode(email: string): Promise<Result<Acknowledgement, ApiFailure>>;
  changePassword(input: { email: string; newPassword: string; code: string }): Promise<Result<Acknowledgement, ApiFailure>>;
  activate(credentials: Credentials, code: string): Promise<Result<Activated, ApiFailure>>;
  /** The token the server holds for this session. */
  checkAuth(credentials: Credentials): Promise<Result<{ token: string }, ApiFailure>>;
  disconnect(credentials: Credentials): Promise<Result<Acknowledgement, ApiFailure>>;
}
