import { defineConfig, devices } from '@playwright/test';
import { SITE_APP_NAMES } from '../shared/apps';
import { CHROMIUM_FLAGS, testChromiumPath } from '../shared/server/chromium.js';
import { portsFromBase } from '../shared/server/config.js';
import { describeHost, hostCeiling, hostSpeed, testLoad } from '../shared/server/hostSpeed.js';
import { readSetting } from '../shared/server/settings.js';

// Test ports, away from `npm start`'s 3000-3003/4000 so a developer's stack can keep running.
// E2E_PORT_BASE moves them all, so two checkouts can run their suites side by side.
export const E2E_PORT_BASE = readSetting<number>('E2E_PORT_BASE');
export const E2E_PORTS = {
  ...portsFromBase(E2E_PORT_BASE),
  // The site apps' development builds (global-setup.mjs), for the hydration check React makes only in development:
  // each at base + 10 + its offset.
  dev: Object.fromEntries(SITE_APP_NAMES.map((name) => [name, portsFromBase(E2E_PORT_BASE + 10)[name]])),
};

const chromium = { executablePath: testChromiumPath(), args: [...CHROMIUM_FLAGS] };

// Measured once, in the runner's process (npm test measured it already and passed it on): the workers read the same.
if (hostSpeed().measured) console.log(describeHost());

export default defineConfig({
  testDir: './e2e',
  // globalSetup builds what is stale and starts the production stack once for all projects; it returns the teardown.
  globalSetup: './global-setup.mjs',
  metadata: { ports: E2E_PORTS },
  // Browsers sharing the one stack, from the cores and the host's speed (shared/server/hostSpeed.js, E2E_WORKERS): with
  // one, two cores sat idle near half the time (a test waits for a server, a timer, an animation). A spec that changes
  // the stack runs alone (`changesStack`, support/test.ts); more workers would only queue for the same stack
  // (docs/decisions/0096).
  workers: testLoad().e2eWorkers,
  fullyParallel: false,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Ceilings, never waits: set for the reference host and scaled by this one's speed (hostCeiling).
  timeout: hostCeiling(30_000),
  expect: { timeout: hostCeiling(10_000) },
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    browserName: 'chromium',
    launchOptions: chromium,
    // A failed test keeps its trace: actions, DOM snapshots, console and network. Not the screencast: its frames cost
    // about 10% of the suite's CPU (company.spec.ts, desktop, CPU of the whole tree: 64 s with it, 57 s without, 53 s
    // with no trace), and the DOM snapshots show the same pages.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    // Server-only checks (headers, `npm start`) need no viewport: they run once, in the desktop project.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // Only the tests the phone changes (tagged PHONE in support/test.ts): its layout, its controls, its touch. A flow
    // that is the same at every width runs once, above (docs/testing.md, "Which tests run on a phone").
    {
      name: 'mobile',
      testIgnore: '**/server/**',
      grep: /@phone/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
});
