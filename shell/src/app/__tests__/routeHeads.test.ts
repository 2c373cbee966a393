// Every page's head as the rendering server works it out: each declared route of every remote (and the shell's own
// pages), its data fetched through its own prefetch from fixture answers, then `pageHeadFor`.
import { matchRoutes } from 'react-router-dom';
import { DESCRIPTION_LENGTH, makeStore, setRuntimeConfig, type PageHead, type PictureManifest } from '@starfamily/shared';
import {
  answer,
  businessSetupPayload,
  categoryPayload,
  contactInfoPayload,
  photoPictureInfo,
  productPayload,
  servicePayload,
  svgPictureInfo,
  teamMemberPayload,
  TEST_API_BASE,
} from '@starfamily/shared/testing';
import catalogue from '../../../../catalogue/src/routes';
import company from '../../../../company/src/routes';
import contact from '../../../../contact/src/routes';
import { projectPayload } from '@starfamily/shared/testing';
import {
  eventPayload,
  farmPayload,
  heroSlidePayload,
  partnerPayload,
  sisterCompanyPayload,
  sitePayload,
  testimonialPayload,
} from '@starfamily/shared/testing';
import { settleQueries } from '../../server/settle';
import { pageHeadFor } from '../pageHead';
import { createShellRoutes } from '../routes';
import type { RouteTables } from '../routeTables';
import { prefetchChrome, prefetchHome } from '../shellPages';
import { rasterSources } from '../../../../shared/src/pictures/pictureSources';
import { schemaOrgProblems } from '../../../../shared/src/testing/schemaOrgCheck';

const SITE = 'https://starfamily.example';
const TABLES: RouteTables = { catalogue, company, contact };
/** The pictures that are each route's LCP here are photos, so their heads preload them. */
const PHOTOS = { hero: 'photos/harvest.jpg', product: 'photos/cupping.jpg', about: 'photos/warehouse.jpg' };

const fixtures = {
  'business-setup': { ...businessSetupPayload, images: [PHOTOS.about, 'about/coffee.svg'] },
  'contact-info': contactInfoPayload,
  service: [servicePayload(1, 'Coffee Export'), servicePayload(2, 'Warehousing')],
  'service/1': servicePayload(1, 'Coffee Export'),
  'pro-categ-name': [categoryPayload(1, 'Coffee')],
  'projects-list': [projectPayload(1, 'Konta Coffee Farm Expansion')],
  'projects-list/1': { ...projectPayload(1, 'Konta Coffee Farm Expansion'), description: '<p>Short.</p>' },
  'products-list': [{ ...productPayload(1, 1, 'Yirgacheffe Grade 1'), banner: PHOTOS.product }, productPayload(2, 1)],
  'product-list/1': {
    ...productPayload(1, 1, 'Yirgacheffe Grade 1'),
    banner: PHOTOS.product,
    description: '<p>' + 'Floral and citrus. '.repeat(20) + '</p>',
  },
  hero_list: [{ ...heroSlidePayload(1, 'Welcome'), file: PHOTOS.hero }, heroSlidePayload(2, 'Coffee')],
  'testimonial-list': [testimonialPayload(1, 'Katrin Vogel')],
  'partners-list': [partnerPayload(1, 'Roastery')],
  'teams-list': [teamMemberPayload(1, 'Tesfaye Bekele', 'Founder & CEO'), teamMemberPayload(2, 'Meron Alemu')],
  // The shortest text a member page has: a name and a title.
  'teams-list/1': { ...teamMemberPayload(1, 'Ab Cd', 'CEO'), position: null },
  'farms-list': [farmPayload(1, 'Konta Farm')],
  'warehouses-list': [sitePayload(2, 'Adama Warehouse')],
  'sister-companies-list': [sisterCompanyPayload(3, 'StarFamily Tyres', null)],
  event_list: [eventPayload(1, 1, 'Sesame Harvest'), eventPayload(2)],
  'event_list/1': { ...eventPayload(1, 1, 'Sesame Harvest'), description: '', details: '' },
};
/** Detail pages of ids that do not exist. */
const MISSING = ['product-list/99', 'service/99', 'projects-list/99', 'teams-list/99', 'event_list/99'];

/** As the API lists every stored picture: each path in the fixtures, photos as rasters, the rest as SVGs. */
const manifest: PictureManifest = {
  '@site': { version: 'site0001', width: 1200, height: 630, kind: 'raster' },
  ...Object.fromEntries(
    [...new Set(JSON.stringify(fixtures).match(/[\w-]+(?:\/[\w-]+)+\.(?:svg|jpg)/g))].map((path, index) => [
      path,
      path.endsWith('.jpg') ? photoPictureInfo(`photo${index}`) : svgPictureInfo(`svg${index}`),
    ]),
  ),
};

function answerAll(pictures: PictureManifest | null = manifest) {
  for (const [path, body] of Object.entries(fixtures)) answer(path, body);
  for (const path of MISSING) answer(path, { message: 'Not found' }, 404);
  if (pictures) answer('pictures', pictures);
  else answer('pictures', { message: 'down' }, 503);
}

/** What the rendering server does for `url` (renderPage): prefetch the chrome and the page, wait, work out the head. */
async function headOf(url: string, tables: RouteTables = TABLES): Promise<PageHead> {
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 0 });
  const store = makeStore();
  const location = new URL(url, SITE);
  const matches = matchRoutes(createShellRoutes(tables), location.pathname);
  const match = matches?.at(-1);
  const context = { dispatch: store.dispatch, params: match?.params ?? {}, search: location.searchParams };
  prefetchChrome(context);
  if (match?.route.index) prefetchHome(context, tables);
  (match?.route.handle as { site?: { prefetch?: (c: typeof context) => void } } | undefined)?.site?.prefetch?.(context);
  await settleQueries(store, 5000);
  return pageHeadFor({
    matches,
    location: `${location.pathname}${location.search}`,
    state: store.getState(),
    tables,
    siteUrl: SITE,
    apiBaseUrl: TEST_API_BASE,
  });
}

/** Every page the tables declare (ids 1 and an unknown 99 for detail pages), the home page and a missing page. */
const DECLARED = [catalogue, company, contact]
  .flatMap((table) => table.routes)
  .filter((route) => !route.redirect)
  .flatMap((route) => (route.path.includes(':id') ? [route.path.replace(':id', '1'), route.path.replace(':id', '99')] : [route.path]));
const PAGES = ['/', ...DECLARED, '/product?category_id=1', '/search?q=con', '/no-such-page'];

const svgOrNone = (head: PageHead) => !head.image || /\.svg(?:$|\?)/i.test(head.image.url);

describe('every page head', () => {
  beforeEach(() => answerAll());

  it.each(PAGES)('%s says what is on it in 50-160 characters, with a raster 1200×630 link preview', async (url) => {
    const head = await headOf(url);
    expect(head.description).toBeDefined();
    expect(head.description!.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
    expect(head.description!.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    expect(svgOrNone(head)).toBe(false);
    expect(head.image!.url).toMatch(/^http:\/\/api\.test\/storage\/renditions\/[\w]+\/og\.jpg$/);
    expect(head.image!.alt).not.toBe('');
  });

  it('an unknown id is a 404 page and a failing API a 503 page, each described', async () => {
    expect((await headOf('/product-single/99')).status).toBe(404);
    answer('teams-list/1', { message: 'boom' }, 500);
    const failing = await headOf('/team-single/1');
    expect(failing.status).toBe(503);
    expect(failing.description!.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
  });

  it("the search results page is the shell's, found (200) but not indexed, one canonical for every query", async () => {
    const head = await headOf('/search?q=con');
    expect(head).toMatchObject({ title: 'Search results', path: '/search', noindex: true });
    expect(head.status).toBeUndefined();
  });

  it('a 503 page (a remote that never answered) has a description and the site preview too', async () => {
    const head = await headOf('/team', { catalogue, company: null, contact });
    expect(head.status).toBe(503);
    expect(head.description!.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
    expect(head.image?.url).toBe(`${TEST_API_BASE}/storage/renditions/site0001/og.jpg`);
  });

  it('detail pages preview their own picture, with its subject as alt; other pages the site picture', async () => {
    expect((await headOf('/product-single/1')).image).toEqual({
      url: `${TEST_API_BASE}/storage/renditions/${manifest[PHOTOS.product]!.version}/og.jpg`,
      alt: 'Yirgacheffe Grade 1',
    });
    expect((await headOf('/team-single/1')).image).toEqual({
      url: `${TEST_API_BASE}/storage/renditions/${manifest['team/t1.svg']!.version}/og.jpg`,
      alt: 'Ab Cd',
    });
    const home = await headOf('/');
    expect(home.image).toEqual({
      url: `${TEST_API_BASE}/storage/renditions/site0001/og.jpg`,
      alt: 'StarFamily: Ethiopian agro-export and industry',
    });
  });

  it('pads short content with what the page is and cuts long content', async () => {
    expect((await headOf('/team-single/1')).description).toBe('Ab Cd, CEO at StarFamily: contact details and social links.');
    expect((await headOf('/event-single/1')).description).toMatch(/^Sesame Harvest: news from StarFamily/);
    expect((await headOf('/product-single/1')).description).toMatch(/^Floral and citrus\. .*…$/);
  });

  it('preloads the LCP photo of a page with its AVIF renditions, and nothing for an SVG', async () => {
    const avif = (path: string) => rasterSources(manifest[path]!).avif;
    expect((await headOf('/')).preloadImage).toEqual({ srcSet: avif(PHOTOS.hero), sizes: '100vw', type: 'image/avif' });
    expect((await headOf('/product')).preloadImage?.srcSet).toBe(avif(PHOTOS.product));
    expect((await headOf('/product-single/1')).preloadImage?.srcSet).toBe(avif(PHOTOS.product));
    expect((await headOf('/about')).preloadImage?.srcSet).toBe(avif(PHOTOS.about));
    expect((await headOf('/team-single/1')).preloadImage).toBeUndefined();
    expect((await headOf('/contact')).preloadImage).toBeUndefined();
  });

  it('without the picture manifest (API down) names no preview picture rather than an SVG', async () => {
    answerAll(null);
    for (const url of ['/', '/product-single/1', '/contact']) {
      const head = await headOf(url);
      expect(head.image).toBeUndefined();
      expect(head.preloadImage).toBeUndefined();
    }
  });
});

describe('every page’s JSON-LD', () => {
  beforeEach(() => answerAll());
  const typesOf = (head: PageHead) => (head.jsonLd ?? []).map((node) => (node as { '@type': string })['@type']);

  it.each(PAGES)('%s: one breadcrumb, and only types and properties schema.org has', async (url) => {
    const head = await headOf(url);
    expect(typesOf(head).filter((type) => type === 'BreadcrumbList')).toHaveLength(1);
    expect(schemaOrgProblems(head.jsonLd, url)).toEqual([]);
  });

  it('list pages list what they show, the business page its sliders, home and contact the organisation', async () => {
    for (const url of ['/product', '/product?category_id=1', '/service', '/project-s2', '/event', '/team']) {
      expect(typesOf(await headOf(url))).toEqual(['ItemList', 'BreadcrumbList']);
    }
    expect(typesOf(await headOf('/business'))).toEqual(['ItemList', 'ItemList', 'ItemList', 'BreadcrumbList']);
    for (const url of ['/', '/contact']) expect(typesOf(await headOf(url))).toEqual(['LocalBusiness', 'BreadcrumbList']);
    const events = (await headOf('/event')).jsonLd![0] as { itemListElement: { name: string; url: string }[] };
    // Two events a page (spec §9): the first page's.
    expect(events.itemListElement.map(({ name, url }) => `${name} ${url}`)).toEqual([
      `Sesame Harvest ${SITE}/event-single/1`,
      `Event 2 ${SITE}/event-single/2`,
    ]);
  });

  it('a page is one step from Home unless its head gives a longer trail (detail pages: Home > list > page)', async () => {
    const trail = async (url: string) => {
      const crumbs = (await headOf(url)).jsonLd!.find((node) => (node as { '@type': string })['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string; item: string }[];
      };
      return crumbs.itemListElement.map(({ name, item }) => `${name} ${item}`);
    };
    expect(await trail('/')).toEqual([`Home ${SITE}/`]);
    expect(await trail('/about')).toEqual([`Home ${SITE}/`, `About Us ${SITE}/about`]);
    expect(await trail('/no-such-page')).toEqual([`Home ${SITE}/`, `Page not found ${SITE}/no-such-page`]);
    expect(await trail('/product-single/1')).toEqual([
      `Home ${SITE}/`,
      `Products ${SITE}/product`,
      `Yirgacheffe Grade 1 ${SITE}/product-single/1`,
    ]);
  });
});
