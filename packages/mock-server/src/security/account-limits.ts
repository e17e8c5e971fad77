// The limits on the account calls. Every attempt is counted before its password
// or code is checked, in one synchronous step (SlidingWindow.take), so parallel guesses cannot
// slip past a count that is still being written.
//
// - Sign-in: at most 100 failures an hour per account (spec decision 15), and 100 per account from
//   one client address. An address the account signed in from successfully in the last 30 days
//   is trusted: it is held only by its own count, so a stranger's guesses cannot lock the owner
//   out of their usual address. Every address is also held to 300 failures an hour over all
//   accounts. The e-mail is the key, registered or not, so a lock tells nothing about who has
//   an account.
// - Codes: 5 codes issued per account an hour (reset and activation each), 100 code requests
//   and 100 wrong codes per address an hour; each code dies after 5 wrong tries (one-time-codes).
// - Registrations: 300 an hour per address.
import { SlidingWindow, type Take } from './sliding-window';

export const HOUR_MS = 60 * 60 * 1000;
const TRUST_MS = 30 * 24 * HOUR_MS;

export interface AccountLimitSettings {
  readonly loginFailuresPerAccount: number;
  readonly loginFailuresPerAccountAndAddress: number;
  readonly loginFailuresPerAddress: number;
  readonly codesIssuedPerAccount: number;
  readonly codeRequestsPerAddress: number;
  readonly codeFailuresPerAddress: number;
  readonly registrationsPerAddress: number;
}

/** Per hour. */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimitSettings = {
  loginFailuresPerAccount: 100,
  loginFailuresPerAccountAndAddress: 100,
  loginFailuresPerAddress: 300,
  codesIssuedPerAccount: 5,
  codeRequestsPerAddress: 100,
  codeFailuresPerAddress: 100,
  registrationsPerAddress: 300,
};

export interface Refusal {
  readonly ok: false;
  readonly message: string;
  readonly retryAfterMs: number;
}

/** An attempt let through: `succeeded` hands its count back (only failures count). */
export type Attempt = { readonly ok: true; readonly succeeded: () => void } | Refusal;

const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

const refusal = (message: (wait: string) => string, retryAfterMs: number): Refusal => ({ ok: false, message: message(inMinutes(retryAfterMs)), retryAfterMs });

const MESSAGES = {
  account: (wait: string) => `Too many failed sign-in attempts for this account. Try again in ${wait}.`,
  address: (wait: string) => `Too many failed attempts from your network. Try again in ${wait}.`,
  codes: (wait: string) => `Too many codes were requested for this e-mail. Try again in ${wait}.`,
  codeRequests: (wait: string) => `Too many code requests from your network. Try again in ${wait}.`,
  registrations: (wait: string) => `Too many accounts were created from your network. Try again in ${wait}.`,
};

/** Takes from every window in turn; if one refuses, hands back what the others took. */
function takeAll(takes: ReadonlyArray<readonly [SlidingWindow, string, (wait: string) => string]>): Attempt {
  const taken: Array<Extract<Take, { ok: true }>> = [];
  for (const [window, key, message] of takes) {
    const take = window.take(key);
    if (!take.ok) {
      for (const t of taken) t.release();
      return refusal(message, take.retryAfterMs);
    }
    taken.push(take);
  }
  return { ok: true, succeeded: () => taken.forEach((t) => t.release()) };
}

export class AccountLimits {
  private loginByAccount!: SlidingWindow;
  private loginByPair!: SlidingWindow;
  private loginByAddress!: SlidingWindow;
  private codesByAccount!: SlidingWindow;
  private codeRequestsByAddress!: SlidingWindow;
  private codeFailuresByAddress!: SlidingWindow;
  private registrationsByAddress!: SlidingWindow;
  /** e-mail -> address -> last successful sign-in (ms). */
  private readonly trusted = new Map<string, Map<string, number>>();

  constructor(
    private readonly now: () => number,
    readonly settings: AccountLimitSettings = DEFAULT_ACCOUNT_LIMITS,
  ) {
    this.clear();
  }

  /** Forgets every count and trusted address (the development reset). */
  clear(): void {
    const hourly = (limit: number) => new SlidingWindow(limit, HOUR_MS, this.now);
    this.loginByAccount = hourly(this.settings.loginFailuresPerAccount);
    this.loginByPair = hourly(this.settings.loginFailuresPerAccountAndAddress);
    this.loginByAddress = hourly(this.settings.loginFailuresPerAddress);
    this.codesByAccount = hourly(this.settings.codesIssuedPerAccount);
    this.codeRequestsByAddress = hourly(this.settings.codeRequestsPerAddress);
    this.codeFailuresByAddress = hourly(this.settings.codeFailuresPerAddress);
    this.registrationsByAddress = hourly(this.settings.registrationsPerAddress);
    this.trusted.clear();
  }

  /** A sign-in attempt for `email` from `address`; call `succeeded` when the password was right. */
  signIn(email: string, address: string): Attempt {
    const pair = `${email}\n${address}`;
    const takes: Array<readonly [SlidingWindow, string, (wait: string) => string]> = [
      [this.loginByAddress, address, MESSAGES.address],
      [this.loginByPair, pair, MESSAGES.account],
    ];
    if (!this.isTrusted(email, address)) takes.push([this.loginByAccount, email, MESSAGES.account]);
    const attempt = takeAll(takes);
    if (!attempt.ok) return attempt;
    return {
      ok: true,
      succeeded: () => {
        attempt.succeeded();
        this.loginByPair.clear(pair);
        this.trust(email, address);
      },
    };
  }

  /** A guess at an activation or reset code from `address`; call `succeeded` when it was right. */
  codeGuess(address: string): Attempt {
    return takeAll([[this.codeFailuresByAddress, address, MESSAGES.address]]);
  }

  /** A reset-code request: counted per address and per e-mail (registered or not), never handed back. */
  codeRequest(email: string, address: string): Attempt {
    return takeAll([
      [this.codeRequestsByAddress, address, MESSAGES.codeRequests],
      [this.codesByAccount, `reset\n${email}`, MESSAGES.codes],
    ]);
  }

  /** Whether another activation code may be issued to `email` this hour (counted when it may). */
  mayIssueActivationCode(email: string): boolean {
    return this.codesByAccount.take(`activation\n${email}`).ok;
  }

  registration(address: string): Attempt {
    return takeAll([[this.registrationsByAddress, address, MESSAGES.registrations]]);
  }

  private isTrusted(email: string, address: string): boolean {
    const at = this.trusted.get(email)?.get(address);
    return at !== undefined && this.now() - at < TRUST_MS;
  }

  private trust(email: string, address: string): void {
    let addresses = this.trusted.get(email);
    if (!addresses) {
      addresses = new Map();
      this.trusted.set(email, addresses);
    }
    addresses.set(address, this.now());
  }
}
