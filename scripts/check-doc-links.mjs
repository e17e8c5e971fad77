// Checks that every relative link in the docs points to a file or folder that exists, so that a
// rename in the code cannot leave the documentation pointing at nothing. Plain Node, no
// dependencies: `node scripts/check-doc-links.mjs [folder...]` (default: the repository's docs/).
//
// Checked: Markdown links and images `[x](target)` / `![x](target)` (also `<target>` and a
// trailing "title"), reference definitions `[id]: target`, and `<img src="target">`. Skipped:
// addresses with a scheme (http:, https:, mailto:...), pure `#anchors`, and anything inside code
// (fenced blocks, inline code spans) or HTML comments. A `#anchor` or `?query` is stripped, the
// rest is percent-decoded and resolved against the linking file's folder (a leading `/` against
// the repository root). Each broken link is printed as `file:line: target`; the exit code is 1
// when there is one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/** Replaces every character but newlines with a space, so that offsets and line numbers stay. */
const blank = (text) => text.replace(/[^\n]/g, ' ');

/** The text with code and comments blanked out: links there are examples, not links. */
export function withoutCode(text) {
  let inFence = null;
  const lines = text.split('\n').map((line) => {
    const fence = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (inFence) {
      const closing = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (closing && closing[1][0] === inFence[0] && closing[1].length >= inFence.length) inFence = null;
      return blank(line);
    }
    if (fence) {
      inFence = fence[1];
      return blank(line);
    }
    return line;
  });
  return lines
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(`+)[\s\S]*?\1/g, blank);
}

const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;

/** Every link target in a Markdown text, with its line (1-based). */
export function findLinks(markdown) {
  const text = withoutCode(markdown);
  const links = [];
  const patterns = [
    // [text](target "title") and ![alt](target); the target may be wrapped in <...>.
    /\]\(\s*(?:<([^>\n]*)>|([^\s)]+))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g,
    // [id]: target
    /^ {0,3}\[[^\]\n]+\]:[ \t]*(?:<([^>\n]*)>|(\S+))/gm,
    // <img src="target">
    /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const index = match.slice(1).findIndex((group) => group !== undefined);
      const target = match[index + 1];
      const offset = match.index + match[0].indexOf(target);
      links.push({ line: lineAt(text, offset), target });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

/** Where a target points on disk, or null when it is not a local path (a URL, an anchor). */
export function localPath(target, fromFile, repoRoot = REPO_ROOT) {
  const trimmed = target.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  const withoutAnchor = trimmed.replace(/[?#].*$/, '');
  if (withoutAnchor === '') return null;
  let decoded = withoutAnchor;
  try {
    decoded = decodeURIComponent(withoutAnchor);
  } catch {
    // A stray % stays as written.
  }
  return decoded.startsWith('/') ? path.join(repoRoot, decoded) : path.resolve(path.dirname(fromFile), decoded);
}

function markdownFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...markdownFiles(full));
    else if (/\.(md|markdown)$/i.test(entry.name)) files.push(full);
  }
  return files.sort();
}

/** The broken links of every Markdown file under the folders. */
export function brokenLinks(folders, repoRoot = REPO_ROOT) {
  const broken = [];
  for (const folder of folders) {
    for (const file of markdownFiles(folder)) {
      for (const { line, target } of findLinks(readFileSync(file, 'utf8'))) {
        const resolved = localPath(target, file, repoRoot);
        if (resolved !== null && !existsSync(resolved)) broken.push({ file, line, target });
      }
    }
  }
  return broken;
}

function main(args) {
  const folders = args.length > 0 ? args.map((arg) => path.resolve(arg)) : [path.join(REPO_ROOT, 'docs')];
  const missing = folders.filter((folder) => !existsSync(folder));
  if (missing.length > 0) {
    for (const folder of missing) console.error(`check-doc-links: no such folder: ${folder}`);
    return 2;
  }
  const broken = brokenLinks(folders);
  for (const { file, line, target } of broken) console.log(`${path.relative(process.cwd(), file)}:${line}: ${target}`);
  if (broken.length > 0) {
    console.error(`check-doc-links: ${broken.length} broken link${broken.length === 1 ? '' : 's'}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
