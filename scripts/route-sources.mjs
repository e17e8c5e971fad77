// The pages of the app (packages/web/src/app/pages.ts) as the build tools need them: for each path,
// the source files its page loads on demand (its screen and its context's module), the namespaces
// of its texts, whether it is one of the pages a visitor meets first (`firstVisit`) and whether it
// draws before its context is ready (`draws`: 'ready', the default, 'frame' or 'frame-before-ready'). Read from
// the file's syntax, with TypeScript's parser: the imports there are the ones the app follows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/web');
export const PAGES_FILE = path.join(WEB_DIR, 'src/app/pages.ts');

/** The source file (relative to the web package) an import specifier of pages.ts names. */
function sourceOf(specifier) {
  const base = path.join(path.dirname(PAGES_FILE), specifier);
  for (const extension of ['.tsx', '.ts']) {
    try {
      readFileSync(base + extension);
      return path.relative(WEB_DIR, base + extension);
    } catch {
      // the other extension
    }
  }
  throw new Error(`pages.ts imports ${specifier}, which is no source file`);
}

/** The specifiers of every `import('...')` inside a node. */
function importsIn(node) {
  const found = [];
  const walk = (child) => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(child.arguments[0])) found.push(child.arguments[0].text);
    ts.forEachChild(child, walk);
  };
  walk(node);
  return found;
}

/** Each `page('/path', { screen, context, texts, ... })` of the file. */
export function routeSources(file = PAGES_FILE) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const routes = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'page') {
      const [pathArgument, spec] = node.arguments;
      const property = (name) => spec.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === name)?.initializer;
      const screen = importsIn(property('screen')).map(sourceOf);
      const context = property('context') ? importsIn(property('context')).map(sourceOf) : [];
      const texts = property('texts').elements.map((element) => element.text);
      const first = property('firstVisit')?.kind === ts.SyntaxKind.TrueKeyword;
      const draws = property('draws')?.text ?? 'ready';
      // What a cold start fetches before the page draws: its screen alone for a page drawing its frame first.
      const drawsWith = draws === 'ready' ? [...screen, ...context] : screen;
      routes.push({ path: pathArgument.text, sources: [...screen, ...context], drawsWith, texts, first, draws });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}
