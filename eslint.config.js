import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'account', 'deployment', 'reports', 'metrics'];

// A feature is used only through its public index.ts (docs/architecture.md, "Rules that keep it that way").
const FEATURE_ENTRIES = {
  // Other public entries, kept small for the first download: reports/sign-out.ts (the workplace's part
  // of the session's end, which start-app registers), auth/idle.ts (the signed-in shell's idle
  // warning, in the shell's chunk, not the sign-in page's) and reports/saved-views-list.ts (home's list
  // of the person's saved views: the index would bring the report view's loaders into the shell's chunk).
  group: [
    '@/features/*/*',
    '**/features/*/*',
    '!@/features/reports/sign-out',
    '!@/features/auth/idle',
    '!@/features/reports/saved-views-list',
  ],
  message: 'Import another feature only through its index.ts (e.g. "@/features/auth").',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'storybook-static',
      'coverage',
      'playwright-report',
      'test-results',
      'src/routeTree.gen.ts',
      'src/api/schema.gen.ts',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [FEATURE_ENTRIES] }],
      // Data flows one way: routes -> app -> features -> session -> shared -> api -> config (docs/architecture.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/config', from: './src', except: ['./config'], message: 'config is the bottom layer.' },
            {
              target: './src/api',
              from: ['./src/app', './src/session', './src/shared', './src/features', './src/routes', './src/mocks'],
              message: 'api takes what it needs (the token) through callbacks, never from upper layers.',
            },
            {
              target: './src/shared',
              from: ['./src/app', './src/session', './src/features', './src/routes'],
              message: 'shared code is used by the session, features and the app, never the other way round.',
            },
            {
              target: './src/session',
              from: ['./src/app', './src/features', './src/routes', './src/mocks'],
              message: 'The session sits below the features and the app; they plug into it through its door.',
            },
            {
              target: './src/features',
              from: ['./src/app', './src/routes'],
              message: 'The app layer and the routes compose features; features never reach up.',
            },
            {
              target: './src/mocks',
              from: ['./src/routes', './src/features'],
              message: 'The mock backend implements the contract; it knows nothing of the pages.',
            },
            // A feature never imports another feature: the app layer or a route composes them.
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features never import each other; compose them in src/app or in the route.',
            })),
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/mocks',
              message: 'Features talk to the backend through the API client, never to the mocks.',
            })),
          ],
        },
      ],
      // Type-only imports are erased at build time and cannot form a runtime cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    // Without the TypeScript extensions and parser, import-x cannot follow .ts imports and no-cycle
    // silently finds nothing.
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  // Globals as in tsconfig.app/test/node.json: the app sees the browser's only; tests (Vitest runs them in
  // Node with jsdom) and the Node mock server see both; scripts, configurations and browser tests Node's.
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/preview.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/testing/**', 'src/mocks/server/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'e2e/**', 'e2e-storybook/**', '.storybook/main.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // What index.html loads before the app's code: plain browser scripts.
    files: ['public/boot-*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The mock backend's worker around MSW's (a service worker script).
    files: ['public/mockServiceWorker.persistent.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Route files export `Route`; test/story files and the mocks can use dev-only patterns.
    // Tests and stories run against the mock backend, so they may read its state (inbox, activity log).
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**', 'e2e/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The browser tests name what a person sees in the words the features define (their constants
    // files: texts and labels), so a text changes in one place.
    files: ['e2e/**', 'e2e-storybook/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/*', '!**/features/*/constants'],
              message: 'Browser tests take only texts and labels from a feature: its constants.ts.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
