import { defineConfig, devices } from '@playwright/test';
import { SITE_APP_NAMES } from '../shared/apps';
import { portsFromBase } from '../shared/server/config.js';
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

const chromium = {
  // Debian's Chromium: nothing here may download a browser.
  executablePath: readSetting<string>('CHROMIUM_PATH'),
  args: [
    '--no-sandbox', // CI runs as root in a container
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // globalSetup builds what is stale and starts the production stack once for all projects; it returns the teardown.
  globalSetup: './global-setup.mjs',
  metadata: { ports: E2E_PORTS },
  // 2 cores: one browser at a time; the stack itself is five Node processes.
  workers: 1,
  fullyParallel: false,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    // Server-only checks (headers, `npm start`) need no viewport: they run once, in the desktop project.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testIgnore: '**/server/**',
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
