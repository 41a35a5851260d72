import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'account', 'deployment', 'reports', 'metrics'];

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
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A feature is used only through its public index.ts (GUIDE: feature isolation).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*', '**/features/*/*'],
              message: 'Import another feature only through its index.ts (e.g. "@/features/auth").',
            },
          ],
        },
      ],
      // Data flows one way: routes -> features -> shared/api. Lower layers never import upper ones.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/features', './src/routes'] },
            // Shared code may read the configuration, nothing else of the app layer.
            { target: './src/shared', from: './src/app', except: ['./config.ts'] },
            { target: './src/api', from: ['./src/features', './src/routes'] },
            { target: './src/features', from: './src/routes' },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/mocks',
              message: 'Features talk to the backend through the API client, never to the mocks.',
            })),
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Route files export `Route`; test/story files and the mocks can use dev-only patterns.
    // Tests and stories run against the mock backend, so they may read its state (inbox, activity log).
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      
      '**/testing/**',
      'e2e/**',
      
      '.storybook/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'import-x/no-restricted-paths': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
