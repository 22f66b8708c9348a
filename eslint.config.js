import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED_WEB_DIRS = ['components', 'hooks', 'lib', 'config', 'stores', 'i18n'];

const FEATURE_TO_FEATURE =
  'A feature does not import another feature: move what both need into shared code (components/, hooks/, lib/).';
const SHARED_TO_FEATURE = 'Shared code does not import features.';
const CONTRACT_TO_APP = 'The contract imports nothing of the apps.';
const API_TO_WEB = 'The API does not import the web app.';
const ORM_ONLY_IN_REPOSITORIES = 'Only the database layer (db/) and repository files use the ORM and the schema.';
const THROUGH_THE_SERVICE =
  "A module uses another module through its service, not its repository (a repository may build another's SQL fragment into one statement).";
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
 * shell; shared web code (components, hooks, lib, config, stores, i18n) imports no feature and not the app shell;
 * web and api never import each other; the contract imports no app; only the database layer and repository files
 * know the ORM. These patterns read the import as written (the `@/` alias, package names); a relative import is
 * checked where it lands by `relativeImportBoundaries` below. Import cycles are found by dpdm
 * (`npm run lint:cycles`), which follows the `@/` alias the way the bundler does.
 */
const boundaries = [
  ...webFeatures.map((feature) =>
    restrict(
      [`${WEB}/features/${feature}/**`],
      [
        {
          group: ['@/features/*', `!@/features/${feature}`, '@/features/*/**', `!@/features/${feature}/**`],
          message: FEATURE_TO_FEATURE,
        },
        NO_APP_SHELL,
        NO_API_IN_WEB,
      ],
    ),
  ),
  restrict(
    SHARED_WEB_DIRS.map((dir) => `${WEB}/${dir}/**`),
    [{ group: ['@/features', '@/features/**'], message: SHARED_TO_FEATURE }, NO_APP_SHELL, NO_API_IN_WEB],
  ),
  restrict([`${WEB}/app/**`, `${WEB}/test/**`, `${WEB}/*.{ts,tsx}`], [NO_API_IN_WEB]),
  restrict(
    ['packages/contract/**'],
    [{ group: ['@hospital/api', '@hospital/web', '**/apps/**'], message: CONTRACT_TO_APP }],
  ),
  restrict(['apps/api/src/**'], [{ group: ['@hospital/web', '**/apps/web/**'], message: API_TO_WEB }]),
  restrict(
    ['apps/api/src/**/*.ts'],
    [
      { group: ['drizzle-orm/*'], message: ORM_ONLY_IN_REPOSITORIES },
      { group: ['**/db/schema', '**/db/schema.js', '**/db/schema/*'], message: ORM_ONLY_IN_REPOSITORIES },
      { group: ['@hospital/web', '**/apps/web/**'], message: API_TO_WEB },
    ],
    [{ name: 'drizzle-orm', message: ORM_ONLY_IN_REPOSITORIES }],
    ['apps/api/src/db/**', '**/*.repository.ts'],
  ),
];

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);
const FEATURE_PATH = new RegExp(`^${WEB}/features/([^/]+)(/|$)`);
const featureOf = (file) => FEATURE_PATH.exec(file)?.[1];
const isSharedWeb = (file) => SHARED_WEB_DIRS.some((dir) => within(file, `${WEB}/${dir}`));
const API_MODULE_PATH = /^apps\/api\/src\/modules\/([^/]+)\//;
const isApiTestFile = (file) => /\.test\.ts$|-testing\.ts$|\/test(ing)?\//.test(file);
const isRepository = (file) => /\.repository(\.js|\.ts)?$/.test(file);

/**
 * Which boundary of §4 an import from `from` to `to` (both relative to the repository root) crosses, if any. The
 * contract is left out: any relative way from packages/ into an app names `apps/`, which its pattern refuses.
 */
function crossedBoundary(from, to) {
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && toFeature !== fromFeature) return FEATURE_TO_FEATURE;
  if (isSharedWeb(from) && toFeature) return SHARED_TO_FEATURE;
  if ((fromFeature || isSharedWeb(from)) && within(to, `${WEB}/app`)) return NO_APP_SHELL.message;
  if (within(from, 'apps/web') && within(to, 'apps/api')) return NO_API_IN_WEB.message;
  if (within(from, 'apps/api') && within(to, 'apps/web')) return API_TO_WEB;
  const fromModule = API_MODULE_PATH.exec(from)?.[1];
  const toModule = API_MODULE_PATH.exec(to)?.[1];
  if (
    fromModule &&
    toModule &&
    fromModule !== toModule &&
    isRepository(to) &&
    !isRepository(from) &&
    !isApiTestFile(from)
  )
    return THROUGH_THE_SERVICE;
  return undefined;
}

/**
 * The same boundaries for relative imports, which a pattern cannot judge: `../../api/x` is a feature's own api/
 * folder from one depth and the API app from another. Each relative import is resolved against the importing file
 * (a path join, no module resolver: docs/decisions/0009) and refused when it lands across a boundary, such as
 * `../../booking/x` or `../../../features/booking/x` from another feature, or `../../../../api/src/x` from the web app.
 */
const relativeImportBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Relative imports respect docs/architecture.md §4.' } },
  create(context) {
    const from = path.relative(ROOT, context.physicalFilename).split(path.sep).join('/');
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.physicalFilename), source.value);
      const message = crossedBoundary(from, path.relative(ROOT, target).split(path.sep).join('/'));
      if (message) context.report({ node: source, message: `'${source.value}': ${message}` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

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
  // The rules of hooks and the React Compiler's checks (pure render, no state set in an effect, exhaustive deps).
  { files: [`${WEB}/**/*.{ts,tsx}`], ...reactHooks.configs.flat.recommended },
  ...boundaries,
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}'],
    plugins: { architecture: { rules: { 'relative-import-boundaries': relativeImportBoundaries } } },
    rules: { 'architecture/relative-import-boundaries': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', '**/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
