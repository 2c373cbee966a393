// A widget as a partner page meets it: a custom element whose config comes from beside its script, content from the
// API over the network edge (msw), links to the main site, attribute changes and removal.
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetServicesQuery } from '../../api/commonEndpoints';
import { Heading, PageTitle } from '../../components/Heading';
import { PageBanner } from '../../components/PageBanner';
import { server, TEST_API_BASE } from '../../testing/server';
import { defineWidgets } from '../defineWidgets';

const WIDGET_BASE = 'http://widgets.test';
const SITE = 'http://site.test';
const OTHER_API = 'http://other-api.test';

function ServiceList() {
  const [params] = useSearchParams();
  const { data = [] } = useGetServicesQuery();
  return (
    <section>
      <PageTitle>Services {params.get('tone') ?? ''}</PageTitle>
      <Heading level={2}>Export services</Heading>
      {data.map((service) => (
        <Link key={service.id} to={`/service-single/${service.id}`}>
          {service.serviceName}
        </Link>
      ))}
      <Link to="/contact">Contact us</Link>
    </section>
  );
}

function ServiceDetail() {
  return <PageBanner title={`Service ${useParams().id}`} crumb="Services" />;
}

const services = (name: string) => [
  { id: 7, serviceName: name, description: '', details: '', images: '[]', banner: 'b.svg', icon: 'i.svg' },
];

function script(src = `${WIDGET_BASE}/widget.js`) {
  const element = document.createElement('script');
  element.src = src;
  return element;
}

beforeAll(() => {
  server.use(
    http.get(`${WIDGET_BASE}/config.json`, () =>
      HttpResponse.json({ apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 3000, siteUrl: SITE }),
    ),
  );
  defineWidgets(
    [
      {
        tag: 'starfamily-test-services',
        attributes: ['tone'],
        start: ({ attr }) => (attr('tone') ? `/service?tone=${attr('tone')}` : '/service'),
        routes: () => [
          { path: '/service', element: <ServiceList /> },
          { path: '/service-single/:id', element: <ServiceDetail /> },
        ],
      },
    ],
    script(),
  );
});

beforeEach(() => {
  server.use(
    http.get(`${WIDGET_BASE}/config.json`, () =>
      HttpResponse.json({ apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 3000, siteUrl: SITE }),
    ),
    http.get(`${TEST_API_BASE}/api/service`, () => HttpResponse.json(services('Green Coffee Export'))),
    http.get(`${OTHER_API}/api/service`, () => HttpResponse.json(services('Sesame Export'))),
  );
});

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

async function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement('starfamily-test-services');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  const shadow = element.shadowRoot!;
  return { element, view: within(shadow as unknown as HTMLElement) };
}

describe('defineWidgets', () => {
  it('renders its first view in a shadow root with content from the configured API', async () => {
    const { element, view } = await mount();
    expect(await view.findByRole('link', { name: 'Green Coffee Export' })).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('.sf-widget')).not.toBeNull();
    // Nothing of the widget is in the light DOM.
    expect(element.childElementCount).toBe(0);
    expect(screen.queryByRole('link', { name: 'Green Coffee Export' })).toBeNull();
  });

  it('links point at the canonical pages of the main site, while a click moves inside the widget', async () => {
    const { view } = await mount();
    const link = await view.findByRole('link', { name: 'Green Coffee Export' });
    expect(link).toHaveAttribute('href', `${SITE}/service-single/7`);
    expect(view.getByRole('link', { name: 'View on the StarFamily website' })).toHaveAttribute('href', `${SITE}/service`);
    await userEvent.click(link);
    expect(await view.findByRole('heading', { name: 'Service 7' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'View on the StarFamily website' })).toHaveAttribute('href', `${SITE}/service-single/7`);
    expect(window.location.pathname).toBe('/');
  });

  it('offers pages it does not show on the main site, with a way back', async () => {
    const { view } = await mount();
    await userEvent.click(await view.findByRole('link', { name: 'Contact us' }));
    expect(view.getByText('This page is on the StarFamily website.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Open it on our website' })).toHaveAttribute('href', `${SITE}/contact`);
    await userEvent.click(view.getByRole('button', { name: 'Back' }));
    expect(await view.findByRole('link', { name: 'Green Coffee Export' })).toBeInTheDocument();
  });

  it('reads from api-base and links to site-base when given, and re-renders when they change', async () => {
    const { element, view } = await mount({ 'api-base': `${OTHER_API}/`, 'site-base': 'https://partner-view.test' });
    const link = await view.findByRole('link', { name: 'Sesame Export' });
    expect(link).toHaveAttribute('href', 'https://partner-view.test/service-single/7');
    await act(async () => element.setAttribute('api-base', TEST_API_BASE));
    expect(await view.findByRole('link', { name: 'Green Coffee Export' })).toBeInTheDocument();
    await act(async () => element.setAttribute('tone', 'warm'));
    expect(await view.findByRole('heading', { name: 'Services warm' })).toBeInTheDocument();
  });

  it('ignores an api-base that is not an http(s) URL, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { view } = await mount({ 'api-base': 'javascript:alert(1)' });
    expect(await view.findByRole('link', { name: 'Green Coffee Export' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('api-base="javascript:alert(1)" is not an http(s) URL'));
    warn.mockRestore();
  });

  it('moves every heading by heading-level, and banner="none" leaves out the first view\'s title only', async () => {
    const { view } = await mount({ 'heading-level': '3', banner: 'none' });
    expect(await view.findByRole('heading', { level: 4, name: 'Export services' })).toBeInTheDocument();
    expect(view.queryByRole('heading', { name: /^Services/ })).toBeNull();
    await userEvent.click(await view.findByRole('link', { name: 'Green Coffee Export' }));
    // A view opened inside: its title, plain (no breadcrumb), at the element's level.
    expect(await view.findByRole('heading', { level: 3, name: 'Service 7' })).toHaveAttribute('data-sf-level', '1');
    expect(view.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it("keeps the site's headings and banner by default, and ignores values it cannot use", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { view } = await mount({ 'heading-level': '9', banner: 'huge', layout: 'tiny' });
    expect(await view.findByRole('heading', { level: 1, name: /^Services/ })).not.toHaveAttribute('data-sf-level');
    expect(view.getByRole('heading', { level: 2, name: 'Export services' })).toBeInTheDocument();
    await userEvent.click(await view.findByRole('link', { name: 'Green Coffee Export' }));
    expect(await view.findByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    for (const text of ['heading-level="9"', 'banner="huge"', 'layout="tiny"'])
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(text));
    warn.mockRestore();
  });

  it('unmounts when removed and renders again when put back', async () => {
    const { element, view } = await mount();
    await view.findByRole('link', { name: 'Green Coffee Export' });
    await act(async () => element.remove());
    expect(element.shadowRoot?.querySelector('.sf-widget')).toBeNull();
    await act(async () => document.body.append(element));
    expect(await view.findByRole('link', { name: 'Green Coffee Export' })).toBeInTheDocument();
  });

  it('does not define an element twice when the script runs twice', () => {
    expect(() => defineWidgets([{ tag: 'starfamily-test-services', start: () => '/', routes: () => [] }], script())).not.toThrow();
  });
});

describe('a widget whose config cannot be loaded', () => {
  it('shows a short message instead of an empty box', async () => {
    server.use(http.get('http://broken.test/config.json', () => HttpResponse.json({ error: 'gone' }, { status: 404 })));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    defineWidgets([{ tag: 'starfamily-test-broken', start: () => '/', routes: () => [] }], script('http://broken.test/widget.js'));
    const element = document.createElement('starfamily-test-broken');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.querySelector('[role="alert"]')).toHaveTextContent('could not be loaded'));
    error.mockRestore();
  });
});
