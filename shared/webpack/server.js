// Server builds (target async-node) for the rendering server: each remote's container that the shell's server loads
// over HTTP at run time, and the shell's server itself. Same singletons and share strategy as the browser builds.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { outDirOf, sharedModules, swcRule } from './index.js';

const require = createRequire(import.meta.url);
const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

const commonServer = (production, dir) => ({
  context: dir,
  mode: production ? 'production' : 'development',
  target: 'async-node',
  devtool: false,
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
  module: {
    rules: [
      swcRule(production),
      // The browser build's stylesheet is linked in the page head; on the server a CSS import is nothing.
      { test: /\.css$/, use: require.resolve('./empty-module-loader.cjs') },
    ],
  },
  // Readable stack traces in the server log matter more than bytes here.
  optimization: { minimize: false },
  performance: { hints: false },
  stats: production ? 'errors-warnings' : 'minimal',
});

/**
 * A remote's server container, `dist/server/remoteEntry.js`, served beside its browser build. `publicPath: 'auto'`
 * means its chunks are fetched relative to wherever the shell's server loaded the entry from: no URL is baked in.
 */
export function createRemoteServerConfig({ name, dir, exposes }) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    return {
      ...commonServer(production, dir),
      name: `${name}-server`,
      entry: {},
      output: {
        path: path.join(dir, outDirOf(env), 'server'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        library: { type: 'commonjs-module' },
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          exposes,
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          runtimePlugins: [nodeRuntimePlugin],
          dts: false,
          manifest: false,
        }),
      ],
    };
  };
}

/** Packages the shell's server requires from node_modules at run time instead of bundling (none renders React). */
const SERVER_EXTERNALS = ['fastify', '@fastify/', 'jsdom'];

/**
 * The shell's rendering server: `dist-server/server.cjs` (CommonJS, as the repo's package.json says "type": "module").
 * It must be a webpack build: the federation node runtime needs `__webpack_require__` to load remotes' containers.
 */
export function createShellServerConfig({ dir, entry = './src/server/index.ts' }) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    return {
      ...commonServer(production, dir),
      name: 'shell-server',
      entry: { server: entry },
      output: {
        path: path.join(dir, `${outDirOf(env)}-server`),
        uniqueName: 'shell_server',
        filename: '[name].cjs',
        chunkFilename: '[name].[contenthash:8].cjs',
        clean: true,
      },
      externalsPresets: { node: true },
      externals: [
        ({ request }, callback) =>
          SERVER_EXTERNALS.some((prefix) => request === prefix || request.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
            ? callback(null, `commonjs ${request}`)
            : callback(),
      ],
      plugins: [
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          runtimePlugins: [nodeRuntimePlugin, require.resolve('./offline-remote-plugin.js')],
          dts: false,
          manifest: false,
        }),
      ],
    };
  };
}
