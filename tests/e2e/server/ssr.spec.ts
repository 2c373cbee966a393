// Every route arrives as finished HTML: read here exactly as a crawler or a link preview does, without running scripts.
import { expect, test, type APIRequestContext, hostCeiling } from '../support/test';
import { apiList, field, stack } from '../support/stack';
import { REMOTE_NAMES } from '../../../shared/apps';

// Changes the stack (stops the API): runs alone (support/test.ts).
test.use({ changesStack: true });

interface Fetched {
  status: number;
  html: string;
}

async function fetchPage(request: APIRequestContext, path: string): Promise<Fetched> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** HTML text as a browser would show it: entities decoded, tags removed. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, name: string) => new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

/** Just after a remote restarted elsewhere in the suite, its sections may be left to the browser for a moment. */
async function rendered(request: APIRequestContext, path: string, text: string): Promise<Fetched> {
  let page: Fetched = { status: 0, html: '' };
  await expect
    .poll(
      async () => {
        page = await fetchPage(request, path);
        return visibleText(page.html).includes(text);
      },
      { message: `${path} contains "${text}" in its HTML`, timeout: hostCeiling(20_000) },
    )
    .toBe(true);
  return page;
}

test('home: the sections from every remote, the organisation (a LocalBusiness) in JSON-LD, favicon', async ({ request }) => {
  const services = await apiList(request, '/service');
  const team = await apiList(request, '/teams-list');
  const [slide] = await apiList(request, '/hero_list');
  const [project] = await apiList(request, '/projects-list');
  const page = await rendered(request, '/', field(services[0]!, 'serviceName'));
  expect(page.status).toBe(200);
  expect(visibleText(page.html)).toContain(field(team[0]!, 'full_name'));
  // The sections with loaders of their own (the suite's LOADER_MS is 300) have their content under the loader.
  expect(page.html).toContain('Loading projects...');
  expect(visibleText(page.html)).toContain(field(slide!, 'title'));
  expect(visibleText(page.html)).toContain(field(project!, 'title'));
  expect(titleOf(page.html)).toContain('StarFamily');
  expect(metaOf(page.html, 'description')).toBeTruthy();
  expect(canonicalOf(page.html)).toBe(`${stack.urls.shell}/`);
  const organization = jsonLdOf(page.html).find((item) => item['@type'] === 'LocalBusiness');
  expect(organization?.name).toBe('StarFamily');
  expect(String(organization?.logo)).toMatch(/^http/);
  expect(page.html).toMatch(/<link rel="icon"[^>]*href="\/favicon/);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
});

test('product detail: its name and description in the HTML, its own head, Product and breadcrumb JSON-LD', async ({ request }) => {
  const products = await apiList(request, '/products-list');
  const product = products[0]!;
  const id = String(product.id);
  const name = field(product, 'title');
  const page = await rendered(request, `/product-single/${id}`, name);
  expect(page.status).toBe(200);
  expect(titleOf(page.html)).toBe(`${name} | StarFamily`);
  const description = metaOf(page.html, 'description') ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description).not.toMatch(/[<>]/);
  expect(canonicalOf(page.html)).toBe(`${stack.urls.shell}/product-single/${id}`);
  expect(metaOf(page.html, 'og:title')).toBe(name);
  expect(metaOf(page.html, 'og:image')).toMatch(/^http.*\/storage\//);
  const types = jsonLdOf(page.html).map((item) => item['@type']);
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  // The state for hydration travels with the page: the first client render asks the API nothing.
  expect(page.html).toContain('window.__STARFAMILY_SSR__=');
});

test('list pages carry their content: team names, events, services, products', async ({ request }) => {
  const team = await apiList(request, '/teams-list');
  const teamPage = await rendered(request, '/team', field(team[0]!, 'full_name'));
  for (const member of team.slice(0, 4)) expect(visibleText(teamPage.html)).toContain(field(member, 'full_name'));

  const events = await apiList(request, '/event_list');
  await rendered(request, '/event', field(events[0]!, 'eventName'));
  const event = await rendered(request, `/event-single/${String(events[0]!.id)}`, field(events[0]!, 'eventName'));
  expect(jsonLdOf(event.html).map((item) => item['@type'])).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']));

  const member = await rendered(request, `/team-single/${String(team[0]!.id)}`, field(team[0]!, 'full_name'));
  expect(jsonLdOf(member.html).map((item) => item['@type'])).toContain('Person');

  const services = await apiList(request, '/service');
  await rendered(request, '/service', field(services[0]!, 'serviceName'));
  const products = await apiList(request, '/products-list');
  await rendered(request, '/product', field(products[0]!, 'title'));
  await rendered(request, '/contact', 'Contact Us');
  await rendered(request, '/about', 'About');
  await rendered(request, '/business', 'Our Business');
});

test('unknown routes and unknown ids answer 404 with the not-found page', async ({ request }) => {
  for (const path of ['/no-such-page', '/product-single/987654', '/product-single/abc', '/event-single/987654', '/team-single/987654']) {
    const page = await fetchPage(request, path);
    expect(page.status, path).toBe(404);
    expect(visibleText(page.html), path).toMatch(/not found/i);
    expect(page.html, path).toContain('<meta name="robots" content="noindex');
  }
});

test('old addresses redirect permanently, keeping the category filter', async ({ request }) => {
  const response = await request.get('/shop?category_id=2', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/product?category_id=2');
});

test("the original site's relative contact links (<page>/contact) redirect permanently to /contact", async ({ request }) => {
  for (const path of ['/about/contact', '/team/contact', '/service/contact', '/team-single/1/contact', '/product-single/2/contact']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe('/contact');
  }
  const followed = await request.get('/about/contact');
  expect(followed.status()).toBe(200);
  expect(followed.url()).toMatch(/\/contact$/);
});

test('sitemap.xml lists every page and every item; robots.txt names it', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of ['/', '/about', '/team', '/business', '/service', '/product', '/event', '/contact']) {
    expect(urls, path).toContain(`${stack.urls.shell}${path}`);
  }
  const lists: [string, string][] = [
    ['/products-list', '/product-single/'],
    ['/service', '/service-single/'],
    ['/projects-list', '/project-single/'],
    ['/event_list', '/event-single/'],
    ['/teams-list', '/team-single/'],
  ];
  for (const [api, prefix] of lists) {
    for (const item of await apiList(request, api))
      expect(urls, `${prefix}${String(item.id)}`).toContain(`${stack.urls.shell}${prefix}${String(item.id)}`);
  }
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${stack.urls.shell}/sitemap.xml`);
});

test("every remote's stylesheet is in the first HTML: its rules, named by the file they come from", async ({ request }) => {
  const page = await fetchPage(request, '/');
  const head = page.html.slice(0, page.html.indexOf('</head>'));
  const inline = [...head.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)].map((match) => ({ href: match[1]!, rules: match[2]! }));
  for (const remote of REMOTE_NAMES) {
    const sheet = inline.find(({ href }) => href.startsWith(stack.urls[remote]));
    expect(sheet, remote).toBeTruthy();
    const file = await request.get(sheet!.href);
    expect(file.status(), sheet!.href).toBe(200);
    expect(sheet!.rules, sheet!.href).toBe(await file.text());
  }
  expect(head, 'preconnect to each remote').toContain(`<link rel="preconnect" href="${new URL(stack.urls.catalogue).origin}">`);
});

test('the API down: pages kept before are still served; a page rendered meanwhile says so with 503 and is not kept', async ({
  request,
  stackControl,
}) => {
  const products = await apiList(request, '/products-list');
  const detailPath = `/product-single/${String(products[0]!.id)}`;
  const kept = await fetchPage(request, detailPath);
  expect(kept.status).toBe(200);
  await stackControl.stop('api'); // started again at the end, or in the fixture's teardown if the test ends first
  // What the site showed a moment ago is still what it shows (content changes only with an import).
  const stillKept = await fetchPage(request, detailPath);
  expect(stillKept.status).toBe(200);
  expect(stillKept.html).toBe(kept.html);
  // A page not rendered before the API went down: the shell answers at once, the data part says so.
  const home = await fetchPage(request, '/?while-api-down');
  expect(home.status).toBe(200);
  expect(visibleText(home.html)).toContain('Skip to content');
  // The rendering server keeps the API's answers (a 200) for the content version it knows (apiAnswers.ts), so a page
  // whose data it already has renders whole. An id no product has was never answered 200: the server has to ask, and
  // cannot tell a missing product from an API that is down.
  const unkept = `/product-single/${String(900_000 + Math.floor(Math.random() * 99_999))}`;
  const detail = await request.get(unkept, { maxRedirects: 0 });
  expect(detail.status()).toBe(503);
  expect(detail.headers()['cache-control']).toBe('no-store');
  const html = await detail.text();
  expect(visibleText(html)).toContain('This content could not be loaded');
  expect(html).toContain('<meta name="robots" content="noindex');
  expect((await request.get(unkept, { maxRedirects: 0 })).headers()['x-cache'], 'rendered again, not kept').toBe('MISS');
  await stackControl.start('api');
});
