// The web package's own sources, for tests that follow what a module imports (the texts each
// route loads, what the shell loads before any route): read through Vite's glob, by path from src.
const SOURCES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true })).map(([file, code]) => [file.replace(/^\/src\//, ''), code]),
);

/** A source's text by its path from src ('app/main.tsx'), or '' when there is none. */
export const sourceText = (file: string): string => SOURCES[file] ?? '';

const dirname = (file: string) => file.split('/').slice(0, -1).join('/');

/** The source a relative specifier names from a file, if it is one of src's. */
export function sourceOf(specifier: string, from: string): string | undefined {
  const parts = dirname(from) === '' ? [] : dirname(from).split('/');
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`].find((file) => file in SOURCES);
}

export interface ImportLine {
  readonly specifier: string;
  /** `import type …`: erased from the build. */
  readonly typeOnly: boolean;
}

/** The static imports and re-exports of a source (dynamic `import()` aside). */
export function importsOf(code: string): ImportLine[] {
  return [...code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => ({ specifier: m[2]!, typeOnly: m[1] !== undefined }));
}

/** Every source of src a module loads statically, itself included (type-only imports too unless told). */
export function staticGraph(entry: string, options: { readonly skip?: (file: string) => boolean; readonly typeImports?: boolean } = {}): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || options.skip?.(file)) return;
    seen.add(file);
    for (const line of importsOf(sourceText(file))) {
      if (line.typeOnly && options.typeImports === false) continue;
      const next = line.specifier.startsWith('.') ? sourceOf(line.specifier, file) : undefined;
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}
