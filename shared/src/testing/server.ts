import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

export const TEST_API_BASE = 'http://api.test';

/** The network edge for unit tests; tests add answers with `answer(...)` or `server.use(...)`. */
export const server = setupServer();

/** Answers `GET /api/<path>` with `body` (or with `status` and a JSON error body). */
export function answer(path: string, body: JsonBodyType, status = 200) {
  server.use(http.get(`${TEST_API_BASE}/api/${path.replace(/^\//, '')}`, () => HttpResponse.json(body, { status })));
}
