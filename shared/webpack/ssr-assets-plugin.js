// Writes `ssr-assets.json` beside a browser build: the stylesheets the rendering server links in the head of every
// page that shows this app's sections, so nothing restyles when the scripts arrive. Each app's CSS is one file
// (the `styles` chunk, see createAppConfig), so the list is exact, not guessed from the federation manifest.
export class SsrAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const css = Object.keys(compilation.assets).filter((file) => file.endsWith('.css')).sort();
        compilation.emitAsset('ssr-assets.json', new sources.RawSource(`${JSON.stringify({ css }, null, 2)}\n`));
      });
    });
  }
}
