// Lint rules, including the import direction of ARCHITECTURE §2:
// contract <- offline <- client; contract <- server; sw -> offline, contract.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: restrict([
      { regex: '^(?!zod$|\\./).*', message: 'src/contract imports zod and its own files only.' },
    ]),
  },
  {
    files: ['src/offline/**/*.ts'],
    rules: restrict([
      { group: ['**/client/**', '**/server/**', 'react', 'react-dom'], message: 'src/offline runs in the page and the service worker: no React, no client, no server.' },
    ]),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/server/**', '**/sw/**'], message: 'The client never imports the server.' }]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([
      { group: ['**/client/**', '**/offline/**', '**/sw/**'], message: 'The server never imports the client.' },
    ]),
  },
  {
    files: ['sw/**/*.ts'],
    rules: restrict([{ group: ['**/client/**', '**/server/**'], message: 'The service worker imports offline and contract only.' }]),
  },
);
