// The one webpack + Module Federation helper every app's config is built on, so the four configs cannot drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { APPS } from '../apps.ts';
import { portOf, runtimeConfigFromEnv } from '../server/config.js';
import { SsrAssetsPlugin } from './ssr-assets-plugin.js';
import { PublicFilesPlugin } from './public-files-plugin.js';

import { createRemoteServerConfig } from './server.js';
import { createWidgetConfig } from './widget.js';

export { createRemoteServerConfig, createShellServerConfig } from './server.js';
export { createWidgetConfig } from './widget.js';

const require = createRequire(import.meta.url);

/**
 * The build's folder: `dist`, or another one named with `--env out=<folder>` (the e2e suite's development builds go to
 * `dist-dev`, beside the production ones).
 */
export function outDirOf(env) {
  const out = env?.out ?? 'dist';
  if (!/^[\w-]+$/.test(out)) throw new Error(`--env out must be a plain folder name, not ${out}`);
  return out;
}

/**
 * Loaded once in the composed page: the shell provides them, remotes reuse the shell's copy.
 * Trailing-slash keys catch deep imports such as `react-dom/client`, `react/jsx-runtime` and `@reduxjs/toolkit/query/react`.
 * `@starfamily/shared` must be a singleton too: it holds the one RTK Query `baseApi` and the runtime config.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // (Not react-router: code imports react-router-dom, which in browser builds is the list in react-router-dom-browser.js.)
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'redux-persist',
  'redux-persist/',
  'react-toastify',
  'axios',
  '@starfamily/shared',
];

/**
 * The shell hands its federation runtime to the remotes' containers (`externalRuntime` on their browser builds), so the
 * page carries it once. This is what `experiments.provideExternalRuntime` adds, but resolved to the plugin's ES module
 * build: the flag's `require.resolve` picks its CommonJS build, which pulls the runtime in a second time as CommonJS
 * (+25 KB gzip in main.js).
 */
const PROVIDE_RUNTIME_PLUGIN = fileURLToPath(import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'));

/** Packages browser builds (site and widgets) replace with what the browser already has. */
export const BROWSER_ALIASES = { 'resize-observer-polyfill$': path.join(import.meta.dirname, 'resize-observer.js') };

/**
 * Browser builds (site and widgets) get shared/src/seo/structuredData.browser.ts for the JSON-LD builders: structured
 * data is in each page's first HTML, written by the server builds, which keep the real ones (as do the unit tests).
 */
export const structuredDataForBrowsers = () =>
  new webpack.NormalModuleReplacementPlugin(/shared[\\/]src[\\/]seo[\\/](list)?[jJ]sonLd\.ts$/, './structuredData.browser.ts');

/**
 * The singletons, each with the version range its app's package.json asks for (a deep key like `react/` with its
 * package's). Federation warns in the page when the copy loaded first does not satisfy an app's range.
 */
export function sharedModules(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const ranges = { ...manifest.peerDependencies, ...manifest.dependencies };
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const name = key.replace(/\/$/, '');
      if (!ranges[name])
        throw new Error(`${path.join(dir, 'package.json')} must list ${name} in its dependencies: every app shares it as a singleton`);
      const shared = { singleton: true, requiredVersion: ranges[name] };
      // Browser builds share the router as a list of its APIs (react-router-dom-browser.js, in this package): say which
      // router version it is, or federation would take this package's version for it.
      if (name === 'react-router-dom') shared.version = require(require.resolve('react-router-dom/package.json', { paths: [dir] })).version;
      return [key, shared];
    }),
  );
}

/** Runs first on every stylesheet from node_modules: drops what the CSS standard does not allow (see the loader). */
export const vendorCssRule = () => ({
  test: /\.css$/,
  include: /[\\/]node_modules[\\/]/,
  enforce: 'pre',
  use: { loader: require.resolve('./vendor-css-loader.cjs') },
});

export const swcRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
      },
    },
  },
});

/** The .css file a mini-css-extract module was made from (its identifier is `css <loaders>!<file>|<index>...`). */
const stylesheetOf = (module) => {
  const identifier = module.identifier();
  return identifier.slice(identifier.lastIndexOf('!') + 1).split('|')[0];
};

/**
 * The shell's browser build: the host page, which provides the one federation runtime of the page.
 * @param {object} app
 * @param {'shell'} app.name     federation name, also the dist folder's owner
 * @param {string} app.dir       the app's folder (pass `import.meta.dirname` or equivalent)
 * @param {string} app.title     the page's fallback title
 * @param {string} [app.entry]   defaults to `./src/index.ts`
 */
export function createAppConfig({ name, dir, title, entry = './src/index.ts' }) {
  return browserConfig({ role: 'shell', name, dir, title, entry });
}

/**
 * A remote's two browser builds, into the same folder:
 * - its container, `remoteEntry.js`, and the chunks behind it, using the host page's federation runtime
 *   (`externalRuntime`);
 * - its standalone page (index.html and `standalone/`), a small host with its own runtime, since no shell is there.
 * Under `webpack serve` (npm run dev) the container build also serves the standalone page, with a runtime of its own
 * (sizes do not matter there, and webpack-cli runs one dev server per port), and the second build is not run.
 * @param {object} remote
 * @param {import('../apps.ts').RemoteName} remote.name
 * @param {string} remote.dir
 * @param {Record<string,string>} remote.exposes  its public surface: `./routes` -> `./src/routes.ts` (createRemote adds it), and
 *   any part other remotes embed (`./ContactForm`)
 * @param {string} remote.title  the standalone page's title
 * @param {string} [remote.entry] the standalone page's entry, defaults to `./src/index.ts`
 */
export function createRemoteConfigs({ name, dir, exposes, title, entry = './src/index.ts' }) {
  const container = browserConfig({ role: 'remote', name, dir, exposes, title, entry });
  const standalone = browserConfig({ role: 'standalone', name, dir, title, entry });
  return [
    container,
    (env, argv) =>
      env?.WEBPACK_SERVE ? { name: `${name}-standalone`, mode: 'development', entry: {}, devServer: false } : standalone(env, argv),
  ];
}

/**
 * A remote's whole build, its webpack.config.js's default export: its container (remoteEntry.js and the chunks behind
 * it, on the host page's federation runtime) and its standalone page (createRemoteConfigs), the server container the
 * shell's rendering server loads at run time (dist/server/remoteEntry.js, createRemoteServerConfig), and widget.js
 * for partner sites (createWidgetConfig, docs/embedding.md). Every remote exposes `./routes` (src/routes.ts: its
 * pages and home-page sections, read by the shell's router and rendering server and by the standalone page).
 * @param {object} remote
 * @param {import('../apps.ts').RemoteName} remote.name
 * @param {string} remote.dir  the remote's folder (`import.meta.dirname`)
 * @param {Record<string,string>} [remote.exposes]  what it exposes besides `./routes`: `./ContactForm` -> `./src/...`
 */
export function createRemote({ name, dir, exposes = {} }) {
  if (APPS[name]?.kind !== 'remote')
    throw new Error(`createRemote: "${name}" is not a remote of the apps manifest (shared/apps.ts): add its entry there`);
  const allExposed = { './routes': './src/routes.ts', ...exposes };
  const [app, standalone] = createRemoteConfigs({ name, dir, title: `StarFamily ${name}`, exposes: allExposed });
  return [app, standalone, createRemoteServerConfig({ name, dir, exposes: allExposed }), createWidgetConfig({ name, dir })];
}

function browserConfig({ role, name, dir, exposes = {}, title, entry }) {
  // The standalone page's files live under standalone/, so its clean and the container's leave each other's alone.
  const prefix = role === 'standalone' ? 'standalone/' : '';
  return (env, argv) => {
    const production = argv.mode === 'production';
    // npm run dev: a remote's dev server is its container and its standalone page in one build (see createRemoteConfigs).
    const served = role === 'remote' && Boolean(env?.WEBPACK_SERVE);
    const isRemote = role === 'remote';
    const isHost = !isRemote || served;
    const externalRuntime = isRemote && !served;
    return {
      name: role === 'standalone' ? `${name}-standalone` : name,
      context: dir,
      mode: production ? 'production' : 'development',
      // A remote's container is the federation plugin's own entry (remoteEntry.js).
      entry: isHost ? { main: entry } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, outDirOf(env)),
        // Remotes' chunks are fetched relative to wherever their remoteEntry.js was loaded from. The shell is served
        // at its site's root, and '/' lets the CSS loader recognise the stylesheets the server already linked.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: role === 'standalone' ? `${name}_standalone` : name,
        filename: `${prefix}${production ? '[name].[contenthash:8].js' : '[name].js'}`,
        chunkFilename: `${prefix}${production ? '[name].[contenthash:8].js' : '[name].js'}`,
        assetModuleFilename: `${prefix}assets/[name].[contenthash:8][ext]`,
        // widget.js, server/ and the standalone page come from other builds writing into the same folder.
        clean:
          role === 'standalone'
            ? { keep: (file) => !file.startsWith(prefix) }
            : { keep: /^(widget\.js|server\/|standalone\/|index\.html)/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js'],
        alias: {
          // The shared router: only the parts the site uses (see the file).
          'react-router-dom$': path.join(import.meta.dirname, 'react-router-dom-browser.js'),
          ...BROWSER_ALIASES,
        },
      },
      module: {
        // An import of a name a module does not export fails the build (e.g. a router API not in that list yet).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          swcRule(production),
          vendorCssRule(),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?|ttf|eot)$/i, type: 'asset' },
        ],
      },
      optimization: {
        // One stylesheet per app, which the rendering server links in every page's head (ssr-assets.json). A remote's
        // holds only its own src/ styles: the shared package's and libraries' come with the shell, which provides them
        // (a remote's fallback copies must not override the shell's rules).
        splitChunks: {
          cacheGroups: {
            styles: {
              name: 'styles',
              type: 'css/mini-extract',
              chunks: 'all',
              enforce: true,
              ...(isRemote ? { test: (module) => stylesheetOf(module).startsWith(path.join(dir, 'src') + path.sep) } : {}),
            },
            // redux and reselect sit under several shared packages (RTK, RTK Query's React part, redux-persist): each
            // shared package's chunk would carry its own copy, as they are under the default 20 KB split threshold.
            reduxCore: { test: /[\\/]node_modules[\\/](redux|reselect)[\\/]/, chunks: 'async', minSize: 0, priority: 10 },
          },
        },
      },
      plugins: [
        structuredDataForBrowsers(),
        ...(role === 'standalone' ? [] : [new SsrAssetsPlugin(), new PublicFilesPlugin(path.join(dir, 'public'))]),
        new ModuleFederationPlugin({
          name: role === 'standalone' ? `${name}_standalone` : name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(dir),
          // Remotes are registered at run time from config.json; loaded-first never fetches a remote before it is used.
          shareStrategy: 'loaded-first',
          // One federation runtime in the page: a host hands its runtime to the remotes' containers it loads.
          runtimePlugins: isHost ? [require.resolve('./offline-remote-plugin.js'), ...(served ? [] : [PROVIDE_RUNTIME_PLUGIN])] : [],
          // Browser builds register remotes by their remoteEntry.js (never a manifest) and run only in browsers: the
          // runtime's snapshot (manifest) plugin and its Node script loader are left out of the page.
          experiments: { optimization: { disableSnapshot: true, target: 'web' }, ...(externalRuntime ? { externalRuntime: true } : {}) },
          dts: false,
          manifest: isRemote,
        }),
        new MiniCssExtractPlugin({
          filename: `${prefix}${production ? '[name].[contenthash:8].css' : '[name].css'}`,
          chunkFilename: `${prefix}${production ? '[name].[contenthash:8].css' : '[name].css'}`,
        }),
        // publicPath '/' so deep links such as /product-single/3 still load /main.js.
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                title,
                publicPath: '/',
                template: path.join(import.meta.dirname, 'index.html'),
                serverRendered: role === 'shell',
              }),
            ]
          : []),
      ],
      devServer: {
        port: portOf(name),
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares(middlewares) {
          middlewares.unshift({
            name: 'runtime-config',
            path: '/config.json',
            middleware: (_req, res) => res.json(runtimeConfigFromEnv(process.env)),
          });
          return middlewares;
        },
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
