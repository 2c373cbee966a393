// Production build: bundles the server and the operators' commands (content, messages, operators) into dist/ with esbuild.
// npm packages stay external (node_modules is there at run time) except @starfamily/shared, which is
// TypeScript source and must be compiled in. Migrations are copied next to the bundles, where
// src/db/database.ts looks for them ("./migrations" beside the running file).
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('.', import.meta.url));
const dist = `${apiDir}dist`;

/** Bare imports ("fastify", "drizzle-orm/pglite") stay imports, except the shared workspace package. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@starfamily/shared' || args.path.startsWith('@starfamily/shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: {
    server: 'src/server.ts',
    content: 'src/cli/content.ts',
    messages: 'src/cli/messages.ts',
    operators: 'src/cli/operators.ts',
  },
  outdir: dist,
  bundle: true,
  // No code splitting: src/config.ts and src/db/database.ts resolve paths from import.meta.url, which
  // must be a file directly in dist/ (a shared chunk in dist/chunks/ would look in the wrong folder).
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'info',
});
cpSync(`${apiDir}src/db/migrations`, `${dist}/migrations`, { recursive: true });
console.log('Copied migrations to dist/migrations');
