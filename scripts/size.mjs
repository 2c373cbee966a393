// The home page's JavaScript as a browser fetches it, against a budget (bytes are deterministic, so this runs in
// `npm test`): every script of a fully scrolled home page in headless Chromium (gzip -9 of each body), the number of
// files, and that React and ReactDOM are loaded exactly once. The single files (each remote's widget.js and
// remoteEntry.js) are size-limit's (.size-limit.js, from the apps manifest); `npm run size` runs both. Run after a build.
// Ours: size-limit measures files it is given; what a page fetches as it is scrolled, and how many copies of React it
// runs, takes a browser (Playwright).
import path from 'node:path';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readSetting } from '../shared/server/settings.js';
import { launchBrowser } from './bench/chrome.mjs';
import { ROOT, startScratchStack, stopAllServers } from './stack.mjs';

/**
 * KB gzip of all the home page's scripts: enforced at today's size; the issue's target is 200 (stretch 170). Issue 31's
 * additions (services carousel, no-script header) were paid for by one copy of redux and reselect instead of three
 * (257.7 -> 257.5; docs/decisions/0075-size-budgets.md).
 */
const HOME_JS_BUDGET_KB = 259;
const HOME_JS_TARGET_KB = 200;

const kb = (bytes) => bytes / 1024;
const gzipKb = (buffer) => kb(gzipSync(buffer, { level: 9 }).length);
let failed = false;

function report(label, figureKb, budgetKb, detail = '', targetKb = budgetKb) {
  const over = figureKb > budgetKb;
  failed ||= over;
  const target = targetKb < budgetKb ? `, target ${targetKb} KB${figureKb > targetKb ? ' (not yet)' : ''}` : '';
  console.log(
    `${label.padEnd(26)} gzip ${figureKb.toFixed(1).padStart(6)} KB / budget ${String(budgetKb).padStart(3)} KB${target}${detail}  ${over ? 'OVER BUDGET' : 'ok'}`,
  );
}

if (!existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
  console.log('missing: shell/dist (run npm run build)');
  process.exit(1);
}

/** Every script the home page fetches once scrolled to the bottom, and how many React renderers registered. */
async function homePageScripts(shellUrl) {
  const browser = await launchBrowser();
  try {
    // A mid-range phone's viewport: the page a visitor on mobile gets.
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    // Each copy of ReactDOM registers its renderer with the devtools hook: more than one means React twice.
    await page.addInitScript(() => {
      const renderers = [];
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer) {
          renderers.push(renderer.version);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
      window.__sizeRenderers = renderers;
    });
    const scripts = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok())
        scripts.set(
          response.url(),
          response.body().catch(() => null),
        );
    });
    await page.goto(`${shellUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Scroll down a screen at a time, letting each screen's lazy parts load, until the bottom stays the bottom.
    for (let step = 0; step < 200; step += 1) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForLoadState('networkidle');
      if (atBottom) break;
    }
    await page.waitForLoadState('networkidle');
    // The singletons actually in use, from the federation share scope: [package, loaded copies].
    const shared = await page.evaluate(() => {
      const copies = {};
      for (const scopes of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
        for (const pkg of ['react', 'react-dom']) {
          for (const [version, entry] of Object.entries(scopes.default?.[pkg] ?? {})) {
            if (entry.loaded === true || typeof entry.lib === 'function') (copies[pkg] ??= new Set()).add(`${version} from ${entry.from}`);
          }
        }
      }
      return Object.fromEntries(Object.entries(copies).map(([pkg, set]) => [pkg, [...set]]));
    });
    const renderers = await page.evaluate(() => window.__sizeRenderers.length);
    const bodies = await Promise.all([...scripts].map(async ([url, body]) => ({ url, body: await body })));
    return { bodies, renderers, shared };
  } finally {
    await browser.close();
  }
}

{
  const stack = await startScratchStack({ base: readSetting('SIZE_PORT_BASE') });
  try {
    const { bodies, renderers, shared } = await homePageScripts(stack.shell);
    const missing = bodies.filter((script) => !script.body);
    if (missing.length > 0) {
      console.log(`home page: could not read ${missing.map((script) => script.url).join(', ')}`);
      failed = true;
    }
    const total = bodies.reduce((sum, script) => sum + (script.body ? gzipKb(script.body) : 0), 0);
    report('home page JavaScript', total, HOME_JS_BUDGET_KB, ` in ${bodies.length} files`, HOME_JS_TARGET_KB);
    const once = renderers === 1 && shared.react?.length === 1 && shared['react-dom']?.length === 1;
    failed ||= !once;
    console.log(
      `home page React/ReactDOM   ${once ? 'loaded once' : 'NOT LOADED EXACTLY ONCE'}: ${renderers} renderer(s); react ${JSON.stringify(shared.react ?? [])}, react-dom ${JSON.stringify(shared['react-dom'] ?? [])}`,
    );
    if (readSetting('SIZE_VERBOSE')) {
      for (const script of bodies.sort((a, b) => (b.body?.length ?? 0) - (a.body?.length ?? 0))) {
        console.log(`  ${(script.body ? gzipKb(script.body) : 0).toFixed(1).padStart(6)} KB  ${script.url}`);
      }
    }
  } finally {
    await stack.stop();
    await stopAllServers();
  }
}
process.exit(failed ? 1 : 0);
