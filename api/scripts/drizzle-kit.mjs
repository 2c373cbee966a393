// Runs drizzle-kit (e.g. `node scripts/drizzle-kit.mjs generate`) with drizzle-orm resolved from api/node_modules.
// Why: npm hoisted drizzle-kit to the root node_modules but kept drizzle-orm in api/node_modules, so a plain
// `npx drizzle-kit` cannot find drizzle-orm ("Please install latest version of drizzle-orm").
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiPackageJson = fileURLToPath(new URL('../package.json', import.meta.url));
const apiRequire = createRequire(apiPackageJson);
const isDrizzleOrm = (request) => request === 'drizzle-orm' || request.startsWith('drizzle-orm/');

// CommonJS require() calls inside drizzle-kit's bundle: resolve them as if required from api/.
const apiParent = { id: apiPackageJson, filename: apiPackageJson, paths: Module._nodeModulePaths(dirname(apiPackageJson)) };
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  return resolveFilename.call(this, request, isDrizzleOrm(request) ? apiParent : parent, ...rest);
};

// Dynamic import() calls inside drizzle-kit (e.g. its version check).
const hooks = `export async function resolve(specifier, context, next) {
  const fromApi = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  return next(specifier, fromApi ? { ...context, parentURL: ${JSON.stringify(import.meta.url)} } : context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

const kitDir = dirname(apiRequire.resolve('drizzle-kit'));
await import(pathToFileURL(join(kitDir, 'bin.cjs')).href);
