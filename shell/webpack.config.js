import { createAppConfig } from '@starfamily/shared/webpack';

// The host: remotes are not listed here; their URLs come from config.json at run time.
export default createAppConfig({ name: 'shell', dir: import.meta.dirname, title: 'StarFamily | Ethiopian agro-export and industry' });
