// The operators' admin (docs/admin.md): a single-page app served at /admin of the site by its own static server. Not a
// federation remote: no public page loads it, so it shares nothing with the site's apps and bundles what it uses.
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { outDirOf, swcRule } from '@starfamily/shared/webpack';
import { portOf, runtimeConfigFromEnv } from '@starfamily/shared/server/config';

export const ADMIN_BASE_PATH = '/admin/';

// npm installs react-admin's ra-ui-materialui and ra-input-rich-text's (the same version) in two places; two copies
// would mean two sets of React contexts and twice the bytes. Both are resolved to react-admin's.
const fromReactAdmin = createRequire(createRequire(import.meta.url).resolve('react-admin'));
const packageDir = (name) => {
  const entry = fromReactAdmin.resolve(name);
  return entry.slice(0, entry.lastIndexOf(`${path.sep}${name}${path.sep}`) + name.length + 1);
};

export default (env, argv) => {
  const production = argv.mode === 'production';
  return {
    name: 'admin',
    context: import.meta.dirname,
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(import.meta.dirname, outDirOf(env)),
      publicPath: ADMIN_BASE_PATH,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'], alias: { 'ra-ui-materialui': packageDir('ra-ui-materialui') } },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [swcRule(production)],
    },
    plugins: [new HtmlWebpackPlugin({ title: 'StarFamily admin', template: path.join(import.meta.dirname, 'src', 'index.html') })],
    devServer: {
      port: portOf('admin'),
      historyApiFallback: { index: `${ADMIN_BASE_PATH}index.html` },
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
