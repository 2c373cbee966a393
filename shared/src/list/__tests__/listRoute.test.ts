// The list-route kit: the route prefetches the list its page shows and its head reads the same query (title,
// description of the items, canonical path, the first shown item's picture preloaded at the layout's sizes).
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../api/baseApi';
import { commonApi } from '../../api/commonEndpoints';
import { setRuntimeConfig } from '../../config/runtimeConfig';
import { SITE_PATHS } from '../../routing/sitePaths';
import { makeStore } from '../../store/makeStore';
import { answer, headContextOf, PHOTO_PATHS, server, TEST_API_BASE } from '../../testing';
import { listRoute, type ListRoute } from '../listRoute';

interface Thing {
  id: number;
  name: string;
  kind: number;
  picture: string | null;
}

const thingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getListedThings: build.query<Thing[], { kind: number } | void>({
      query: (filter) => ({ url: '/listed-things', params: filter ? { kind: filter.kind } : undefined }),
    }),
  }),
});

const [photo1, photo2, photo3] = PHOTO_PATHS;
const thing = (id: number, picture: string | null = null, kind = 1): Thing => ({ id, name: `Thing ${id}`, kind, picture });
const thingLink = (item: Thing) => ({ name: item.name, path: `/thing/${item.id}` });
const ABOUT = 'The things of StarFamily, Ethiopian agro-export and industry, each with pictures and details.';

/** A whole list, not paginated: the services' or the team's kind. */
const thingsRoute = listRoute({
  page: 'services',
  label: 'Things',
  load: async () => ({ default: () => null }),
  exists: () => true,
  list: thingsApi.endpoints.getListedThings,
  title: 'Our Things',
  description: { of: (things) => `Things: ${things.map(({ name }) => name).join(', ')}.`, about: ABOUT },
  link: thingLink,
  picture: { of: (item) => item.picture, sizes: '50vw' },
});

/** A filtered, paginated list (the products' kind): `?kind=` filters, two a page. */
const kindOf = (search: URLSearchParams) => (search.has('kind') ? Number(search.get('kind')) : undefined);
const filteredRoute = listRoute({
  page: 'products',
  label: 'Things',
  list: thingsApi.endpoints.getListedThings,
  arg: (search) => {
    const kind = kindOf(search);
    return kind === undefined ? undefined : { kind };
  },
  shown: (things, search) => things.filter((item) => kindOf(search) === undefined || item.kind === kindOf(search)),
  alsoPrefetch: ({ dispatch, search }) => {
    if (search.has('kind')) dispatch(commonApi.endpoints.getProductCategories.initiate(undefined, { subscribe: false }));
  },
  title: ({ search }) => (search.has('kind') ? `Things of kind ${search.get('kind')}` : 'Things'),
  description: { about: ({ search }) => (search.has('kind') ? `Things of kind ${search.get('kind')}: ${ABOUT}` : ABOUT) },
  canonicalQuery: ({ search }) => (search.has('kind') ? { kind: search.get('kind')! } : undefined),
  pageSize: 2,
  link: thingLink,
  picture: { of: (item) => item.picture, sizes: '33vw' },
});

/** What the API was asked, path and query, in order. */
function recordRequests() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname.replace('/api/', '')}${url.search}`);
  });
  return asked;
}

/** As the rendering server does: the page's prefetch and the picture manifest, then the head once all answered. */
async function headAfterPrefetch(route: ListRoute, location: string) {
  const store = makeStore();
  const search = new URL(location, 'http://site.invalid').searchParams;
  route.prefetch({ dispatch: store.dispatch, params: {}, search });
  store.dispatch(commonApi.endpoints.getPictures.initiate(undefined, { subscribe: false }));
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return route.head(headContextOf(store, location));
}

beforeAll(() => setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 0 }));
afterEach(() => server.events.removeAllListeners());

describe('listRoute', () => {
  it('takes its path from the page and keeps the label, component and exists rule', () => {
    expect(thingsRoute).toMatchObject({
      path: SITE_PATHS.services,
      label: 'Things',
      exists: expect.any(Function),
      load: expect.any(Function),
    });
    expect(filteredRoute.path).toBe(SITE_PATHS.products);
  });

  it('prefetches the list, and its head describes the items and preloads the first one’s picture at the layout’s sizes', async () => {
    answer('listed-things', [thing(1, photo1), thing(2, photo2)]);
    const asked = recordRequests();
    const head = await headAfterPrefetch(thingsRoute, '/service');
    expect(asked).toEqual(['listed-things', 'pictures']);
    expect(head).toMatchObject({ title: 'Our Things', description: `Things: Thing 1, Thing 2. ${ABOUT}`, path: '/service' });
    expect(head.preloadImage).toEqual(expect.objectContaining({ sizes: '50vw', type: 'image/avif' }));
    expect(head.preloadImage!.srcSet).toContain(`${TEST_API_BASE}/storage/renditions/photo0001/`);
  });

  it('without items (none, or the API failing) says what the page is and preloads nothing', async () => {
    answer('listed-things', []);
    const nothing = { title: 'Our Things', description: ABOUT, path: '/service', preloadImage: undefined, jsonLd: [] };
    expect(await headAfterPrefetch(thingsRoute, '/service')).toEqual(nothing);
    server.use(http.get(`${TEST_API_BASE}/api/listed-things`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    expect(await headAfterPrefetch(thingsRoute, '/service')).toEqual(nothing);
  });

  it('a first item without a picture preloads nothing, and unpaginated lists ignore ?page=', async () => {
    answer('listed-things', [thing(1), thing(2, photo2)]);
    expect((await headAfterPrefetch(thingsRoute, '/service?page=2')).preloadImage).toBeUndefined();
  });

  it('a filtered list asks for the URL’s argument and the head’s other data, and reads that same answer', async () => {
    answer('listed-things', [thing(1, photo1, 1), thing(2, photo2, 2), thing(3, photo3, 2)]);
    answer('pro-categ-name', []);
    const asked = recordRequests();
    const head = await headAfterPrefetch(filteredRoute, '/product?kind=2&page=1');
    expect(asked).toEqual(['listed-things?kind=2', 'pro-categ-name', 'pictures']);
    expect(head).toMatchObject({ title: 'Things of kind 2', description: `Things of kind 2: ${ABOUT}`, path: '/product?kind=2' });
    // The API answered with every kind: the page lists kind 2 only, so its first card is thing 2.
    expect(head.preloadImage!.srcSet).toContain('/renditions/photo0002/');
    expect(head.preloadImage!.sizes).toBe('33vw');
  });

  it('a paginated list preloads the first item of the page ?page= names (the last page when past it)', async () => {
    answer('listed-things', [thing(1, photo1), thing(2, photo2), thing(3, photo3)]);
    expect((await headAfterPrefetch(filteredRoute, '/product?page=2')).preloadImage!.srcSet).toContain('/renditions/photo0003/');
    expect((await headAfterPrefetch(filteredRoute, '/product?page=9')).preloadImage!.srcSet).toContain('/renditions/photo0003/');
    const first = await headAfterPrefetch(filteredRoute, '/product');
    expect(first).toMatchObject({ title: 'Things', description: ABOUT, path: '/product' });
    expect(first.preloadImage!.srcSet).toContain('/renditions/photo0001/');
  });

  it('lists the items the page shows in an ItemList: the filtered page’s, with their names and absolute URLs', async () => {
    answer('listed-things', [thing(1, photo1, 1), thing(2, photo2, 2), thing(3, photo3, 2)]);
    answer('pro-categ-name', []);
    const listed = async (route: ListRoute, location: string) => {
      const [list] = (await headAfterPrefetch(route, location)).jsonLd as {
        '@type': string;
        name: string;
        itemListElement: { name: string; url: string }[];
      }[];
      return list && { type: list['@type'], name: list.name, items: list.itemListElement.map(({ name, url }) => `${name} ${url}`) };
    };
    expect(await listed(thingsRoute, '/service')).toEqual({
      type: 'ItemList',
      name: 'Our Things',
      items: [
        'Thing 1 https://starfamily.example/thing/1',
        'Thing 2 https://starfamily.example/thing/2',
        'Thing 3 https://starfamily.example/thing/3',
      ],
    });
    expect((await listed(filteredRoute, '/product?page=2'))?.items).toEqual(['Thing 3 https://starfamily.example/thing/3']);
    expect(await listed(filteredRoute, '/product?kind=2')).toMatchObject({
      name: 'Things of kind 2',
      items: ['Thing 2 https://starfamily.example/thing/2', 'Thing 3 https://starfamily.example/thing/3'],
    });
  });
});
