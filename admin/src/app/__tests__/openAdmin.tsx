// Tests of whole admin screens: the real app (router, react-admin, providers) at a path, signed in, with the admin
// API mocked at the network edge (msw). Each test adds the answers its screen asks for.
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, TEST_API_BASE } from '@starfamily/shared/testing';
import { loadConfig } from '../../lib/config';
import { setSession } from '../../lib/session';
import { AdminApp } from '../AdminApp';

export const ADMIN_API = `${TEST_API_BASE}/api/admin`;
export const CSRF_TOKEN = 'csrf-of-the-session';
/** The first screen of a test file compiles and loads its lazy chunks (the rich-text editor too) on a busy machine. */
export const SCREEN_LOADS = { timeout: 20_000 };

/** The app at `path` (e.g. `/admin/products/3`), signed in with `role`. */
export async function openAdmin(path: string, role: 'admin' | 'editor' = 'editor') {
  server.use(
    http.get('http://localhost/config.json', () => HttpResponse.json({ apiBaseUrl: TEST_API_BASE })),
    http.get(`${ADMIN_API}/session`, () =>
      HttpResponse.json({ operator: { id: 7, email: 'sara@example.com', role }, csrfToken: CSRF_TOKEN, expiresAt: '2026-11-27T23:00:00Z' }),
    ),
  );
  await loadConfig();
  // A fresh page: who is signed in is asked of the API, not remembered from the test before.
  setSession(null);
  // The app's router is made once, when its module loads, and follows the browser's history from then on.
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  return render(<AdminApp />);
}
