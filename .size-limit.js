// size-limit's budgets (`npm run size`): each remote's widget.js and remoteEntry.js, gzip, from the apps manifest
// (shared/apps.ts); scripts/size.mjs holds the home page's JavaScript. docs/performance.md says how budgets move.
import { APPS, REMOTE_NAMES } from './shared/apps.ts';

export default REMOTE_NAMES.flatMap((name) =>
  Object.entries(APPS[name].budgets).map(([file, limit]) => ({
    name: `${name} ${file}.js`,
    path: `${name}/dist/${file}.js`,
    limit,
    gzip: true,
  })),
);
