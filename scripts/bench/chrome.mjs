// The one Chromium every benchmark step and the size budget use, with the flags these machines need (no sandbox as
// root, no GPU, no background traffic that would show up in the measured network). The launching is chrome-launcher's
// (for Lighthouse) and Playwright's (for everything else); ours is only the path and flags, once.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { readSetting } from '../../shared/server/settings.js';

export const CHROME_PATH = readSetting('CHROMIUM_PATH');
export const CHROME_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
]);

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
