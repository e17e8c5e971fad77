// The mock server as a library, for tests in other packages (the HTTP adapter's suite).
export { createApp } from './app';
export type { AppContext } from './context';
export { createMemoryStore, Store } from './store/store';
export { buildSeed } from './seed/seed';
export { DEMO_ACCOUNTS, DEMO_FREELANCER, DEMO_LEADER, DEMO_MANAGER, DEMO_NEWCOMER, DEMO_OWNER, DEMO_PASSWORD } from './seed/demo-accounts';
export { createTestContext } from './testing/test-context';
export { UNDOCUMENTED_ROUTES } from './contract/undocumented-routes';
