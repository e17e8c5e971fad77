// Every delay the UI waits (spec decision 9), in one place. Tests can shorten them all at build
// time with VITE_TIMING_SCALE (for example 0.1); the product runs with the spec's values.

const scale = (() => {
  const value = Number(import.meta.env.VITE_TIMING_SCALE ?? 1);
  return Number.isFinite(value) && value >= 0 ? value : 1;
})();

const ms = (value: number) => Math.round(value * scale);

export const TIMING = {
  /** How long an alert (toast) stays: 3.1 s. */
  alert: ms(3100),
  /** Login success -> the URL the server returned: about 1 s. */
  afterLogin: ms(1000),
  /** Logout -> root: 1 s. */
  afterLogout: ms(1000),
  /** Register success -> the returned URL: 4 s. */
  afterRegister: ms(4000),
  /** Reset-code request -> /forgot-password: 4.5 s. */
  afterResetCodeRequest: ms(4500),
  /** Password change -> /login: 4.5 s. */
  afterPasswordChange: ms(4500),
  /** Activation -> /loading: 4500 ms. */
  afterActivation: ms(4500),
  /** Role set-up -> full reload: 4500 ms. */
  afterRoleSetup: ms(4500),
  /** Manager or leader added -> back to the list: 4000 ms. */
  afterStaffAdded: ms(4000),
  /** Company profile edit -> reload: 3500 ms. */
  afterCompanyEdit: ms(3500),
  /** A client registered (or changed) -> the list: 3.5 s (the spec's 3-4 s). */
  afterClientSaved: ms(3500),
  /** Buttons re-enabled after a visit action: 3 s. */
  visitButtonsCooldown: ms(3000),
  /** Address suggestions: 500 ms debounce. */
  addressDebounce: ms(500),
  /** Position updates before the route is recomputed: at most one per 5 s (a throttle). */
  locationDebounce: ms(5000),
} as const;

export const wait = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));
