// Types of what route-sources.mjs exports to TypeScript.
import type { RouteSources } from './check-bundle-budget.d.mts';
export const PAGES_FILE: string;
export function routeSources(file?: string): RouteSources[];
