// Partner sites' builds: each remote's `widget.js`, its custom elements in one self-contained script.
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { BROWSER_ALIASES, structuredDataForBrowsers, swcRule, vendorCssRule } from './index.js';

const require = createRequire(import.meta.url);

/**
 * A remote's widget bundle: `dist/widget.js`, one self-contained script (own React, no federation runtime) that
 * defines the remote's custom elements for partner sites. Its CSS goes into the widgets' shadow roots, never the page.
 * Export it beside the app config: `export default [createAppConfig(...), createWidgetConfig(...)]`.
 * @param {object} widget
 * @param {import('../apps.ts').RemoteName} widget.name
 * @param {string} widget.dir   the remote's folder
 * @param {string} [widget.entry]  defaults to `./src/widget.tsx`
 */
export function createWidgetConfig({ name, dir, entry = './src/widget.tsx' }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      name: `${name}-widget`,
      context: dir,
      mode: production ? 'production' : 'development',
      entry: { widget: entry },
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // A fixed name partners can put in a script tag; served with `Cache-Control: no-cache`.
        filename: 'widget.js',
        // Its own globals, so it coexists with the partner's bundles and with other remotes' widgets.
        uniqueName: `starfamily_${name}_widget`,
        publicPath: 'auto',
        clean: false,
      },
      resolve: {
        // The `widget` condition of shared/package.json's `imports`: inside a widget, another remote's part is that
        // remote's custom element (no federation runtime here), and content comes through RTK Query's
        // fetchBaseQuery rather than axios (the size budget, docs/embedding.md).
        conditionNames: ['widget', '...'],
        extensions: ['.tsx', '.ts', '.jsx', '.js'],
        // React 18 inside widgets: ~20 KB gzip less than 19 on a partner's page, and every component here runs on it.
        // (package.json installs it as react-18/react-dom-18; its override lets react-dom-18 install beside React 19.)
        alias: {
          react$: 'react-18',
          'react/jsx-runtime$': 'react-18/jsx-runtime',
          'react/jsx-dev-runtime$': 'react-18/jsx-dev-runtime',
          'react-dom$': 'react-dom-18',
          'react-dom/client$': 'react-dom-18/client',
          ...BROWSER_ALIASES,
        },
      },
      module: {
        rules: [
          swcRule(production),
          vendorCssRule(),
          {
            test: /\.css$/,
            use: [
              { loader: require.resolve('./widget-css-loader.cjs') },
              { loader: 'css-loader', options: { exportType: 'string', importLoaders: 1 } },
              // rem and width media queries relative to the widget, not the partner's page (see the file).
              { loader: require.resolve('./widget-css-transform.cjs') },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?|ttf|eot)$/i, type: 'asset/inline' },
        ],
      },
      plugins: [
        // One file: nothing else to fetch from the partner's page.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        structuredDataForBrowsers(),
      ],
      optimization: { splitChunks: false, runtimeChunk: false },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
