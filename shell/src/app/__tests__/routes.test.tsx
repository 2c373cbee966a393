import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { makeStore, setRuntimeConfig } from '@starfamily/shared';
import { answer, businessSetupPayload, servicePayload, TEST_API_BASE } from '@starfamily/shared/testing';
import { shellRoutes } from '../routes';

// The federation runtime is the edge: each remote module renders its own id so the test sees what was asked for.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <p>remote:{id}</p> }));

function renderAt(path: string, { projects = [{ id: 1, title: 'Konta coffee farm', images: '[]' }] } = {}) {
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 0 });
  answer('business-setup', businessSetupPayload);
  answer('service', [servicePayload(1)]);
  answer('pro-categ-name', []);
  answer('projects-list', projects);
  const router = createMemoryRouter(shellRoutes, { initialEntries: [path] });
  render(<Provider store={makeStore()}><RouterProvider router={router} /></Provider>);
  return router;
}

describe('shell routes', () => {
  it.each([
    ['/about', 'company/AboutPage'],
    ['/team', 'company/TeamPage'],
    ['/team-single/3', 'company/TeamMemberPage'],
    ['/business', 'company/BusinessPage'],
    ['/service', 'catalogue/ServicesPage'],
    ['/service-single/2', 'catalogue/ServiceDetailPage'],
    ['/product?category_id=1&category_name=Coffee', 'catalogue/ProductsPage'],
    ['/product-single/5', 'catalogue/ProductDetailPage'],
    ['/project-s2', 'catalogue/ProjectsPage'],
    ['/project-single/4', 'catalogue/ProjectDetailPage'],
    ['/event', 'company/EventsPage'],
    ['/event-single/6', 'company/EventDetailPage'],
    ['/contact', 'contact/ContactPage'],
  ])('%s shows %s', async (path, module) => {
    renderAt(path);
    expect(await screen.findByText(`remote:${module}`)).toBeInTheDocument();
  });

  it('home composes the sections in the spec order and ends with the call to action', async () => {
    renderAt('/');
    expect(await screen.findByText('remote:company/EventsTeaser')).toBeInTheDocument();
    const order = screen.getAllByText(/^remote:/).map((node) => node.textContent);
    expect(order).toEqual([
      'remote:company/HeroSlider', 'remote:company/AboutSection', 'remote:catalogue/ServicesSection', 'remote:company/FunFacts',
      'remote:company/TeamSection', 'remote:catalogue/ProjectsCarousel', 'remote:company/Testimonials',
      'remote:contact/ContactInfoSection', 'remote:company/PartnersCarousel', 'remote:company/EventsTeaser',
    ]);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
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

  it('project routes do not exist while the project list is empty', async () => {
    renderAt('/project-single/4', { projects: [] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/^remote:/)).not.toBeInTheDocument();
  });
});
