// Front-end unit tests for every app: real store and router, network mocked at its edge with msw.
// API tests run separately on node's test runner (see api/), against a real database.
import { createRequire } from 'node:module';
import { APP_NAMES } from './shared/apps.ts';
import { hostCeiling, hostSpeed, testLoad } from './shared/server/hostSpeed.js';
import { nodeVersionProblem } from './shared/server/nodeVersion.js';

const wrongNode = nodeVersionProblem('The unit tests');
if (wrongNode) throw new Error(wrongNode);

// react-admin's ra-ui-materialui, the one copy the admin uses (admin/webpack.config.js says why).
const reactAdminUi = createRequire(createRequire(import.meta.url).resolve('react-admin')).resolve('ra-ui-materialui');

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];

const project = (name) => ({
  displayName: name,
  rootDir: import.meta.dirname,
  roots: [`<rootDir>/${name}/src`],
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.(m?js|tsx?|jsx)$': swc },
  // msw 2 pulls in ESM-only packages (.mjs files, until-async), react-admin one (react-hotkeys-hook, .js files);
  // compile those, leave the rest of node_modules alone.
  transformIgnorePatterns: ['/node_modules/(?!until-async/|react-hotkeys-hook/)(?!.*\\.mjs$)'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '^ra-ui-materialui$': reactAdminUi },
  setupFilesAfterEnv: ['<rootDir>/shared/src/testing/setupTests.ts'],
  // The host's ceiling factor (shared/server/hostSpeed.js), for the waits setupTests.ts configures.
  globals: { HOST_CEILING_FACTOR: hostSpeed().factor },
  // The contact schema's tests belong to the API suite (node:test), which shares that schema.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/shared/src/contact/'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
});

// The test tooling's own unit tests (tests/*.test.ts; the e2e specs under tests/e2e are Playwright's), in node.
const testTooling = {
  displayName: 'tests',
  rootDir: import.meta.dirname,
  roots: ['<rootDir>/tests'],
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swc },
  testMatch: ['<rootDir>/tests/*.test.ts'],
};

export default {
  // One worker per core (JEST_WORKERS overrides). Jest's default leaves a core for itself (one worker on two cores, which
  // then runs in band), but its own process is idle while workers run: on two cores 60 s against 86 s (docs/testing.md).
  maxWorkers: testLoad().jestWorkers,
  // A ceiling for the reference host, scaled by this one's speed (shared/server/hostSpeed.js).
  testTimeout: hostCeiling(30_000),
  // The shared package, every app of the manifest (shared/apps.ts), then the test tooling.
  projects: [...['shared', ...APP_NAMES].map(project), testTooling],
};
