// A small Playwright run that e2e/server/stack-guard.spec.ts starts inside one of its tests, on the suite's running
// stack (the E2E_STACK it inherits): no global setup, no browser. Its tests break the stack on purpose, in the ways
// the guard and the stackControl fixture (../test.ts) must repair; the outer test reads its JSON report.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.proof.ts',
  // Never the outer run's test-results folder, which a run empties when it starts.
  outputDir: process.env.GUARD_PROOF_OUT,
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: 'json',
  timeout: 30_000,
});
