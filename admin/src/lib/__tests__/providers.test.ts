// The admin's data and auth providers against the admin API's contract (docs/admin.md), the network mocked at its edge.
import { http, HttpResponse } from 'msw';
import { server, TEST_API_BASE } from '@starfamily/shared/testing';
import { loadConfig } from '../config';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { currentSession } from '../session';

const ADMIN_API = `${TEST_API_BASE}/api/admin`;
const SESSION = {
  operator: { id: 7, email: 'sara@example.com', role: 'editor' },
  csrfToken: 'csrf-of-the-session',
  expiresAt: '2026-11-27T23:00:00Z',
};

beforeEach(async () => {
  server.use(http.get('http://localhost/config.json', () => HttpResponse.json({ apiBaseUrl: `${TEST_API_BASE}/` })));
  await loadConfig();
});

describe('the auth provider', () => {
  it("signs in with an anonymous CSRF token, then uses the session's on every state change", async () => {
    const tokens: (string | null)[] = [];
    const patches: unknown[] = [];
    server.use(
      http.post(`${ADMIN_API}/session`, async ({ request }) => {
        tokens.push(request.headers.get('x-csrf-token'));
        expect(await request.json()).toEqual({ email: 'sara@example.com', password: 'a long pass phrase' });
        return HttpResponse.json(SESSION);
      }),
      http.patch(`${ADMIN_API}/inbox/enquiry/4`, async ({ request }) => {
        tokens.push(request.headers.get('x-csrf-token'));
        patches.push(await request.json());
        return HttpResponse.json({ kind: 'enquiry', id: 4, status: 'replied', note: 'Called back.' });
      }),
    );
    await authProvider.login({ email: 'sara@example.com', password: 'a long pass phrase' });
    expect(currentSession()?.operator.email).toBe('sara@example.com');
    const { data } = await dataProvider.update('inbox', {
      id: 'enquiry-4',
      data: { id: 'enquiry-4', status: 'replied', note: 'Called back.', fullName: 'Dawit' },
      previousData: { id: 'enquiry-4', status: 'new', note: 'Called back.', fullName: 'Dawit' },
    });
    expect(tokens).toEqual(['anonymous', 'csrf-of-the-session']);
    expect(patches).toEqual([{ status: 'replied' }]);
    expect(data.id).toBe('enquiry-4');
  });

  it("passes the API's words on: a failed sign-in, and a lock with its code", async () => {
    server.use(
      http.post(`${ADMIN_API}/session`, () =>
        HttpResponse.json({ error: 'sign-in', message: 'Email or password is not right.' }, { status: 401 }),
      ),
    );
    await expect(authProvider.login({ email: 'x@example.com', password: 'wrong' })).rejects.toMatchObject({
      message: 'Email or password is not right.',
      status: 401,
    });
    server.use(
      http.post(`${ADMIN_API}/session`, () =>
        HttpResponse.json(
          { error: 'locked', message: 'Too many tries: wait 15 minutes.' },
          { status: 429, headers: { 'retry-after': '900' } },
        ),
      ),
    );
    await expect(authProvider.login({ email: 'x@example.com', password: 'wrong' })).rejects.toMatchObject({
      status: 429,
      body: { error: 'locked' },
      retryAfter: '900',
    });
  });

  it('asks the API every time whether the session lives, and forgets it once it has ended', async () => {
    let alive = true;
    server.use(
      http.get(`${ADMIN_API}/session`, () =>
        alive ? HttpResponse.json(SESSION) : HttpResponse.json({ error: 'unauthenticated' }, { status: 401 }),
      ),
    );
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await authProvider.getPermissions?.({})).toBe('editor');
    expect(await authProvider.canAccess?.({ action: 'list', resource: 'operators' })).toBe(false);
    expect(await authProvider.canAccess?.({ action: 'list', resource: 'inbox' })).toBe(true);
    alive = false;
    await expect(authProvider.checkAuth({})).rejects.toThrow();
    expect(currentSession()).toBeNull();
  });
});

describe('the data provider', () => {
  it('lists the inbox with its filters and page, each item known by its kind and id', async () => {
    let asked = '';
    server.use(
      http.get(`${ADMIN_API}/inbox`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({
          items: [{ kind: 'contact', id: 12, fullName: 'Selam' }],
          total: 31,
          page: 2,
          perPage: 25,
          latestAt: null,
        });
      }),
    );
    const { data, total } = await dataProvider.getList('inbox', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'receivedAt', order: 'DESC' },
      filter: { q: 'coffee', status: 'new' },
    });
    expect(asked).toBe('?q=coffee&status=new&page=2&perPage=25');
    expect(total).toBe(31);
    expect(data).toEqual([{ kind: 'contact', id: 'contact-12', itemId: 12, fullName: 'Selam' }]);
  });

  it('adds an account and hands back its set-up link', async () => {
    server.use(
      http.post(`${ADMIN_API}/operators`, () =>
        HttpResponse.json(
          { operator: { id: 9, email: 'new@example.com', role: 'editor' }, setupUrl: 'http://site.test/admin/setup#token=t' },
          { status: 201 },
        ),
      ),
    );
    const { data } = await dataProvider.create('operators', { data: { email: 'new@example.com', role: 'editor' } });
    expect(data).toEqual({ id: 9, email: 'new@example.com', role: 'editor', setupUrl: 'http://site.test/admin/setup#token=t' });
  });
});
