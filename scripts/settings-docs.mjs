// `npm run docs:settings`: writes docs/configuration.md's settings tables from the one settings schema
// (shared/server/settings.js); `--check` (in `npm test`, with the link check) fails when the page is not current.
// No kept tool writes Markdown tables from a JSON Schema of environment variables into a page of prose, so this is ours.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import prettier from 'prettier';
import { expectation, SETTINGS } from '../shared/server/settings.js';
import { ROOT } from './stack.mjs';

const PAGE = path.join(ROOT, 'docs/configuration.md');
const START = '<!-- settings tables: written by `npm run docs:settings` from shared/server/settings.js; edit there -->';
const END = '<!-- end of settings tables -->';
const GROUPS = {
  site: "The site's servers (rendering server, remotes' and admin's file servers, demo partner page, mail catcher)",
  api: 'The API',
  scripts: 'Tests, benchmarks and builds',
};

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
const defaultOf = (setting) => setting.defaultText ?? (setting.default === undefined ? 'unset' : `\`${setting.default}\``);

function tables() {
  return Object.entries(GROUPS).flatMap(([group, title]) => [
    `### ${title}`,
    '',
    '| Variable | Default | Takes | Meaning |',
    '|---|---|---|---|',
    ...Object.entries(SETTINGS)
      .filter(([, setting]) => setting.group === group)
      .map(
        ([name, setting]) => `| \`${name}\` | ${cell(defaultOf(setting))} | ${cell(expectation(name))} | ${cell(setting.description)} |`,
      ),
    '',
  ]);
}

const page = await readFile(PAGE, 'utf8');
const [before, rest] = page.split(START);
if (rest === undefined || !rest.includes(END)) throw new Error(`${PAGE} has no "${START}" … "${END}" block`);
const assembled = `${before}${START}\n\n${tables().join('\n')}${END}${rest.slice(rest.indexOf(END) + END.length)}`;
// Written as the formatter would write it, so `npm run format` and this check agree on the page.
const written = await prettier.format(assembled, { ...(await prettier.resolveConfig(PAGE)), filepath: PAGE });
if (process.argv.includes('--check')) {
  if (written !== page) {
    console.error('docs/configuration.md is not current with shared/server/settings.js: run npm run docs:settings');
    process.exit(1);
  }
} else {
  await writeFile(PAGE, written);
}
