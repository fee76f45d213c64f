import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The shopper app's screens: translated, so no literal text in their JSX. */
const SHOPPER_FILES = [
  'apps/web/src/app/layouts/**/*.tsx',
  'apps/web/src/components/navbar.tsx',
  'apps/web/src/components/footer.tsx',
  'apps/web/src/components/product-card.tsx',
  'apps/web/src/components/sale-price.tsx',
  'apps/web/src/components/not-found.tsx',
  'apps/web/src/components/page-loader.tsx',
  'apps/web/src/components/pagination.tsx',
  'apps/web/src/components/quantity-stepper.tsx',
  'apps/web/src/components/rating-stars.tsx',
  'apps/web/src/components/added-to-cart-toast.tsx',
  'apps/web/src/features/catalog/**/*.tsx',
  'apps/web/src/features/cart/**/*.tsx',
  'apps/web/src/features/checkout/**/*.tsx',
  'apps/web/src/components/payment-panel.tsx',
  'apps/web/src/components/order-lines.tsx',
  'apps/web/src/components/order-delivery-details.tsx',
  'apps/web/src/features/orders/pages/order-confirmation-page.tsx',
  'apps/web/src/features/orders/components/order-payment.tsx',
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/features/profile/**/*.tsx',
  'apps/web/src/features/orders/pages/order-lookup-page.tsx',
  'apps/web/src/features/orders/components/guest-*.tsx',
  'apps/web/src/components/account-fields.tsx',
];

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
            ],
          },
        },
      ],
    },
  },
);
