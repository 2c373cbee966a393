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

/** `overlay`: over the whole window (a page's loader) or, with 'section', over its own section's box. */
export function LoadingScreen({ label = 'Loading...', overlay = false }: { label?: string; overlay?: boolean | 'section' }) {
  const className = overlay === 'section' ? 'sf-loading-screen sf-loading-screen--section' : overlay ? 'sf-loading-screen sf-loading-screen--overlay' : 'sf-loading-screen';
  return (
    <div className={className} role="status" aria-live="polite">
      <svg className="sf-loading-screen__star" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
        <path fill="currentColor" d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7L12 17.3 5.7 21.2l1.7-7L2 9.5l7.1-.6L12 2z" />
      </svg>
      <p>{label}</p>
    </div>
  );
}

/**
 * The loading screen over content that is already rendered underneath (in the server's HTML too). A page's screen
 * covers the window (fixed); a section's (`scope="section"`, e.g. the hero's own loader) covers that section's box.
 * Either way showing or removing it moves nothing, and while it shows the content cannot be reached by keyboard or
 * screen reader.
 */
export function LoadingOverlay({
  show,
  children,
  scope = 'page',
  label,
}: {
  show: boolean;
  children: ReactNode;
  scope?: 'page' | 'section';
  label?: string;
}) {
  const content = (
    <div inert={show ? true : undefined} aria-hidden={show ? true : undefined}>
      {children}
    </div>
  );
  if (scope === 'section') {
    return (
      <div className={show ? 'sf-loading-scope sf-loading-scope--waiting' : 'sf-loading-scope'}>
        {show && <LoadingScreen overlay="section" label={label} />}
        {content}
      </div>
    );
  }
  return (
    <>
      {show && <LoadingScreen overlay label={label} />}
      {content}
    </>
  );
}

/** The loading overlay for the loader time from its first render (spec: 3 s, `LOADER_MS`), and while `extraWait`. */
export function TimedLoadingScreen({
  extraWait = false,
  ...overlay
}: { children: ReactNode; extraWait?: boolean; scope?: 'page' | 'section'; label?: string }) {
  const waiting = useLoaderDelay();
  return <LoadingOverlay show={waiting || extraWait} {...overlay} />;
}
