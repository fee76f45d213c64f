import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The shopper app's screens: translated, so no literal text in their JSX. */
const SHOPPER_FILES = ['apps/web/src/**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // \`import { type X } from 'm'\` keeps a bare \`import 'm'\` in the build, which loads m (and, for a
      // schemas module, zod) on pages that need only its types: written \`import type { X }\`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Shopper screens show only translated text (issue 28); the admin area stays English.
    files: SHOPPER_FILES,
    ignores: ['apps/web/src/features/admin/**', 'apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'placeholder', 'title', 'alt', 'label', 'hint', 'heading'],
          },
          // Punctuation, codes and names that read the same in every language.
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~]+',
              '[A-Z_-]+',
              '[·•…−×✓!]',
              '[▶❚]+',
              'https://…',
              '[0-9 +]+',
              'Mavazi',
              'WhatsApp',
              'M-Pesa',
            ],
          },
          // Form field names, keys and ids are not shown to anyone.
          callees: {
            exclude: [
              ...['i18n(ext)?', 't', 'field', 'register', 'getFieldState', 'watch', 'setValue'],
              ...['useWatch', 'navigate', 'encodeURIComponent', 'get', 'has', 'join', 'toFixed'],
              ...['startsWith', 'endsWith', 'includes', 'querySelector', 'closest', 'setAttribute'],
              ...['formatDate'],
            ],
          },
        },
      ],
    },
  },
);
