// Test helpers only: never imported by application code.
export { renderWithProviders } from './renderWithProviders';
export { server, answer, capturePosts, requestGate, TEST_API_BASE } from './server';
export * from './fixtures';
export { avifSourceOf, headContextOf } from './heads';
