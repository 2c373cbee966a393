// The operators' admin (docs/admin.md): a single-page app served at /admin of the site by its own static server. Not a
// federation remote: no public page loads it, so it shares nothing with the site's apps and bundles what it uses.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { outDirOf, swcRule } from '@starfamily/shared/webpack';
import { portOf, runtimeConfigFromEnv } from '@starfamily/shared/server/config';

export const ADMIN_BASE_PATH = '/admin/';

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
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [swcRule(production)],
    },
    plugins: [new HtmlWebpackPlugin({ title: 'StarFamily admin', template: path.join(import.meta.dirname, 'src', 'index.html') })],
    devServer: {
      port: portOf('admin'),
      historyApiFallback: { index: `${ADMIN_BASE_PATH}index.html` },
      setupMiddlewares(middlewares) {
        middlewares.unshift({ name: 'runtime-config', path: '/config.json', middleware: (_req, res) => res.json(runtimeConfigFromEnv(process.env)) });
        return middlewares;
      },
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
};
