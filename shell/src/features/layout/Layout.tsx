import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useToastsRequested } from '@starfamily/shared';
import { Header } from './Header';
import { Footer } from './Footer';
import { RouteFocus } from './RouteFocus';
import { ScrollToTopButton } from './ScrollToTopButton';

// The toast container and react-toastify load with the first toast (most visits show none).
const ToastHost = lazy(() => import('./ToastHost'));

export function Layout() {
  const toastsRequested = useToastsRequested();
  return (
    <>
      <a className="sf-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollToTopButton />
      <RouteFocus main="#main" />
      {toastsRequested && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {/* New navigations start at the top; back/forward restore where the visitor was. */}
      <ScrollRestoration />
    </>
  );
}
