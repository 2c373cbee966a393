// Browser-side public surface of the shared package (a federation singleton: one copy in the composed page).
export * from './config/runtimeConfig';
export * from './api/baseApi';
export { httpClient, setApiTimeout, setApiTransport } from './api/httpClient';
export * from './api/commonEndpoints';
export * from './entities/types';
export * from './entities/normalise';
export * from './store/makeStore';
export * from './store/hooks';
export * from './store/client';
export * from './federation/remotes';
// In widget builds, the widget's own (shared/package.json `imports`, condition `widget`).
export { RemoteComponent } from '#remote-component';
export { RemoteErrorBoundary } from './federation/RemoteErrorBoundary';
export { captureServerSections, SECTION_ATTRIBUTE } from './federation/serverSections';
export { WriteToUs } from './components/WriteToUs';
export { useOptionalWidgetSettings } from './widget/widgetSettings';
export * from './components';
export { startStandalone, type StandaloneRoute } from './standalone/startStandalone';
export * from './text/truncate';
export * from './time/relativeTime';
export { TimeAgo } from './time/TimeAgo';
export * from './routing';
export * from './detail';
export * from './list';
export * from './seo';
export * from './pictures/pictures';
export { installSanitizerWindow } from './html/sanitizeHtml';
export { isSafeUrl, safeUrl, type UrlKind } from './security/safeUrl';
