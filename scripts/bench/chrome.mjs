// How every benchmark step and the size budget launch the full Chromium (path and flags: shared/server/chromium.js).
// The launching is chrome-launcher's (for Lighthouse) and Playwright's (for everything else).
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS as CHROME_FLAGS, chromiumPath } from '../../shared/server/chromium.js';

export const CHROME_PATH = chromiumPath();

/** Playwright's Chromium, headless, for the measurements that drive pages (taps, pictures, the home page's scripts). */
export const launchBrowser = () => chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS], headless: true });

/** Runs `use(chrome)` with a headless Chromium for Lighthouse (chrome.port), and kills it afterwards. */
export async function withChrome(use) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  try {
    return await use(chrome);
  } finally {
    await chrome.kill();
  }
}
