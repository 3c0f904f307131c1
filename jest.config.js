// The tiers, as in immich: unit beside the code, web (jsdom component tests), medium (a service's module on a
// real database, no NATS), integration against real PostgreSQL and NATS, e2e in Chromium against a started stack.
// docs/testing.md says which tier a new test belongs in.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

const moduleNameMapper = {
  '^@site/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@site/contracts/errors$': '<rootDir>/libs/contracts/src/errors.ts',
  '^@site/contracts/upload-urls$': '<rootDir>/libs/contracts/src/upload-urls.ts',
  '^@site/contracts/site-links$': '<rootDir>/libs/contracts/src/site-links.ts',
  '^@site/contracts/product-promises$': '<rootDir>/libs/contracts/src/product-promises.ts',
  '^@site/contracts/price$': '<rootDir>/libs/contracts/src/price.ts',
  '^@site/contracts/locales$': '<rootDir>/libs/contracts/src/locales.ts',
  '^@site/service-kit$': '<rootDir>/libs/service-kit/src/index.ts',
  '^@site/service-kit/dist/health-probe$': '<rootDir>/libs/service-kit/src/health-probe.ts',
  '^@site/service-kit/dist/client$': '<rootDir>/libs/service-kit/src/client.ts',
  '^@site/dev-stack$': '<rootDir>/libs/dev-stack/src/index.ts',
  '^@site/demo$': '<rootDir>/libs/demo/src/index.ts',
  '\\.(css|svg|png|jpg|webp)$': '<rootDir>/test/style-stub.js',
};

/** node_modules packages the web tests load as ES modules. */
const webEsm = `(${['until-async', '@ant-design/colors'].join('|')})`;
/**
 * node_modules packages published only as ES modules that a service loads in a medium test (identity's
 * TOTP, through otplib): Node 20 requires them as they are, jest needs them compiled to CommonJS.
 */
const serverEsm = `(${['@scure/base', '@noble/hashes'].join('|')})`;

const base = {
  rootDir: __dirname,
  moduleNameMapper,
  transform: { '^.+\\.tsx?$': swc(false) },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  testSequencer: '<rootDir>/test/support/long-first-sequencer.js',
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      // Password hashing at production cost takes seconds when the machine is busy.
      setupFilesAfterEnv: ['<rootDir>/test/support/unit-timeout.ts'],
      testMatch: ['<rootDir>/{libs,services,tools,gateway,scripts,bench}/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      // Packages that ship ES modules to Node (.mjs, or .js as some of MSW's and antd's helpers do) are
      // compiled like our own code; the rest of node_modules is loaded as it is.
      transform: {
        '^.+\\.tsx?$': swc(true),
        '^.+\\.mjs$': swc(false),
        [`/node_modules/${webEsm}/.+\\.js$`]: swc(false),
      },
      transformIgnorePatterns: [`/node_modules/(?!${webEsm}/).+\\.(?!mjs$)[^./]+$`],
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/support/web-timeout.ts', '<rootDir>/web/src/testing/i18n-setup.ts'],
    },
    {
      // A service's Nest module in-process against a real PostgreSQL database, without NATS.
      ...base,
      displayName: 'medium',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': swc(false), [`/node_modules/${serverEsm}/.+\\.js$`]: swc(false) },
      transformIgnorePatterns: [`/node_modules/(?!${serverEsm}/)`],
      testMatch: ['<rootDir>/{libs,services,gateway}/**/*.medium-spec.ts'],
      globalSetup: '<rootDir>/test/support/medium-setup.ts',
      globalTeardown: '<rootDir>/test/support/run-teardown.ts',
    },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/integration-setup.ts',
      globalTeardown: '<rootDir>/test/support/run-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-timeout.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/e2e/setup/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/setup/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-timeout.ts'],
    },
  ],
};
