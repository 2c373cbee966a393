// When a server-rendered section's code is needed in the browser. Its HTML is already on screen; until its code runs
// it is static (links still work). Loading and hydrating every section at start held the main thread for the first
// seconds on a phone (docs/decisions/0024-hydration-in-slices.md): a section below the fold now waits until it
// nears the viewport, is touched or focused, or the browser has nothing else to do.

/** How far ahead of the viewport a section starts loading: one screen, so it is ready before it is seen. */
const AHEAD = '100% 0px';
/** A visitor reaching for the section: it hydrates at once (the pointer or focus stays where it is). */
const REACHING = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Sections left for idle time take turns, one idle period each, in page order. */
let idleTurn: Promise<void> | null = null;

const afterLoad = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const idlePeriod = () =>
  new Promise<void>((resolve) => {
    const idle = (window as IdleWindow).requestIdleCallback;
    if (idle) idle(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 50);
  });

function nextIdleTurn(): Promise<void> {
  idleTurn = (idleTurn ?? afterLoad()).then(idlePeriod);
  return idleTurn;
}

/**
 * Resolves once `element` (a section as the server rendered it) is needed: near the viewport, reached for, or in
 * the browser's idle time after the page has loaded. Without IntersectionObserver, at once.
 */
export function whenSectionNeeded(element: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && finish(), {
      rootMargin: AHEAD,
    });
    function finish() {
      if (done) return;
      done = true;
      observer.disconnect();
      for (const type of REACHING) element.removeEventListener(type, finish, true);
      resolve();
    }
    // The section's marker is `display: contents` (no box, so never intersecting): its children are what is on screen.
    for (const target of element.children.length > 0 ? Array.from(element.children) : [element]) observer.observe(target);
    for (const type of REACHING) element.addEventListener(type, finish, { capture: true, passive: true });
    void nextIdleTurn().then(finish);
  });
}
