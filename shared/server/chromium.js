// The Chromium the tests and benchmarks drive, and the flags it needs on these machines, once (Playwright's config,
// the size budget and the benchmarks read it). Nothing here downloads a browser: these are Debian's.
import { existsSync } from 'node:fs';
import { readSetting } from './settings.js';

/** No sandbox (CI runs as root in a container), no GPU, no background traffic that would show in a measured network. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
]);

/** The full browser (CHROMIUM_PATH): the benchmarks measure what a visitor's Chrome does. */
export const chromiumPath = () => readSetting('CHROMIUM_PATH');

/**
 * The browser the e2e suite drives: Debian's headless shell (HEADLESS_CHROMIUM_PATH), the same engine without the
 * browser's windowing layers, which took about 15% less time per test here (docs/decisions/0095). Where it is not
 * installed, the full browser, with a line saying so: the tests pass on either, only slower.
 */
export function testChromiumPath(log = console.warn) {
  const shell = readSetting('HEADLESS_CHROMIUM_PATH');
  if (existsSync(shell)) return shell;
  const full = chromiumPath();
  log(`${shell} is not installed (apt-get install chromium-headless-shell): the e2e suite drives ${full}, more slowly`);
  return full;
}
