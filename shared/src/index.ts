// Browser-side public surface of the shared package (a federation singleton: one copy in the composed page).
export * from './config/runtimeConfig';
export * from './api/baseApi';
export { httpClient } from './api/httpClient';
export * from './api/commonEndpoints';
export * from './entities/types';
export * from './entities/normalise';
export * from './store/makeStore';
export * from './store/hooks';
export * from './store/client';
export * from './federation/remotes';
export { RemoteComponent } from './federation/RemoteComponent';
export { RemoteErrorBoundary } from './federation/RemoteErrorBoundary';
export { ContactFormSection } from './federation/ContactFormSection';
export * from './components';
export { startStandalone, type StandaloneRoute } from './standalone/startStandalone';
export * from './text/truncate';
export * from './time/relativeTime';
