// Lint: TypeScript rules plus the import boundaries of the architecture (house style).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { APP_NAMES as APPS } from './shared/apps.ts';

// Every app of the manifest, the admin too: it meets the site only through URLs (served at /admin, never loaded by a page).

/** An app imports only its own code and the `@starfamily/shared` package: never the shell or another remote. */
const boundariesFor = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: APPS.filter((other) => other !== app).flatMap((other) => [`**/${other}/src/**`, `@starfamily/${other}`]),
            message: 'Apps meet only at run time (federation or URLs): import from @starfamily/shared instead.',
          },
          { group: ['**/shared/src/**', '../../shared/**'], message: 'Import the shared package as @starfamily/shared.' },
          { group: ['@starfamily/shared/testing'], message: 'Test helpers are for tests only.' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-dev/**',
      '**/dist-dev-server/**',
      '**/node_modules/**',
      '**/.data/**',
      'api/storage/**',
      'api/src/db/migrations/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [`{${['shared', ...APPS].join(',')}}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  ...APPS.map(boundariesFor),
  {
    // The product's shared package never reaches into an app.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@starfamily/*', ...APPS.map((app) => `**/${app}/**`)], message: 'shared must not depend on an app.' }] },
      ],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // e2e tests find carousels as assistive technology does (tests/e2e/support/carousel.ts: region, slides "3 of 8",
    // named arrows and dots), never by the carousel library's class names, which change with the library (issue 34).
    // Any "slick-" in a string, template or regular expression: `.slick-active`, `[class*="slick-"]` and
    // `classList.contains('slick-active')` select the same way.
    files: ['tests/e2e/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/slick-/]', 'TemplateElement[value.raw=/slick-/]', 'Literal[regex.pattern=/slick-/]'].map((selector) => ({
          selector,
          message: "Select carousels by role and name (tests/e2e/support/carousel.ts), not by react-slick's class names.",
        })),
      ],
    },
  },
  {
    // CommonJS on purpose (webpack loaders): require is how these files import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
