// Types of what check-bundle-budget.mjs exports to TypeScript (packages/web/route-preloads.ts).
export interface RouteTableEntry {
  readonly path: string;
  readonly component: string;
  /** The screen's dynamic imports, relative to the web package, without extension. */
  readonly screens: readonly string[];
  readonly contexts: readonly string[];
  readonly texts: readonly string[];
}
export interface ContextTableEntry {
  /** The context's DI module, relative to the web package, without extension. */
  readonly module: string;
  readonly uses: readonly string[];
  /** Composed by hand (`compose: …`): loads no container. */
  readonly composed: boolean;
}
export const SHELL_TEXTS: readonly string[];
export function readRoutePaths(text: string): Map<string, string>;
export function readRouteTable(text: string, routesFile: string, webDir: string, routePaths: Map<string, string>): RouteTableEntry[];
export function readContexts(text: string, contextsFile: string, webDir: string): Map<string, ContextTableEntry>;
export function contextClosure(names: readonly string[], contexts: Map<string, ContextTableEntry>): string[];
/** The DI sources a route with these contexts loads: their modules, and the container if one is a container module. */
export function contextSources(names: readonly string[], contexts: Map<string, ContextTableEntry>): string[];
export const CONTEXTS_FILE: string;
/** The container's module, relative to the web package, without extension. */
export const CONTAINER_MODULE: string;
