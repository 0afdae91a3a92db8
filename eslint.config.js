// Lint rules, including the import direction of docs/architecture.md §2:
// contract <- offline <- client; contract <- server; sw -> offline, contract.
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
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
    // All user-visible text goes through the message catalogue (src/client/i18n): no English in JSX
    // text, nor in the attributes and props people read or hear.
    files: ['src/client/**/*.tsx'],
    // With type information the rule passes literals whose type is a union of string literals
    // (a variant, a state, a role), which are code, not text.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|hint|description|eyebrow|heading|message|what|emptyText|confirmLabel|cancelLabel|text|caption|legend|summary)$',
            ],
          },
          // Object keys in JSX props that hold code, not text (ARIA roles, CSS classes).
          'object-properties': { exclude: ['^(role|className|kind|key|type|id|href|to)$'] },
          callees: {
            exclude: [
              't',
              'tp',
              'translateMessage',
              'cx',
              'require',
              'addEventListener',
              'removeEventListener',
              'includes',
              'startsWith',
              'endsWith',
            ],
          },
        },
      ],
    },
  },
  {
    // An API path is built from the contract's route table (apiPath, buildPath), never typed out,
    // so renaming a path is one edit and a typo is a compile error.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['src/contract/**', 'tests/contract/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/\\/api\\/v1/]', message: 'Build API paths from the route table (apiPath in src/contract/routes.ts).' },
        {
          selector: 'TemplateElement[value.raw=/\\/api\\/v1/]',
          message: 'Build API paths from the route table (apiPath in src/contract/routes.ts).',
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: restrict([
      // zod/mini is the same package (and core) as zod, with a lighter API for shapes read on first paint.
      { regex: '^(?!zod$|zod/mini$|\\./).*', message: 'src/contract imports zod (or zod/mini) and its own files only.' },
    ]),
  },
  {
    files: ['src/offline/**/*.ts'],
    rules: restrict([
      {
        group: ['**/client/**', '**/server/**', '@client/*', '@server/*', 'react', 'react-dom'],
        message: 'src/offline runs in the page and the service worker: no React, no client, no server.',
      },
    ]),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/server/**', '**/sw/**', '@server/*'], message: 'The client never imports the server.' }]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([
      { group: ['**/client/**', '**/offline/**', '**/sw/**', '@client/*', '@offline/*'], message: 'The server never imports the client.' },
    ]),
  },
  {
    files: ['sw/**/*.ts'],
    rules: restrict([
      { group: ['**/client/**', '**/server/**', '@client/*', '@server/*'], message: 'The service worker imports offline and contract only.' },
    ]),
  },
);
