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

export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="sf-loading-screen" role="status" aria-live="polite">
      <svg className="sf-loading-screen__star" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
        <path fill="currentColor" d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7L12 17.3 5.7 21.2l1.7-7L2 9.5l7.1-.6L12 2z" />
      </svg>
      <p>{label}</p>
    </div>
  );
}

/**
 * Shows the loading screen for the loader time while the page underneath is already mounted (hidden),
 * so its data is fetched during the wait and ready the moment the screen goes.
 */
export function TimedLoadingScreen({ children, extraWait = false }: { children: ReactNode; extraWait?: boolean }) {
  const waiting = useLoaderDelay();
  const showLoader = waiting || extraWait;
  return (
    <>
      {showLoader && <LoadingScreen />}
      <div hidden={showLoader}>{children}</div>
    </>
  );
}
