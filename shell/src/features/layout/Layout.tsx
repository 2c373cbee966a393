import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { Header } from './Header';
import { Footer } from './Footer';
import { ScrollToTopButton } from './ScrollToTopButton';

/** Spec §9: toasts top right, auto-close 5000 ms, drag to dismiss at 80 percent. */
export const TOAST_OPTIONS = { position: 'top-right', autoClose: 5000, draggablePercent: 80 } as const;

export function Layout() {
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
      <ToastContainer {...TOAST_OPTIONS} />
      {/* New navigations start at the top; back/forward restore where the visitor was. */}
      <ScrollRestoration />
    </>
  );
}
