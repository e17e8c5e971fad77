// wouter imports useSyncExternalStore from the use-sync-external-store shim, written for React
// versions before 18; React 19 has its own, which the shim would only wrap (vite.config.ts points
// the shim here: 0.4 kB gz less on every page).
export { useSyncExternalStore } from 'react';
