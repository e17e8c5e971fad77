// Types of what check-bundle-budget.mjs exports to TypeScript (packages/web/route-preloads.ts).
export interface RouteSources {
  readonly path: string;
  /** Its screen and its context's module (which imports the modules it uses), relative to the web package. */
  readonly sources: readonly string[];
  readonly texts: readonly string[];
  /** One of the pages a visitor meets before signing in (`firstVisit` in pages.ts). */
  readonly first: boolean;
  /** It draws before what its context waits for is known (`drawsBeforeReady` in pages.ts). */
  readonly drawsBeforeReady: boolean;
}
export const SHELL_TEXTS: readonly string[];
export const FIRST_PAGE_BUDGET_KB: number;
export const ROUTE_BUDGET_KB: number;
export function routeSources(): RouteSources[];
