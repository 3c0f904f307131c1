// Three tiers, as in immich: unit beside the code, integration against real PostgreSQL and NATS,
// e2e in Chromium against a started stack.
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
  '^@site/service-kit$': '<rootDir>/libs/service-kit/src/index.ts',
  '^@site/service-kit/dist/health-probe$': '<rootDir>/libs/service-kit/src/health-probe.ts',
  '^@site/dev-stack$': '<rootDir>/libs/dev-stack/src/index.ts',
  '\\.(css|svg|png|jpg|webp)$': '<rootDir>/test/style-stub.js',
};

const base = {
  rootDir: __dirname,
  moduleNameMapper,
  transform: { '^.+\\.tsx?$': swc(false) },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{libs,services,tools,gateway,scripts,bench}/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      transform: { '^.+\\.tsx?$': swc(true) },
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
    },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.int-spec.ts'],
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
