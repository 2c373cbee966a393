// Copies an app's `public/` folder (icons, web manifest) into its build output as they are, at the site's root.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!existsSync(this.dir)) return;
        for (const file of readdirSync(this.dir, { withFileTypes: true })) {
          if (!file.isFile()) continue;
          const full = path.join(this.dir, file.name);
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file.name, new sources.RawSource(readFileSync(full)));
        }
      });
    });
  }
}
