// Types of what check-bundle-budget.mjs exports to TypeScript (packages/web/route-preloads.ts).
export interface RouteSources {
  readonly path: string;
  /** Its screen and its context's module (which imports the modules it uses), relative to the web package. */
  readonly sources: readonly string[];
  /** Of those, what a cold start fetches before the page draws (its screen alone when it draws its frame first). */
  readonly drawsWith: readonly string[];
  readonly texts: readonly string[];
  /** One of the pages a visitor meets before signing in (`firstVisit` in pages.ts). */
  readonly first: boolean;
  /** When it draws on a cold start (`draws` in pages.ts): once what its context waits for is known, before, or its frame first. */
  readonly draws: 'ready' | 'before-ready' | 'frame';
}
export const SHELL_TEXTS: readonly string[];
export const FIRST_PAGE_BUDGET_KB: number;
export const ROUTE_BUDGET_KB: number;
export function routeSources(): RouteSources[];
