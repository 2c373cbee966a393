import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { guardedRemoteLoad, loadRemoteComponent, remoteNameOf, type RemoteModule } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { whenSectionNeeded } from './sectionDemand';
import { SECTION_ATTRIBUTE, SECTION_READY_ATTRIBUTE, releaseServerSection, takeServerSection } from './serverSections';

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

/** Rendered after the section's own component: its effect runs once that component has mounted or hydrated. */
function MarkReady({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const element = wrapper.current;
    element?.setAttribute(SECTION_READY_ATTRIBUTE, '');
    return () => element?.removeAttribute(SECTION_READY_ATTRIBUTE);
  }, [wrapper]);
  return null;
}

/** Renders an exposed component of another remote inside its own error boundary and Suspense, with a retry. */
export function RemoteComponent<P extends object = Record<string, never>>({
  module,
  load,
  label,
  props,
  fallback,
  loading = (
    <div role="status" aria-live="polite" className="sf-remote-loading">
      Loading {label}…
    </div>
  ),
}: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  // Read at the first render only: the server's section, whose HTML is shown if its code cannot be loaded here. Its
  // code is loaded (and the HTML hydrated) only once the section is needed; until then React keeps the server's HTML
  // as it is (a dehydrated Suspense boundary).
  const [server] = useState(() => (typeof document === 'undefined' ? undefined : takeServerSection(module)));
  useEffect(() => {
    if (server) releaseServerSection(module, server);
  }, [module, server]);
  // A new lazy component per attempt: React.lazy remembers a rejection forever.
  const Loaded = useMemo(
    () =>
      lazy(async () => {
        if (server && attempt === 0) await whenSectionNeeded(server.element);
        return load ? guardedRemoteLoad(remoteNameOf(module), load) : loadRemoteComponent<P>(module);
      }) as unknown as ComponentType<P>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the retry trigger
    [module, load, attempt],
  );
  // The same elements while the section waits: an update reaching a boundary still showing the server's HTML would
  // make React drop that HTML for the loading state.
  const section = useMemo(
    () => (
      <Suspense fallback={loading}>
        <Loaded {...((props ?? {}) as ComponentProps<typeof Loaded>)} />
        <MarkReady wrapper={wrapper} />
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `loading` is presentation only; props by value
    [Loaded, JSON.stringify(props ?? null)],
  );
  return (
    // `display: contents`: a marker for the server's HTML, not a box of its own.
    <div ref={wrapper} className="sf-remote-section" {...{ [SECTION_ATTRIBUTE]: module }}>
      <RemoteErrorBoundary
        key={attempt}
        label={label}
        fallback={fallback}
        serverHtml={attempt === 0 ? server?.html : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {section}
      </RemoteErrorBoundary>
    </div>
  );
}
