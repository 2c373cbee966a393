import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '@starfamily/shared';

/**
 * How long a new page may take to show its heading (its section's code or data still arriving, the spec's loading
 * screen over it, during which the content is inert and cannot take focus) before focus settles on main.
 */
const headingWaitMs = () => getRuntimeConfig().loaderMs + 5000;

/**
 * After a client-side navigation, as a screen-reader user expects of a new page: focus moves to the page's main
 * heading (or to main, if the page shows none in time) and a polite live region reads out the new title. The first
 * page, and changes of only the query or hash, leave focus where it is.
 */
export function RouteFocus({ main }: { main: string }) {
  const { pathname } = useLocation();
  // The path focus was last settled for: the first page's (hydrated as the server sent it), then each new one. A path,
  // not a first-run flag: development's StrictMode runs the effect twice on the same path.
  const settledFor = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (settledFor.current === pathname) return undefined;
    const container = document.querySelector<HTMLElement>(main);
    if (!container) return undefined;
    let done = false;
    const settle = (target: HTMLElement) => {
      if (done) return;
      done = true;
      settledFor.current = pathname;
      observer.disconnect();
      clearTimeout(timer);
      if (target !== container && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // The router's scroll restoration decides the scroll position, not the focus.
      target.focus({ preventScroll: true });
      setAnnouncement(document.title);
    };
    // The page's heading once it can take focus: not under a loading screen's inert content.
    const heading = () => [...container.querySelectorAll<HTMLElement>('h1')].find((element) => !element.closest('[inert]'));
    const observer = new MutationObserver(() => {
      const found = heading();
      if (found) settle(found);
    });
    const timer = setTimeout(() => settle(container), headingWaitMs());
    // After this commit's effects (the head follows the router in the same tick): the old page's h1 is gone by now.
    const found = heading();
    if (found) settle(found);
    else observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, main]);

  return (
    <div className="sf-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
