// Picture bytes per route as a browser downloads them, at a phone and a desktop width: before the first scroll (what a
// visitor pays to see the first screen) and after scrolling to the bottom. Unthrottled: bytes do not depend on speed.
// Ours: Lighthouse counts picture bytes of the first screen only, at one width; this scrolls, at two widths, over
// Playwright and the DevTools protocol.
import { launchBrowser } from './chrome.mjs';

/** The phone has Lighthouse's moto g power device pixel ratio (1.75), so both tools ask for the same picture sizes. */
export const WIDTHS = Object.freeze([
  { width: 390, context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } },
  { width: 1440, context: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 } },
]);

const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

/** Follows a page's network through the DevTools protocol: requests in flight, and every picture's transfer size. */
async function watchNetwork(cdp) {
  const inFlight = new Set();
  const pictures = new Map();
  let lastEventAt = Date.now();
  const touch = () => (lastEventAt = Date.now());
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith('http')) inFlight.add(requestId);
    touch();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Image' && response.url.startsWith('http')) pictures.set(requestId, { url: response.url, bytes: 0, done: false });
    touch();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    const picture = pictures.get(requestId);
    if (picture) Object.assign(picture, { bytes: encodedDataLength, done: true });
    touch();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    touch();
  });
  await cdp.send('Network.enable');
  return {
    /** Resolves once nothing has been in flight for 500 ms (false if that never happened within 30 s). */
    quiet: async () => {
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastEventAt >= QUIET_MS) return true;
        const wait = inFlight.size === 0 ? QUIET_MS - (Date.now() - lastEventAt) : 50;
        await new Promise((resolve) => setTimeout(resolve, Math.max(10, wait)));
      }
      return false;
    },
    /** Pictures downloaded so far: their count, total transfer bytes and each one. */
    snapshot: () => {
      const done = [...pictures.values()].filter((picture) => picture.done).map((picture) => ({ ...picture }));
      return { count: done.length, bytes: done.reduce((sum, picture) => sum + picture.bytes, 0), pictures: done };
    },
  };
}

/** The widest an <img> showing `url` is on screen, in CSS px (carousels clone slides; null when no <img> shows it). */
const displayedWidthOf = (page, url) =>
  page.evaluate((src) => {
    const widths = [...document.images].filter((img) => img.currentSrc === src).map((img) => Math.round(img.getBoundingClientRect().width));
    return widths.length > 0 ? Math.max(...widths) : null;
  }, url);

/** The file's own width in pixels (an <img>'s naturalWidth is divided by the srcset density it was picked for). */
const fileWidthOf = (page, url) =>
  page.evaluate(async (src) => {
    const probe = new Image();
    probe.src = src;
    return probe.decode().then(
      () => probe.naturalWidth,
      () => null,
    );
  }, url);

/** Scrolls a screen at a time to the bottom, letting the network settle after each screen (lazy pictures load). */
async function scrollToBottom(page, network) {
  let quiet = true;
  for (let screen = 0; screen < 200; screen += 1) {
    const moved = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const before = window.scrollY;
          window.scrollTo({ top: before + window.innerHeight, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY > before)));
        }),
    );
    if (!moved) break;
    quiet = (await network.quiet()) && quiet;
  }
  return quiet;
}

/** The end of a picture's path: its folder and file (`renditions/<hash>/960.avif` says little by its file name alone). */
const shortName = (url) => decodeURIComponent(new URL(url).pathname.split('/').slice(-2).join('/'));

async function picturesOf(browser, url, width) {
  const context = await browser.newContext(width.context);
  try {
    const page = await context.newPage();
    const network = await watchNetwork(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'load' });
    const settledBeforeScroll = await network.quiet();
    const beforeScroll = network.snapshot();
    const largest = beforeScroll.pictures.sort((a, b) => b.bytes - a.bytes)[0];
    const displayedWidth = largest ? await displayedWidthOf(page, largest.url) : null;
    const settledAfterScroll = await scrollToBottom(page, network);
    const afterScroll = network.snapshot();
    // Last: decoding the file again must not count as a download (it comes from the cache, if at all from the network).
    const fileWidth = largest ? await fileWidthOf(page, largest.url) : null;
    return {
      beforeScroll: { count: beforeScroll.count, bytes: beforeScroll.bytes },
      largest: largest
        ? {
            name: shortName(largest.url),
            url: largest.url,
            bytes: largest.bytes,
            fileWidth,
            displayedWidth,
            dpr: width.context.deviceScaleFactor,
          }
        : null,
      afterScroll: { count: afterScroll.count, bytes: afterScroll.bytes },
      // false when the network never went quiet for 500 ms within 30 s: the figures may miss late pictures.
      settled: settledBeforeScroll && settledAfterScroll,
    };
  } finally {
    await context.close();
  }
}

/** Picture bytes of each route at each width: `{ [route]: { [width]: figures } }`. */
export async function measurePictures(shell, routes) {
  const browser = await launchBrowser();
  try {
    const result = {};
    for (const route of routes) {
      result[route] = {};
      for (const width of WIDTHS) result[route][width.width] = await picturesOf(browser, `${shell}${route}`, width);
    }
    return result;
  } finally {
    await browser.close();
  }
}
