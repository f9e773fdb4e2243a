// TypeScript and React lint for the site, its plugins, scripts and tests (the typescript-eslint
// website block: strictTypeChecked + react + jsx-a11y + react-hooks).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
    settings: {react: {version: 'detect'}},
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
  },
  {files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict},
  {
    files: ['**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      // Template literals with numbers read naturally in messages.
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
      // A file a newcomer can read in one sitting: past 400 lines, split it by what it holds.
      'max-lines': ['error', {max: 400}],
    },
  },
  {files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked},
  // The speed layer's loaders are CommonJS (Rspack loads loaders with require()), so they require too.
  {files: ['**/*.cjs'], rules: {'@typescript-eslint/no-require-imports': 'off'}},
);
