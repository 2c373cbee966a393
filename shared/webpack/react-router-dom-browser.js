// What the browser builds get for `react-router-dom` (webpack alias in createAppConfig): only the parts the site uses.
// The router is a shared singleton, and a shared module cannot be tree-shaken, so sharing the package itself put all
// of react-router in every page (~60 KB gzip: data APIs, forms, fetchers, server and RSC parts we never call). Sharing
// this list instead keeps one router instance and ships only what these names need.
// Using another react-router-dom export in browser code? Add it here; the build fails naming it until then.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
