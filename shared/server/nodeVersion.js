// The one Node.js major every server and test runs on: the `node` dev dependency (root package.json), which npm
// scripts put first on PATH (docs/decisions/0087-node-24-lts.md). Anything else is a mistake to stop at once.
export const NODE_MAJOR = 24;

/** Why this process must not go on (run by another Node than NODE_MAJOR), or null. */
export function nodeVersionProblem(what, version = process.version) {
  if (Number(version.replace(/^v/, '').split('.')[0]) === NODE_MAJOR) return null;
  return (
    `${what} must run on Node ${NODE_MAJOR}, but this is Node ${version} (${process.execPath}).\n` +
    `Run it through the npm scripts (npm start, npm test, npm run …), which use node_modules/.bin/node ` +
    `(the pinned Node ${NODE_MAJOR}); run \`npm ci\` first if that file is missing.`
  );
}

/** Stops the process with a clear message unless it runs on NODE_MAJOR. */
export function requireNodeMajor(what) {
  const problem = nodeVersionProblem(what);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
