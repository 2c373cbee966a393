import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { picturesPayload } from './fixtures';

export const TEST_API_BASE = 'http://api.test';

/**
 * The network edge for unit tests; tests add answers with `answer(...)` or `server.use(...)`. Every app asks for the
 * picture manifest (StorageImage, the heads), so it is answered by default (`answer('pictures', ...)` overrides it).
 */
export const server = setupServer(http.get(`${TEST_API_BASE}/api/pictures`, () => HttpResponse.json(picturesPayload)));

/** Answers `GET /api/<path>` with `body` (or with `status` and a JSON error body). */
export function answer(path: string, body: JsonBodyType, status = 200) {
  server.use(http.get(`${TEST_API_BASE}/api/${path.replace(/^\//, '')}`, () => HttpResponse.json(body, { status })));
}

/** Answers `POST /api/<path>` with `respond()` and returns the list of JSON bodies received, for the test to read. */
export function capturePosts(path: string, respond: () => Response | Promise<Response>): unknown[] {
  const received: unknown[] = [];
  server.use(
    http.post(`${TEST_API_BASE}/api/${path.replace(/^\//, '')}`, async ({ request }) => {
      received.push(await request.json());
      return respond();
    }),
  );
  return received;
}

/**
 * A gate a handler waits at until the test opens it: for asserting what shows while a request is in flight, with no
 * guess at how long the assertion takes on a busy machine (`await gate.passed` in the handler, `gate.open()` after).
 */
export function requestGate() {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}
