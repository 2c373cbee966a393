// When a server-rendered section's code is needed in the browser. Its HTML is already on screen; until its code runs
// it is static (links still work). Loading and hydrating every section at start held the main thread for the first
// seconds on a phone (docs/decisions.md, "Main thread and first paint"): a section below the fold waits until it nears
// the viewport (one screen ahead) or is touched or focused. Not in idle time: each section hydrated then was a long
// task inside the window in which a visitor starts to interact (carousels measuring themselves, the first Intl
// formatter), for a section the visitor may never scroll to.

/** How far ahead of the viewport a section starts loading: one screen, so it is ready before it is seen. */
const AHEAD = '100% 0px';
/** A visitor reaching for the section: it hydrates at once (the pointer or focus stays where it is). */
const REACHING = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Resolves once `element` (a section as the server rendered it) is needed: near the viewport or reached for.
 * Without IntersectionObserver, at once.
 */
export function whenSectionNeeded(element: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && finish(), { rootMargin: AHEAD });
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
  });
}
