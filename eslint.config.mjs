// Lint rules for the whole repository. Formatting is Prettier's job (eslint-config-prettier switches off every
// rule that would fight it); these rules catch mistakes and keep the structure the code is organised by.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'client/src/features';
const features = readdirSync(new URL(`./${featuresDir}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature keeps its internals to itself: code in one feature may not import another feature's files. What
 * several features need moves to client/src/lib, components or hooks; pages in client/src/app compose features.
 */
const featureBoundaries = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'A feature may not import another feature: move what both need to client/src/lib or components.',
}));

const modulesDir = 'server/modules';
const modules = readdirSync(new URL(`./${modulesDir}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's shape (server/README.md): a domain module is used from outside only through its index.ts, so what
 * it offers is written in one place and everything else may change freely; infrastructure and HTTP plumbing serve
 * every module and import none; the evaluation harness measures the product and is never part of it. Tests may
 * reach into a module to set up what they check.
 */
const serverBoundaries = [
  ...modules.map((module) => ({
    target: [
      `./server/!(modules)/**`,
      `./server/*.ts`,
      ...modules.filter((other) => other !== module).map((other) => `./${modulesDir}/${other}/**`),
    ],
    from: `./${modulesDir}/${module}`,
    except: ['./index.ts'],
    message: `Use the ${module} module through its index.ts (server/modules/${module}/index.ts): export what you need there.`,
  })),
  {
    target: ['./server/infra', './server/http'],
    from: `./${modulesDir}`,
    message: 'Infrastructure and HTTP plumbing serve every module and import none: pass what they need in.',
  },
  {
    target: ['./server', './client', './common'],
    from: './server/evaluation',
    message: 'The evaluation harness measures the product and is never imported by it.',
  },
];

/**
 * Client zones, one way: app (pages) -> features -> shared code (components, hooks, lib). Shared code imports no
 * feature and no page; a feature imports no page.
 */
const clientLayers = [
  {
    target: ['./client/src/components', './client/src/hooks', './client/src/lib'],
    from: ['./client/src/features', './client/src/app'],
    message: 'Shared code (components, hooks, lib) may not import a feature or a page: pass it in instead.',
  },
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'A feature may not import a page (client/src/app): pages compose features, not the other way round.',
  },
];

export default defineConfig([
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'drizzle/meta/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // Unused names are mistakes, except the deliberate `_` prefix for required-but-unused parameters.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/newline-after-import': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@common/**', group: 'internal' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'never',
        },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...featureBoundaries, ...clientLayers] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverBoundaries }] },
  },
  prettier,
]);
