import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

declare const HOST_CEILING_FACTOR: number;

// findBy*/waitFor wait for a condition, not a time: give it room on a busy two-core CI machine (the default is 1 s),
// scaled by the host's speed (jest.config.js; a test's own ceiling is jest.config.js's testTimeout).
configure({ asyncUtilTimeout: Math.round(5000 * HOST_CEILING_FACTOR) });

// Unhandled requests fail the test: every call a component makes must be answered on purpose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Server-side tests (`@jest-environment node`) have no window at all.
if (typeof window !== 'undefined') installBrowserGaps();

function installBrowserGaps() {
  // jsdom has no layout or scrolling; the router's scroll restoration calls this on every navigation.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

  // jsdom has no media queries; react-slick's responsive settings and reduced-motion checks ask for them.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
