import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import atrium from './scripts/eslint/plugin-imports.js';

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
    // A plugin imports only @atrium/sdk, its own files and the packages it declares.
    files: ['plugins/**/*.{ts,tsx}'],
    plugins: { atrium },
    rules: {
      'atrium/plugin-imports': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: ['@atrium/core-api', '@atrium/core-api/*', '@atrium/host', '@atrium/host/*', '**/core-api/**', '**/host/src/**'] },
      ],
    },
  },
);
