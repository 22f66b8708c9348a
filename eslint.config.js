import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ORM_ONLY_IN_REPOSITORIES =
  'Only the database layer (db/) and repository/queries files use the ORM and the schema.';
const NO_APP_SHELL = {
  group: ['@/app', '@/app/**'],
  message: 'Features and shared code do not import the app shell; the app imports them.',
};
const NO_API_IN_WEB = {
  group: ['@hospital/api', '@hospital/api/**', '**/apps/api/**'],
  message: 'The web app talks to the API over HTTP; shared types live in the contract.',
};

/** `no-restricted-imports` for one part of the tree; each part lists every pattern that applies to it. */
const restrict = (files, patterns, paths = [], ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});

/**
 * The boundaries of docs/architecture.md §4, enforced: a web feature imports no other feature and not the app
 * shell; shared web code imports no feature; web and api never import each other; the contract imports no app;
 * only the database layer and repository/queries files know the ORM. Import cycles are found by dpdm
 * (`npm run lint:cycles`), which follows the `@/` alias the way the bundler does.
 */
const boundaries = [
  ...webFeatures.map((feature) =>
    restrict(
      [`${WEB}/features/${feature}/**`],
      [
        {
          group: ['@/features/*', `!@/features/${feature}`, '@/features/*/**', `!@/features/${feature}/**`],
          message:
            'A feature does not import another feature: move what both need into shared code (components/, hooks/, lib/).',
        },
        NO_APP_SHELL,
        NO_API_IN_WEB,
      ],
    ),
  ),
  restrict(
    ['components', 'hooks', 'lib', 'config', 'stores'].map((dir) => `${WEB}/${dir}/**`),
    [
      { group: ['@/features', '@/features/**'], message: 'Shared code does not import features.' },
      NO_APP_SHELL,
      NO_API_IN_WEB,
    ],
  ),
  restrict([`${WEB}/app/**`, `${WEB}/test/**`, `${WEB}/*.{ts,tsx}`], [NO_API_IN_WEB]),
  restrict(
    ['packages/contract/**'],
    [{ group: ['@hospital/api', '@hospital/web', '**/apps/**'], message: 'The contract imports nothing of the apps.' }],
  ),
  restrict(
    ['apps/api/src/**'],
    [{ group: ['@hospital/web', '**/apps/web/**'], message: 'The API does not import the web app.' }],
  ),
  restrict(
    ['apps/api/src/**/*.ts'],
    [
      { group: ['drizzle-orm/*'], message: ORM_ONLY_IN_REPOSITORIES },
      { group: ['**/db/schema', '**/db/schema.js', '**/db/schema/*'], message: ORM_ONLY_IN_REPOSITORIES },
      { group: ['@hospital/web', '**/apps/web/**'], message: 'The API does not import the web app.' },
    ],
    [{ name: 'drizzle-orm', message: ORM_ONLY_IN_REPOSITORIES }],
    ['apps/api/src/db/**', '**/*.repository.ts', '**/*.queries.ts'],
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/migrations/**',
      'data/**',
      '**/*.d.ts',
      '**/*.d.mts',
    ],
  },
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
  ...boundaries,
  {
    files: ['scripts/**', 'bench/**', '.ci/**', '**/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
