import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { getRuntimeConfig } from '../config/runtimeConfig';

const noSubscription = () => () => undefined;

/**
 * Whether this component was first rendered on the server or while hydrating the server's HTML (React hands out the
 * server snapshot then): its loader belongs to the page's entry and is counted from navigation start, by CSS in the
 * server's HTML. Mounted later (a navigation in the browser), its loader counts from mount.
 */
function useEntryRender(): boolean {
  const serverOrHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return useRef(serverOrHydrating).current;
}

/** Milliseconds since navigation started (the page's entry). */
const sinceEntry = () => (typeof performance === 'undefined' ? 0 : performance.now());

/**
 * True until the configured loader time (spec: 3000 ms, `loaderMs` in config.json) has passed: since navigation
 * started for a page's first HTML, since mount for a page reached in the browser.
 */
export function useLoaderDelay(ms: number = getRuntimeConfig().loaderMs): boolean {
  const entry = useEntryRender();
  const [waiting, setWaiting] = useState(ms > 0);
  useEffect(() => {
    if (ms <= 0) return undefined;
    const left = entry ? ms - sinceEntry() : ms;
    if (left <= 0) {
      setWaiting(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setWaiting(false), left);
    return () => window.clearTimeout(timer);
  }, [ms, entry]);
  return waiting;
}

/**
 * `overlay`: over the whole window (a page's loader) or, with 'section', over its own section's box. `liftAfterMs`:
 * the loader of a page's first HTML, which its own CSS lifts that long after navigation started, with no script
 * (the entry script in the page's head says how long ago that was; without it, CSS counts from the first paint).
 */
export function LoadingScreen({
  label = 'Loading...',
  overlay = false,
  liftAfterMs,
}: {
  label?: string;
  overlay?: boolean | 'section';
  liftAfterMs?: number;
}) {
  const className = [
    'sf-loading-screen',
    overlay === 'section' ? 'sf-loading-screen--section' : overlay ? 'sf-loading-screen--overlay' : '',
    liftAfterMs !== undefined ? 'sf-loading-screen--entry' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = liftAfterMs !== undefined ? ({ '--sf-loader-ms': `${liftAfterMs}ms` } as CSSProperties) : undefined;
  return (
    <div className={className} style={style} role="status" aria-live="polite">
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
 * Either way showing or removing it moves nothing. Shown after a navigation in the browser, the content cannot be
 * reached by keyboard or screen reader meanwhile. In a page's first HTML the content stays reachable: its CSS lifts
 * the loader with no script, and nothing but a script could lift `inert` (so a page whose scripts are late or blocked
 * would stay dead); the loader covers it for at most the loader time.
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
  const entry = useEntryRender();
  const hidden = show && !entry;
  const liftAfterMs = entry ? getRuntimeConfig().loaderMs : undefined;
  const content = (
    <div inert={hidden ? true : undefined} aria-hidden={hidden ? true : undefined}>
      {children}
    </div>
  );
  if (scope === 'section') {
    return (
      <div className={show ? 'sf-loading-scope sf-loading-scope--waiting' : 'sf-loading-scope'}>
        {show && <LoadingScreen overlay="section" label={label} liftAfterMs={liftAfterMs} />}
        {content}
      </div>
    );
  }
  return (
    <>
      {show && <LoadingScreen overlay label={label} liftAfterMs={liftAfterMs} />}
      {content}
    </>
  );
}

/** The loading overlay for the loader time from its first render (spec: 3 s, `LOADER_MS`), and while `extraWait`. */
export function TimedLoadingScreen({
  extraWait = false,
  ...overlay
}: {
  children: ReactNode;
  extraWait?: boolean;
  scope?: 'page' | 'section';
  label?: string;
}) {
  const waiting = useLoaderDelay();
  return <LoadingOverlay show={waiting || extraWait} {...overlay} />;
}
