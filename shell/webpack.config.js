import { createAppConfig, createShellServerConfig } from '@starfamily/shared/webpack';

// The host: remotes are not listed here; their URLs come from config.json at run time.
// Two builds: the browser's (dist/, hydrates the pages) and the rendering server (dist-server/server.cjs).
export default [
  createAppConfig({ name: 'shell', dir: import.meta.dirname, title: 'StarFamily | Ethiopian agro-export and industry' }),
  createShellServerConfig({ dir: import.meta.dirname }),
];
