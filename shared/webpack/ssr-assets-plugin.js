// Writes `ssr-assets.json` beside a browser build, for the rendering server:
// - `css`: the stylesheet it links in the head of every page, so nothing restyles when the scripts arrive. Each app's
//   CSS is one chunk (`styles`, see createAppConfig), so the list is exact, not guessed from the federation manifest;
// - `js`: the scripts a page will run, which the server names in the head (`<link rel="preload">`) so the browser
//   fetches them at once instead of discovering them one round trip at a time:
//   per exposed module of a remote (`./routes`) and per home-page section (`./HeroSlider`, the chunk its route table
//   names `section-HeroSlider`), the chunks of that module itself (shared libraries come from the shell). The shell's own chunks are not listed: main.js asks for them one hop after the HTML, and
//   naming them too made them share a phone's bandwidth with the page's largest picture (Lighthouse LCP +1 s).

const jsFiles = (groups) => {
  const files = new Set();
  for (const group of groups) for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
  return [...files];
};

export class SsrAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const css = [...(compilation.namedChunks.get('styles')?.files ?? [])].filter((file) => file.endsWith('.css'));
        const js = {};
        // The federation plugin names each exposed module's chunk group `__federation_expose_<name>`.
        for (const [name, group] of compilation.namedChunkGroups) {
          if (name.startsWith('__federation_expose_')) js[`./${name.slice('__federation_expose_'.length)}`] = jsFiles([group]);
          else if (name.startsWith('section-')) js[`./${name.slice('section-'.length)}`] = jsFiles([group]);
        }
        compilation.emitAsset('ssr-assets.json', new sources.RawSource(`${JSON.stringify({ css, js }, null, 2)}\n`));
      });
    });
  }
}
