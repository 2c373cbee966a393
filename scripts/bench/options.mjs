// The bench scripts' command-line options, read with node's util.parseArgs.
// Parsing is node's util.parseArgs; this only gives whole-number options their defaults.
import { parseArgs } from 'node:util';

/**
 * Whole-number options such as `--count 200`, each at least 1, from `defaults` (name -> value): an option left out, or
 * given as something that is not a number, keeps its default. An unknown option stops the script with parseArgs' error.
 */
export function countOptions(defaults, args = process.argv.slice(2)) {
  const { values } = parseArgs({ args, options: Object.fromEntries(Object.keys(defaults).map((name) => [name, { type: 'string' }])) });
  return Object.fromEntries(Object.entries(defaults).map(([name, fallback]) => [name, Math.max(1, Number(values[name]) || fallback)]));
}
