// Tests of check-doc-links.mjs: the script run on temporary folders must report exactly the
// broken links, as `file:line: target`, and exit 1; a folder without one passes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findLinks, localPath } from './check-doc-links.mjs';

const SCRIPT = fileURLToPath(new URL('./check-doc-links.mjs', import.meta.url));
const made = [];
after(() => made.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A temporary folder holding `files` (path -> text); returns its path. */
function folderWith(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** Runs the script on `root/docs` from `root`, as npm runs it from the repository. */
function check(root) {
  const run = spawnSync(process.execPath, [SCRIPT, 'docs'], { cwd: root, encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.split('\n').filter(Boolean) };
}

test('reports exactly the broken link, with its file and line, and exits 1', () => {
  const root = folderWith({
    'docs/guide.md': '# Guide\n\nSee [the other page](other.md).\n\nAnd [a page that is gone](gone.md#part).\n',
    'docs/other.md': '# Other\n',
  });
  assert.deepEqual(check(root), { status: 1, lines: [`${path.join('docs', 'guide.md')}:5: gone.md#part`] });
});

test('passes a folder whose links all resolve, and skips what is not a local path', () => {
  const root = folderWith({
    'docs/index.md': [
      '[sub page](sub/page.md#a-heading) and [a folder](sub/) and [up](../README.md)',
      '[site](https://example.com/x) [mail](mailto:someone@example.com) [here](#top) [plain](http://a/b)',
      '![picture](img/shot.png "a title") <img src="img/shot.png" alt="">',
      '[spaced](<sub/a page.md>) [encoded](sub/a%20page.md)',
      '```mermaid',
      'flowchart LR',
      '  a[x](nowhere.md)',
      '```',
      'Inline code is not a link: `[x](nowhere.md)`.',
      '<!-- [commented](nowhere.md) -->',
    ].join('\n'),
    'docs/sub/page.md': 'Back to [the index](../index.md).\n',
    'docs/sub/a page.md': '\n',
    'docs/img/shot.png': '',
    'README.md': '\n',
  });
  assert.deepEqual(check(root), { status: 0, lines: [] });
});

test('finds images, <img src>, reference definitions and link texts over two lines', () => {
  const text = ['![a](one.png) <img src=\'two.png\'>', '[a text', 'over two lines](three.md)', '', '[ref]: four.md "title"'].join('\n');
  assert.deepEqual(findLinks(text), [
    { line: 1, target: 'one.png' },
    { line: 1, target: 'two.png' },
    { line: 3, target: 'three.md' },
    { line: 5, target: 'four.md' },
  ]);
});

test('resolves relative to the linking file, and drops anchors and queries', () => {
  const from = path.join('/repo', 'docs', 'api', 'page.md');
  assert.equal(localPath('../decisions/0001.md#why', from, '/repo'), path.join('/repo', 'docs', 'decisions', '0001.md'));
  assert.equal(localPath('/README.md?plain=1', from, '/repo'), path.join('/repo', 'README.md'));
  assert.equal(localPath('#only-an-anchor', from, '/repo'), null);
  assert.equal(localPath('https://example.com', from, '/repo'), null);
});
