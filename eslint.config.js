// Lint rules, including the hexagon's dependency rules (they mirror ../shared/tools/check-architecture
// so that CI enforces them without it).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noCrossFeatureImports from './scripts/eslint/no-cross-feature-imports.mjs';

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.bench.ts', '**/testing/**', '**/e2e/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-direct/**', '.tsbuild/**', '**/test-results/**', '**/playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/adapters-browser/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // web: features do not import each other (tests included).
  {
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    plugins: { fieldteam: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'fieldteam/no-cross-feature-imports': 'error' },
  },
  {
    files: ['packages/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // core: only its own files and temporal-polyfill; no browser or server globals.
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.{1,2}/|temporal-polyfill$)', message: 'core imports only its own files and temporal-polyfill.' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'fetch', 'XMLHttpRequest', 'process'],
    },
  },
  // adapters: never the web app, React, MobX or inversify; the two adapter packages stay apart.
  // The package arrows, tests included: api-contract imports no other package; adapters-http and
  // mock-server import core and api-contract, never each other; only contract-tests imports both.
  {
    files: ['packages/api-contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(@fieldteam/|react|mobx|inversify|express)', message: 'api-contract depends on no other package: both sides depend on it.' }] }],
    },
  },
  {
    files: ['packages/adapters-http/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@fieldteam/(web|adapters-browser|mock-server|contract-tests)|react|mobx|inversify)', message: 'adapters-http depends on core and api-contract only (tests against the mock server live in contract-tests).' }] },
      ],
    },
  },
  {
    files: ['packages/adapters-browser/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(@fieldteam/(web|adapters-http|mock-server)|react|mobx|inversify)', message: 'adapters-browser depends on core only.' }] }],
    },
  },
  {
    files: ['packages/mock-server/src/**/*.ts', 'packages/mock-server/bench/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@fieldteam/(web|adapters-browser|adapters-http|contract-tests)', message: 'the mock server depends on core and api-contract only, never on the adapters or the web app.' }] }],
    },
  },
  // mock-server: routes and services read and write through the repositories, never the whole data.
  {
    files: ['packages/mock-server/src/routes/**/*.ts', 'packages/mock-server/src/services/**/*.ts', 'packages/mock-server/src/http/**/*.ts'],
    ignores: [...TEST_FILES, 'packages/mock-server/src/routes/dev.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='store'][property.name=/^(data|update|replace|snapshot)$/], MemberExpression[object.property.name='store'][property.name=/^(data|update|replace|snapshot)$/]",
          message: 'Routes read through the repositories (store.clients...) and write with store.transact(); the whole data is for tests and seeding.',
        },
      ],
    },
  },
  // web: adapters only in the composition root; no fetch outside adapters; view-models without React.
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/di/**', ...TEST_FILES],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@fieldteam/(adapters-http|adapters-browser|mock-server)', message: 'Only the composition root (src/di) imports adapters.' }] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The web app reaches the API through core ports.' }],
    },
  },
  // workers: what runs off the page imports no screen; what a worker shares with one is in src/shared or core.
  {
    files: ['packages/web/src/workers/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@fieldteam/(adapters-http|adapters-browser|mock-server)', message: 'Only the composition root (src/di) imports adapters.' },
            { regex: '(^|/)features/', message: 'Workers import no feature: what they share with a screen is in src/shared or core.' },
          ],
        },
      ],
    },
  },
  // Screens' state, in view-models and the state their panels share (road-day.ts, shown-client.ts...):
  // every plain .ts module of a feature, and the shared view-models.
  {
    files: ['packages/web/src/features/**/*.ts', 'packages/web/src/**/*.view-model.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react|react-dom|mobx-react-lite|wouter)($|/)', message: 'View-models are plain MobX classes: no React.' },
            { regex: '^@fieldteam/(adapters-http|adapters-browser|mock-server)', message: 'Only the composition root (src/di) imports adapters.' },
          ],
        },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // e2e: every spec takes `test` from the shared support, which fails a test on any CSP violation.
  {
    files: ['packages/web/e2e/**/*.ts'],
    ignores: ['packages/web/e2e/support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Take `test` from './support': it fails a test on any Content-Security-Policy violation (ADR 0041)." }] },
      ],
    },
  },
);
