// A visitor on a phone who taps before the scripts have finished: the controls of the spec's pages tapped the moment
// they are painted, and when the spec's loader lifts. Driven with Playwright in Debian's Chromium, over Chromium's own
// network and CPU emulation (DevTools protocol), a fresh browser context per load (nothing cached).
// Ours: the controls and their effects are the benchmark; Playwright and the DevTools protocol do the driving.

/** The mobile network of the issue and of Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const MOBILE_NETWORK = Object.freeze({
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});

/** The profiles a page is opened with: a desktop on a fast line, and a 390 px phone on the mobile network. */
export const PROFILES = Object.freeze({
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, network: null },
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    network: MOBILE_NETWORK,
  },
});

/** How long after the control's code is known to be there a tap still counts as "not lost, only slow". */
const GRACE_MS = 1500;
/** A page that has not shown its control or effect by then is reported as such, not waited for forever. */
const GIVE_UP_MS = 30_000;

/**
 * The controls tapped, each on its page: how to find it once painted and what shows the tap took effect. A control is
 * found with CSS (a `<button>` or a `<summary>`, whichever the page paints) and checked in the page.
 */
export const CONTROLS = Object.freeze([
  { name: 'phone menu', path: '/', control: '.sf-mobile-menu :is(button, summary)', effect: () => isShown('.sf-mobile-menu nav') },
  { name: 'search', path: '/', control: '.sf-search :is(button, summary)', effect: () => isShown('.sf-search input') },
  {
    name: 'hero pause',
    path: '/',
    control: '.sf-hero .sf-carousel__pause, .sf-carousel__pause',
    effect: () => marked('aria-pressed', 'true'),
  },
  {
    name: 'carousel arrow',
    path: '/',
    control: '.sf-carousel .slick-next',
    effect: () =>
      !!document
        .querySelector('[data-bench-tapped]')
        ?.closest('.sf-carousel')
        ?.querySelector('.slick-slide.slick-active:not([data-index="0"])'),
  },
  { name: 'about thumbnail', path: '/', control: '.sf-about button[aria-pressed="false"]', effect: () => marked('aria-pressed', 'true') },
  {
    name: 'about zoom',
    path: '/',
    control: '.sf-about__main',
    effect: () => !!document.querySelector('.sf-about [role="dialog"], [role="dialog"]'),
  },
  {
    name: 'Add to quote',
    path: '/product-single/1',
    control: 'main button',
    text: /^Add to quote/,
    effect: () => /[1-9]/.test(document.querySelector('.sf-quote-link__count')?.textContent ?? ''),
  },
  {
    name: 'gallery thumbnail',
    path: '/product-single/1',
    control: '.sf-gallery__thumbs button[aria-pressed="false"]',
    effect: () => marked('aria-pressed', 'true'),
  },
  {
    name: 'pagination',
    path: '/product',
    control: 'main .sf-pagination button[aria-label^="Page "]:not([aria-current])',
    effect: () => marked('aria-current', 'page'),
  },
  {
    name: 'Read More',
    path: '/business',
    control: 'main :is(button, summary)',
    text: /^Read More/,
    effect: () => /Show Less/.test(document.querySelector('main')?.textContent ?? ''),
  },
]);

function isShown(selector) {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}
/** The tapped control (marked before the tap) now carries the attribute. */
function marked(attribute, value) {
  return document.querySelector('[data-bench-tapped]')?.getAttribute(attribute) === value;
}

/** Opens a context with the profile and, over the DevTools protocol, its network and a CPU slowdown. */
async function openPage(browser, profile, cpuSlowdown) {
  const { network, ...options } = profile;
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, close: () => context.close() };
}

/** In the page: waits (a frame at a time) until `check` holds, and returns performance.now() then, or null. */
const waitInPage = (page, check, arg, timeoutMs) =>
  page.evaluate(
    ({ source, arg, timeoutMs }) =>
      new Promise((resolve) => {
        const holds = new Function('arg', `return (${source})(arg)`);
        const started = performance.now();
        const step = () => {
          let ok = false;
          try {
            ok = !!holds(arg);
          } catch {
            ok = false;
          }
          if (ok) resolve(performance.now());
          else if (performance.now() - started > timeoutMs) resolve(null);
          else requestAnimationFrame(step);
        };
        step();
      }),
    { source: check.toString(), arg, timeoutMs },
  );

/** The control on screen, painted, first of those the selector finds (and whose text matches, if given). */
async function findPainted(page, control) {
  const candidates = page.locator(control.control);
  const locator = control.text ? candidates.filter({ hasText: control.text }).first() : candidates.first();
  await locator.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
  return locator;
}

/**
 * In the page, after the tap: the first frame the effect shows, or null once the tapped control has had its code for
 * GRACE_MS (React has hydrated it: `__reactProps$` on the element) and still shows nothing, i.e. the tap was lost.
 */
const effectOrLost = (page, effect, timeoutMs) =>
  page.evaluate(
    ({ helpers, source, graceMs, timeoutMs }) =>
      new Promise((resolve) => {
        const holds = new Function(`${helpers}; return (${source})();`);
        const tapped = document.querySelector('[data-bench-tapped]');
        const started = performance.now();
        let readyAt = null;
        const step = () => {
          const now = performance.now();
          let shows = false;
          try {
            shows = !!holds();
          } catch {
            shows = false;
          }
          if (shows) return resolve({ effectAt: now, readyAt });
          if (readyAt === null && tapped && Object.keys(tapped).some((key) => key.startsWith('__reactProps$'))) readyAt = now;
          if ((readyAt !== null && now - readyAt > graceMs) || now - started > timeoutMs) return resolve({ effectAt: null, readyAt });
          requestAnimationFrame(step);
        };
        step();
      }),
    { helpers: `${isShown}; ${marked}`, source: effect.toString(), graceMs: GRACE_MS, timeoutMs },
  );

/**
 * One load of the control's page, the control tapped as soon as it is painted. Returns when it was painted (ms after
 * navigation started), whether the tap took effect, and how long after the tap.
 */
export async function tapOnce(browser, shell, control, { profile, cpuSlowdown }) {
  const { page, close } = await openPage(browser, profile, cpuSlowdown);
  try {
    await page.goto(`${shell}${control.path}`, { waitUntil: 'commit' });
    const locator = await findPainted(page, control);
    const paintedAt = await locator.evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
      element.setAttribute('data-bench-tapped', '');
      // When the finger lands, as the page sees it (a busy main thread answers the test later than that).
      const landed = () => (window.benchTapAt ??= performance.now());
      for (const type of ['pointerdown', 'touchstart', 'mousedown']) window.addEventListener(type, landed, { capture: true });
      return performance.now();
    });
    // As a finger does: where the control is painted, without waiting for it to be enabled or "ready" (force skips
    // Playwright's actionability checks: a control disabled until hydration loses the tap, as it would for a visitor).
    if (profile.hasTouch) await locator.tap({ timeout: GIVE_UP_MS, force: true });
    else await locator.click({ timeout: GIVE_UP_MS, force: true });
    const { effectAt } = await effectOrLost(page, control.effect, GIVE_UP_MS);
    const tappedAt = await page.evaluate(() => window.benchTapAt ?? performance.now());
    return { paintedAt, tappedAt, taken: effectAt !== null, tapToEffect: effectAt === null ? null : Math.max(0, effectAt - tappedAt) };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await close();
  }
}

/**
 * When the loader of the page's entry lifts (ms after navigation started): the first frame in which no loading
 * screen covers the window.
 */
export async function loaderLiftsAt(browser, url, { profile, cpuSlowdown }) {
  const { page, close } = await openPage(browser, profile, cpuSlowdown);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('main').first().waitFor({ state: 'attached', timeout: GIVE_UP_MS });
    return await waitInPage(
      page,
      () =>
        [...document.querySelectorAll('.sf-loading-screen--overlay')].every((element) => getComputedStyle(element).visibility === 'hidden'),
      null,
      GIVE_UP_MS,
    );
  } finally {
    await close();
  }
}
