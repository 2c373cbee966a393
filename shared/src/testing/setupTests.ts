import '@testing-library/jest-dom';
import { server } from './server';

// Unhandled requests fail the test: every call a component makes must be answered on purpose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
