// Writes `ssr-assets.json` beside a browser build, for the rendering server:
// - `css`: the stylesheet it links in the head of every page, so nothing restyles when the scripts arrive. Each app's
//   CSS is one chunk (`styles`, see createAppConfig), so the list is exact, not guessed from the federation manifest;
// - `js`: the scripts a page will run, which the server names in the head (`<link rel="preload">`) so the browser
//   fetches them at once instead of discovering them one round trip at a time:
//   - shell: `start`, what its entry loads before anything renders (the bootstrap chunk and the shared libraries it
//     provides), followed through shared-module fallbacks but not through the code's own `import()`s, which load later
//     or never (the toast container, axios);
//   - remote: per exposed module (`./routes`, `./HeroSlider`), the chunks of that module itself; shared libraries
//     come from the shell.

const originOf = (group, type) => group.origins.find((origin) => origin.module?.constructor?.name === type)?.module;

const jsFiles = (groups) => {
  const files = new Set();
  for (const group of groups) for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
  return [...files];
};

/**
 * What the entry loads before the page renders: its `import()`ed start-up group, then for every shared module that
 * code imports statically, the chunk the shell provides it from (what the share scope loads), and so on from there.
 * A shared module used through an `import()` in our code (axios, react-toastify) is in a group of its own: not followed.
 */
function startGroups(entrypoint) {
  const provided = new Map();
  for (const child of entrypoint.getChildren()) {
    const provide = originOf(child, 'ProvideSharedModule');
    if (provide) provided.set(provide._name, child);
  }
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const child of group.getChildren()) {
      const consume = originOf(child, 'ConsumeSharedModule');
      if (consume) visit(provided.get(consume.options.shareKey) ?? child);
    }
  };
  for (const child of entrypoint.getChildren()) if (!originOf(child, 'ProvideSharedModule')) visit(child);
  return [...seen];
}

export class SsrAssetsPlugin {
  /** @param {{ role: 'shell' | 'remote' }} options */
  constructor({ role }) {
    this.role = role;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const css = [...(compilation.namedChunks.get('styles')?.files ?? [])].filter((file) => file.endsWith('.css'));
        const js = {};
        if (this.role === 'shell') {
          const main = compilation.entrypoints.get('main');
          if (main) js.start = jsFiles(startGroups(main));
        } else {
          // The federation plugin names each exposed module's chunk group `__federation_expose_<name>`.
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name.startsWith('__federation_expose_')) js[`./${name.slice('__federation_expose_'.length)}`] = jsFiles([group]);
          }
        }
        compilation.emitAsset('ssr-assets.json', new sources.RawSource(`${JSON.stringify({ css, js }, null, 2)}\n`));
      });
    });
  }
}
