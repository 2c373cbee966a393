// The detail-route kit on a page of its own: the page's states and its route's prefetch and head decide alike.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { baseApi } from '../../api/baseApi';
import { makeStore } from '../../store/makeStore';
import { answer, headContextOf, renderWithProviders, server, TEST_API_BASE } from '../../testing';
import { defineDetailPage, detailStatus, relatedTo } from '../detailPage';
import { DetailGallery, DetailState, useRelatedItems } from '../DetailState';
import { detailRoute } from '../detailRoute';

interface Thing {
  id: number;
  name: string;
  banner: string;
}

const thingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThings: build.query<Thing[], void>({ query: () => ({ url: '/things' }) }),
    getThing: build.query<Thing, number>({ query: (id) => ({ url: `/things/${id}` }) }),
  }),
});

const thingDetail = defineDetailPage({
  record: thingsApi.endpoints.getThing,
  title: (thing) => thing.name,
  list: { page: 'products', name: 'Things' },
  pictures: { of: (thing) => [thing.banner], sizes: '50vw' },
  related: thingsApi.endpoints.getThings,
  texts: { loading: 'Loading thing...', notFound: 'Thing not found', back: 'Back to things' },
});

const thing = (id: number): Thing => ({ id, name: `Thing ${id}`, banner: `things/t${id}.svg` });

function RelatedThings({ currentId }: { currentId: number }) {
  const { items } = useRelatedItems(thingDetail, currentId);
  return (
    <ul aria-label="Related">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`/things/${item.id}`}>{item.name}</Link>
        </li>
      ))}
    </ul>
  );
}

function ThingPage() {
  return (
    <DetailState page={thingDetail}>
      {(found) => (
        <article>
          <h1>{found.name}</h1>
          <DetailGallery page={thingDetail} item={found} />
          <RelatedThings currentId={found.id} />
        </article>
      )}
    </DetailState>
  );
}

const renderAt = (id: string) => renderWithProviders(<ThingPage />, { route: `/things/${id}`, path: '/things/:id' });

describe('detailStatus', () => {
  it.each([
    [undefined, 'notFound'],
    [{ data: thing(1), pending: true }, 'found'],
    [{ pending: true }, 'loading'],
    [{ error: { status: 404 }, pending: false }, 'notFound'],
    [{ pending: false }, 'notFound'],
    [{ error: { status: 500 }, pending: false }, 'unavailable'],
    [{ error: { status: 'FETCH_ERROR' }, pending: false }, 'unavailable'],
  ] as const)('%j is %s', (query, status) => {
    expect(detailStatus(query)).toBe(status);
  });

  it('relatedTo: up to 3 others, in list order', () => {
    expect(relatedTo([1, 2, 3, 4, 5].map(thing), 2).map(({ id }) => id)).toEqual([1, 3, 4]);
  });
});

describe('DetailState', () => {
  it('says it is loading, then shows the record, its gallery and the related items', async () => {
    answer('things/2', thing(2));
    answer('things', [1, 2, 3, 4, 5].map(thing));
    renderAt('2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading thing...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thing 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thing 2' })).toHaveAttribute('src', `${TEST_API_BASE}/storage/things/t2.svg`);
    const related = screen.getByRole('list', { name: 'Related' });
    await waitFor(() =>
      expect(
        within(related)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Thing 1', 'Thing 3', 'Thing 4']),
    );
  });

  it('never shows the previous record while the next one loads', async () => {
    answer('things', [1, 2].map(thing));
    answer('things/1', thing(1));
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${TEST_API_BASE}/api/things/2`, async () => {
        await answered;
        return HttpResponse.json(thing(2));
      }),
    );
    renderAt('1');
    await userEvent.click(await screen.findByRole('link', { name: 'Thing 2' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading thing...');
    expect(screen.queryByRole('heading', { name: 'Thing 1' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thing 2' })).toBeInTheDocument();
  });

  it('says not found, with the way back, for an unknown id and for an id that is not one', async () => {
    answer('things/9', { message: 'Not found' }, 404);
    const { unmount } = renderAt('9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thing not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to things' })).toHaveAttribute('href', '/product');
    unmount();
    renderAt('nine');
    expect(screen.getByRole('heading', { level: 1, name: 'Thing not found' })).toBeInTheDocument();
  });

  it('offers a retry when the API fails for another reason', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE}/api/things/3`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json(thing(3));
      }),
    );
    answer('things', []);
    renderAt('3');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This content could not be loaded. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thing 3' })).toBeInTheDocument();
  });
});

describe('detailRoute', () => {
  const route = detailRoute(thingDetail, {
    path: '/things/:id',
    label: 'Thing',
    head: (found) => ({ description: `About ${found.name}.` }),
  });

  async function headAfterPrefetch(id: string, wait = true) {
    const store = makeStore();
    route.prefetch!({ dispatch: store.dispatch, params: { id }, search: new URLSearchParams() });
    if (wait) await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    return route.head!(headContextOf(store, `/things/${id}`, { id }));
  }

  it('asks for the record and the related list; found: its title, own head and a breadcrumb to the list', async () => {
    answer('things/1', thing(1));
    answer('things', [1, 2].map(thing));
    const head = await headAfterPrefetch('1');
    expect(head).toMatchObject({ title: 'Thing 1', description: 'About Thing 1.', path: '/things/1' });
    expect(head.status).toBeUndefined();
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ name: 'Home' }),
          expect.objectContaining({ name: 'Things', item: 'https://starfamily.example/product' }),
          expect.objectContaining({ name: 'Thing 1', item: 'https://starfamily.example/things/1' }),
        ],
      }),
    ]);
  });

  it('an unknown or malformed id is a 404 titled with the page’s not-found text', async () => {
    answer('things/9', { message: 'Not found' }, 404);
    answer('things', []);
    expect(await headAfterPrefetch('9')).toMatchObject({ title: 'Thing not found', status: 404, noindex: true });
    expect(await headAfterPrefetch('x')).toMatchObject({ title: 'Thing not found', status: 404 });
  });

  it('a failing API, or one that has not answered yet, is a 503', async () => {
    answer('things/4', { message: 'boom' }, 500);
    answer('things', []);
    expect(await headAfterPrefetch('4')).toMatchObject({ title: 'Things: temporarily unavailable', status: 503, noindex: true });
    server.use(http.get(`${TEST_API_BASE}/api/things/5`, () => new Promise(() => undefined)));
    expect(await headAfterPrefetch('5', false)).toMatchObject({ status: 503 });
  });
});
