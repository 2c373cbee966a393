import { lazy, Suspense, useMemo, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { guardedRemoteLoad, loadRemoteComponent, remoteNameOf, type RemoteModule } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { SECTION_ATTRIBUTE, takeServerSection } from './serverSections';

interface RemoteComponentProps<P> {
  /** `remote/ExposedName`, e.g. `catalogue/ProductsPage`; with `load`, the remote's name and what it loads. */
  module: string;
  /** Loads the component some other way than an exposed name, e.g. a route's page chunk (`SiteRoute.load`). */
  load?: () => Promise<RemoteModule<P>>;
  label: string;
  props?: P;
  loading?: ReactNode;
  /** Extra help shown when the remote cannot be loaded. */
  fallback?: ReactNode;
}

/** Renders an exposed component of another remote inside its own error boundary and Suspense, with a retry. */
export function RemoteComponent<P extends object = Record<string, never>>({
  module,
  load,
  label,
  props,
  fallback,
  loading = <div role="status" aria-live="polite" className="sf-remote-loading">Loading {label}…</div>,
}: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // Read at the first render only: the server's HTML of this section, shown if its code cannot be loaded here.
  const [serverHtml] = useState(() => (typeof document === 'undefined' ? undefined : takeServerSection(module)));
  // A new lazy component per attempt: React.lazy remembers a rejection forever.
  const Loaded = useMemo(
    () =>
      lazy(() => (load ? guardedRemoteLoad(remoteNameOf(module), load) : loadRemoteComponent<P>(module))) as unknown as ComponentType<P>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the retry trigger
    [module, load, attempt],
  );
  return (
    // `display: contents`: a marker for the server's HTML, not a box of its own.
    <div className="sf-remote-section" {...{ [SECTION_ATTRIBUTE]: module }}>
      <RemoteErrorBoundary
        key={attempt}
        label={label}
        fallback={fallback}
        serverHtml={attempt === 0 ? serverHtml : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        <Suspense fallback={loading}>
          <Loaded {...((props ?? {}) as ComponentProps<typeof Loaded>)} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
