import { useEffect, useState, type ReactNode } from 'react';
import { getRuntimeConfig } from '../config/runtimeConfig';

/** True until the configured loader time (spec: 3000 ms, `loaderMs` in config.json) has passed since mount. */
export function useLoaderDelay(ms: number = getRuntimeConfig().loaderMs): boolean {
  const [waiting, setWaiting] = useState(ms > 0);
  useEffect(() => {
    if (ms <= 0) return undefined;
    const timer = window.setTimeout(() => setWaiting(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return waiting;
}

export function LoadingScreen({ label = 'Loading...', overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div className={overlay ? 'sf-loading-screen sf-loading-screen--overlay' : 'sf-loading-screen'} role="status" aria-live="polite">
      <svg className="sf-loading-screen__star" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
        <path fill="currentColor" d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7L12 17.3 5.7 21.2l1.7-7L2 9.5l7.1-.6L12 2z" />
      </svg>
      <p>{label}</p>
    </div>
  );
}

/**
 * Shows the loading screen for the loader time over the page, which is already rendered underneath (in the server's
 * HTML too): the screen is a fixed overlay, so showing or removing it moves nothing. While it shows, the page cannot
 * be reached by keyboard or screen reader.
 */
export function TimedLoadingScreen({ children, extraWait = false }: { children: ReactNode; extraWait?: boolean }) {
  const waiting = useLoaderDelay();
  const showLoader = waiting || extraWait;
  return (
    <>
      {showLoader && <LoadingScreen overlay />}
      <div inert={showLoader ? true : undefined} aria-hidden={showLoader ? true : undefined}>
        {children}
      </div>
    </>
  );
}
