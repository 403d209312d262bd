import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import imports from './scripts/eslint/plugin-imports.js';
import tenancy from './scripts/eslint/tenant-condition.js';
import dependencies from './scripts/eslint/plugin-dependencies.js';

/** The project's own rules, under one plugin name. */
const atrium = { rules: { ...imports.rules, ...tenancy.rules, ...dependencies.rules } };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'docs/api/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        navigator: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A plugin imports only @atrium/sdk, its own files, the packages it declares and the shared/ of the plugins its manifest names.
    files: ['plugins/**/*.{ts,tsx}'],
    plugins: { atrium },
    rules: {
      'atrium/plugin-imports': 'error',
      'atrium/plugin-dependencies': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: ['@atrium/core-api', '@atrium/core-api/*', '@atrium/host', '@atrium/host/*', '**/core-api/**', '**/host/src/**'] },
      ],
    },
  },
  {
    // The client's condition is the platform's (scripts/eslint/tenant-condition.js): in the server and in the
    // shared contracts, where conditions are written. Entities and migrations declare the column itself; tests
    // read rows of a client on purpose; the UI runs no query.
    files: ['plugins/*/{server,shared}/**/*.{ts,tsx}'],
    ignores: ['plugins/*/server/entities/**', 'plugins/*/server/migrations/**', '**/*.test.{ts,tsx}'],
    plugins: { atrium },
    rules: { 'atrium/tenant-condition': 'error' },
  },
);
