import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { commonApi, makeStore, setRuntimeConfig } from '@starfamily/shared';
import { answer, businessSetupPayload, servicePayload, TEST_API_BASE } from '@starfamily/shared/testing';
import type { RemoteRouteTable } from '@starfamily/shared';
import { createShellRoutes } from '../routes';
import type { RouteTables } from '../routeTables';

// The federation runtime is the edge: each remote module renders its own id so the test sees what was asked for.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <p>remote:{id}</p> }));

const page = (id: string) => async () => ({ default: () => <p>remote:{id}</p> });

/** Home sections as a remote's table declares them; each renders its id. */
const sections = (remote: string, names: string[]): RemoteRouteTable['sections'] =>
  Object.fromEntries(names.map((name) => [name, { label: name, load: page(`${remote}/${name}`) }]));
const COMPANY_SECTIONS = sections('company', [
  'HeroSlider',
  'AboutSection',
  'FunFacts',
  'TeamSection',
  'Testimonials',
  'PartnersCarousel',
  'EventsTeaser',
]);

/** Tables as remotes declare them (each remote tests its own paths); here: what the shell does with them. */
const TABLES: RouteTables = {
  catalogue: {
    routes: [
      { path: '/product', label: 'Products', load: page('catalogue/ProductsPage') },
      { path: '/product-single/:id', label: 'Product', load: page('catalogue/ProductDetailPage') },
      {
        path: '/project-s2',
        label: 'Projects',
        load: page('catalogue/ProjectsPage'),
        exists: (state) => commonApi.endpoints.getProjects.select()(state).data?.length !== 0,
      },
      { path: '/shop', label: 'Products', redirect: { to: '/product', keepSearch: true } },
      { path: '/project', label: 'Projects', redirect: { to: '/project-s2' } },
    ],
    sections: sections('catalogue', ['ServicesCarousel', 'ProjectsCarousel']),
  } satisfies RemoteRouteTable,
  company: { routes: [], sections: COMPANY_SECTIONS },
  contact: {
    routes: [{ path: '/contact', label: 'Contact', load: page('contact/ContactPage') }],
    sections: sections('contact', ['ContactInfoSection']),
  },
};

function renderAt(path: string, { projects = [{ id: 1, title: 'Konta coffee farm', images: '[]' }], tables = TABLES } = {}) {
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 0 });
  answer('business-setup', businessSetupPayload);
  answer('service', [servicePayload(1)]);
  answer('pro-categ-name', []);
  answer('projects-list', projects);
  const router = createMemoryRouter(createShellRoutes(tables), { initialEntries: [path] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('shell routes', () => {
  it.each([
    ['/product?category_id=1&category_name=Coffee', 'catalogue/ProductsPage'],
    ['/product-single/5', 'catalogue/ProductDetailPage'],
    ['/project-s2', 'catalogue/ProjectsPage'],
    ['/contact', 'contact/ContactPage'],
  ])('%s shows %s', async (path, module) => {
    renderAt(path);
    expect(await screen.findByText(`remote:${module}`)).toBeInTheDocument();
  });

  it("/search is the shell's results page: the pages whose name holds q, as links", async () => {
    renderAt('/search?q=con');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    const results = within(screen.getByRole('main')).getByRole('list');
    expect(within(results).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('home composes the sections in the spec order and ends with the call to action', async () => {
    renderAt('/');
    expect(await screen.findByText('remote:company/EventsTeaser')).toBeInTheDocument();
    const order = screen.getAllByText(/^remote:/).map((node) => node.textContent);
    expect(order).toEqual([
      'remote:company/HeroSlider',
      'remote:company/AboutSection',
      'remote:catalogue/ServicesCarousel',
      'remote:company/FunFacts',
      'remote:company/TeamSection',
      'remote:catalogue/ProjectsCarousel',
      'remote:company/Testimonials',
      'remote:contact/ContactInfoSection',
      'remote:company/PartnersCarousel',
      'remote:company/EventsTeaser',
    ]);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('home shows the sections of a remote whose table was unknown at start once that table can be read', async () => {
    jest
      .mocked(loadRemote)
      .mockImplementation(async (id: string) =>
        id === 'company/routes' ? { default: { routes: [], sections: COMPANY_SECTIONS } } : { default: () => <p>remote:{id}</p> },
      );
    try {
      renderAt('/', { tables: { ...TABLES, company: null } });
      expect(await screen.findByText('remote:company/EventsTeaser')).toBeInTheDocument();
      expect(screen.getByText('remote:company/HeroSlider')).toBeInTheDocument();
      expect(jest.mocked(loadRemote)).toHaveBeenCalledWith('company/routes');
    } finally {
      jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <p>remote:{id}</p> }));
    }
  });

  it("a navigation asks for the page's data at once, while its code is still on its way", async () => {
    const prefetch = jest.fn();
    const never = () => new Promise<never>(() => undefined);
    const store = makeStore();
    const tables: RouteTables = {
      ...TABLES,
      catalogue: { routes: [{ path: '/product-single/:id', label: 'Product', load: never, prefetch }] },
    };
    setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 0 });
    const router = createMemoryRouter(createShellRoutes(tables, store.dispatch), { initialEntries: ['/contact'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await screen.findByText('remote:contact/ContactPage');
    expect(prefetch).not.toHaveBeenCalled();
    await router.navigate('/product-single/5?from=home');
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [context] = prefetch.mock.calls[0]!;
    expect(context.params).toEqual({ id: '5' });
    expect(context.search.get('from')).toBe('home');
    expect(context.dispatch).toBe(store.dispatch);
    expect(await screen.findByText('Loading Product…')).toBeInTheDocument();
  });

  it.each([
    ['/shop?category_id=2', '/product', '?category_id=2'],
    ['/project', '/project-s2', ''],
    ['/team-single/3/contact', '/contact', ''],
    ['/about/contact', '/contact', ''],
  ])('%s leads to %s', async (from, pathname, search) => {
    const router = renderAt(from);
    await screen.findByText(/^remote:/);
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
  });

  it('unknown routes get a not-found page with a way home', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('a page whose declaration says it does not exist for the data shows the not-found page', async () => {
    renderAt('/project-s2', { projects: [] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/^remote:/)).not.toBeInTheDocument();
  });

  it('an unknown path while some remote could not be reached is unavailable, not missing', async () => {
    renderAt('/event', { tables: { ...TABLES, company: null } });
    expect(await screen.findByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
