// Writes `ssr-assets.json` beside a browser build: the stylesheet the rendering server links in the head of every
// page, so nothing restyles when the scripts arrive. Each app's CSS is one chunk (`styles`, see createAppConfig), so
// the list is exact, not guessed from the federation manifest.
export class SsrAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const css = [...(compilation.namedChunks.get('styles')?.files ?? [])].filter((file) => file.endsWith('.css'));
        compilation.emitAsset('ssr-assets.json', new sources.RawSource(`${JSON.stringify({ css }, null, 2)}\n`));
      });
    });
  }
}
