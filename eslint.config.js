import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The boundaries of docs/architecture.md, enforced: code flows one way (shared -> features -> app in the web app;
 * contract <- web, contract <- api, nothing imports web or api), features never import each other, and in the API only
 * the database layer and repository/queries files know the ORM and the schema.
 */
const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL(`${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_SHARED = ['components', 'hooks', 'lib', 'config', 'stores', 'testing'].map((dir) => `${WEB}/${dir}`);

const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need into shared code (components/, hooks/, lib/).',
  })),
  { target: WEB_SHARED, from: [`${WEB}/features`, `${WEB}/app`], message: 'Shared code does not import features or the app.' },
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app shell; the app imports features.' },
  { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP; shared types live in the contract.' },
  { target: './apps/api', from: './apps/web', message: 'The API does not import the web app.' },
  { target: './packages/contract', from: ['./apps', './e2e', './system', './bench'], message: 'The contract imports nothing of the apps.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', 'data/**', '**/*.d.ts', '**/*.d.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.test.json', 'packages/contract/tsconfig.test.json', 'e2e/tsconfig.json', 'system/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', '**/*.repository.ts', '**/*.queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Only the database layer (db/) and repository/queries files use the ORM.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Only the database layer (db/) and repository/queries files use the ORM.' },
            { group: ['**/db/schema', '**/db/schema.js', '**/db/schema/*'], message: 'Only the database layer (db/) and repository/queries files read the schema.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', '**/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
