// Types of what check-bundle-budget.mjs exports to TypeScript (packages/web/route-preloads.ts).
export interface RouteSources {
  readonly path: string;
  /** Its screen and its contexts' modules (with those they use), relative to the web package. */
  readonly sources: readonly string[];
  readonly texts: readonly string[];
  /** One of the pages a visitor meets first (no context beyond the account's). */
  readonly first: boolean;
}
export const SHELL_TEXTS: readonly string[];
export const FIRST_PAGE_BUDGET_KB: number;
export const ROUTE_BUDGET_KB: number;
export function routeSources(): RouteSources[];
