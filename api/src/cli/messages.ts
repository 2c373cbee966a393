// Operators' messages command:
//   npm run messages -- export [--since DATE] > messages.csv
// writes every message visitors sent (received at or after DATE: 2026-11-01 or 2026-11-01T09:30:00Z) to standard
// output as CSV that spreadsheets open as it is (operator/messages.ts). Uses the server's database settings
// (DATABASE_URL or PGLITE_DIR) and works while the site runs, like the content command. Only the CSV goes to standard
// output; what it says besides goes to standard error.
import { readConfig } from '../config';
import { messagesCsv, parseSince } from '../operator/messages';
import { runCommand, withOperations } from './openOperations';
import { writeWholeStandardOutput } from './standardOutput';

const USAGE = 'Usage: npm run messages -- export [--since DATE] > messages.csv   (DATE: 2026-11-01 or 2026-11-01T09:30:00Z)';

/** The arguments, or a reason they are wrong. */
function parseArguments(argv: string[]): { since: Date | undefined } | { problem: string } {
  const [command, ...rest] = argv;
  if (command !== 'export') return { problem: USAGE };
  if (rest.length === 0) return { since: undefined };
  if (rest.length !== 2 || rest[0] !== '--since') return { problem: USAGE };
  try {
    return { since: parseSince(rest[1]!) };
  } catch (error) {
    return { problem: `${(error as Error).message}\n${USAGE}` };
  }
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArguments(argv);
  if ('problem' in parsed) {
    console.error(parsed.problem);
    return 2;
  }
  const config = readConfig();
  return withOperations(config, { seed: false }, async (operations) => {
    const rows = await operations.messages(parsed.since);
    await writeWholeStandardOutput(messagesCsv(rows));
    const from = parsed.since ? ` received since ${parsed.since.toISOString()}` : '';
    console.error(`Exported ${rows.length} message rows${from} from ${operations.description}`);
    return 0;
  });
}

await runCommand('messages', main);
