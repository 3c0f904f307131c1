import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jest from 'eslint-plugin-jest';
import globals from 'globals';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const services = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may import whom. Web (bulletproof-react): app → features → components, lib; a feature never
 * imports another. Server: the gateway and each service import only the shared libs, never each other.
 */
const zones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move what they share to components/ or lib/.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features do not import the app layer.' },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared components and lib import neither features nor the app layer.',
  },
  ...services.map((service) => ({
    target: `./services/${service}`,
    from: ['./gateway', './web', './services'],
    except: [`./${service}`],
    message: 'A service imports only libs/, never the gateway, the web app or another service.',
  })),
  {
    target: './web',
    from: ['./services', './gateway', './libs/service-kit', './libs/dev-stack', './libs/demo', './tools'],
    message: 'The web app imports only libs/contracts of the server code: it runs in the browser.',
  },
  {
    target: './gateway',
    from: ['./services', './web/src'],
    message: 'The gateway imports only libs/ (and the web build output at run time).',
  },
  {
    target: './libs',
    from: ['./gateway', './services', './web'],
    message: 'Shared libs import no app.',
  },
  {
    target: './libs/contracts',
    from: ['./libs/service-kit', './libs/dev-stack', './libs/demo', './tools'],
    message: 'Contracts are shared with the browser: they import no other lib.',
  },
];

/** Demo content and the test stack stay out of the gateway, but for its seeders (which draw the demo pictures). */
const gatewayWithoutDemo = {
  target: './gateway/src',
  from: ['./libs/demo', './libs/dev-stack'],
  message: 'The gateway imports the demo content or the dev stack only in a seeder (*.seeder.ts).',
};
const SEEDERS = ['gateway/src/**/*.seeder.ts', 'gateway/src/**/*.seeder.spec.ts'];

/**
 * The same boundaries for the workspace libs imported by package name. The path zones above see such an import
 * only once it resolves to a file, which a lib's package name does only after a build (its `main` is dist/), and
 * lint runs before the build on a clean clone: these match the name itself.
 */
const packagesOutOf = (names, message) => [
  'error',
  { patterns: [{ group: names.flatMap((name) => [name, `${name}/*`]), message }] },
];
const packageBoundaries = [
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': packagesOutOf(
        ['@site/service-kit', '@site/dev-stack', '@site/demo'],
        'The web app imports only libs/contracts of the server code: it runs in the browser.',
      ),
    },
  },
  {
    files: ['libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': packagesOutOf(
        ['@site/service-kit', '@site/dev-stack', '@site/demo'],
        'Contracts are shared with the browser: they import no other lib.',
      ),
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    ignores: SEEDERS,
    rules: {
      'no-restricted-imports': packagesOutOf(
        ['@site/dev-stack', '@site/demo'],
        'The gateway imports the demo content or the dev stack only in a seeder (*.seeder.ts).',
      ),
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', '.data/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Server code (with its specs) in one program; web, e2e and test have their own settings.
        project: ['./tsconfig.eslint.json', './web/tsconfig.json', './e2e/tsconfig.json', './test/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.eslint.json', './web/tsconfig.json', './e2e/tsconfig.json', './test/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-useless-assignment': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...zones, gatewayWithoutDemo] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: SEEDERS, rules: { 'import-x/no-restricted-paths': ['error', { zones }] } },
  ...packageBoundaries,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/*.spec.tsx', 'e2e/**', 'test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests read answer bodies loosely; the assertions are what check their shape.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/*.medium-spec.ts'],
    plugins: { jest },
    rules: {
      // A test must assert something: expect(), or one of the repo's helpers that wrap it.
      'jest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', '*.expect*', 'assert*', 'eventually', '**.waitFor', 'waitFor*'] },
      ],
    },
  },
);
