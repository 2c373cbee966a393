import { createRemoteConfigs, createRemoteServerConfig, createWidgetConfig } from '@starfamily/shared/webpack';

const exposes = {
  // Its pages and home-page sections (each with its chunk, data and head), read by the shell's router and rendering
  // server and by the standalone page.
  './routes': './src/routes.ts',
};

// Its container (remoteEntry.js and the chunks behind it), which uses the host page's federation runtime, and its own
// small page for working on it alone (index.html, standalone/), with its own runtime.
const [app, standalone] = createRemoteConfigs({
  name: 'catalogue',
  dir: import.meta.dirname,
  title: 'StarFamily catalogue',
  // The public surface of this remote: what a visitor sees, nothing internal.
  exposes,
});

// The server container the shell's rendering server loads at run time (dist/server/remoteEntry.js).
const server = createRemoteServerConfig({ name: 'catalogue', dir: import.meta.dirname, exposes });

// widget.js for partner sites: the same components as custom elements (docs/embedding.md).
export default [app, standalone, server, createWidgetConfig({ name: 'catalogue', dir: import.meta.dirname })];
