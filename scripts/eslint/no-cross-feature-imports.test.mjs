// The lint rule that keeps features apart, run by ESLint with the project's config on planted
// files: one feature importing another is refused, whatever the import's form; a feature's own
// files, the app's shared code and the packages are not.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repo });

async function problemsOf(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result.messages.filter((m) => m.ruleId === 'fieldteam/no-cross-feature-imports').map((m) => m.message);
}

for (const line of [
  "import { formatTime } from '../calendar/calendar-tools';",
  "export { ClientsScreen } from '../clients/ClientsScreen';",
  "export * from '../road/road-day';",
  "export const road = () => import('../road/RoadScreen');",
  "import '../clients/clients.css';",
]) {
  test(`refuses, in the board feature: ${line}`, async () => {
    const problems = await problemsOf('packages/web/src/features/board/Planted.tsx', line);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^The board feature imports the \w+ feature/);
  });
}

test("lets a feature import its own files, the app's shared code and its packages", async () => {
  const code = ["import { LiveBoardViewModel } from './live-board.view-model';", "import { formatTime } from '../../shared/format';", "import { Button } from '../../ui/Button';", "import { ok } from '@fieldteam/core';"].join('\n');
  assert.deepEqual(await problemsOf('packages/web/src/features/board/Planted.tsx', code), []);
});

test('leaves code outside the features alone', async () => {
  assert.deepEqual(await problemsOf('packages/web/src/app/Planted.tsx', "export { ClientsScreen } from '../features/clients/ClientsScreen';"), []);
});
