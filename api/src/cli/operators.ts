// Operators' accounts command (docs/admin.md "Command line"):
//   npm run operators -- add <email> --role admin|editor   a new account; prints its one-time set-up link (24 h)
//   npm run operators -- list
//   npm run operators -- disable <email>                    ends that person's sessions at once
//   npm run operators -- enable <email>
//   npm run operators -- reset <email>                      a new set-up link (earlier ones void)
// Uses the server's database settings and works while the site runs, like the content command (openOperations.ts).
// Each change is in the audit log with the actor `cli`. No account exists until this makes the first one.
import { AccountError, type OperatorSummary } from '../admin/accounts';
import { readConfig } from '../config';
import { OPERATOR_ROLES, type OperatorRole } from '../db/schema';
import type { OperatorCommands } from '../operator/operations';
import { runCommand, withOperations } from './openOperations';

const USAGE = [
  'Usage: npm run operators -- add <email> --role admin|editor',
  '       npm run operators -- list',
  '       npm run operators -- disable <email>',
  '       npm run operators -- enable <email>',
  '       npm run operators -- reset <email>',
].join('\n');

type Command = (commands: OperatorCommands) => Promise<string>;

const describe = (operator: OperatorSummary) =>
  `${operator.email} (${operator.role}${operator.disabled ? ', disabled' : ''}${operator.hasPassword ? '' : ', no password yet'})`;

const linkLines = (what: string, setupUrl: string) =>
  `${what}\nSet-up link (valid 24 hours, usable once; send it to the person over a channel you trust):\n${setupUrl}`;

function table(operators: OperatorSummary[]): string {
  if (operators.length === 0) return 'No operators yet. Make the first admin: npm run operators -- add <email> --role admin';
  const rows = operators.map((operator) => [
    operator.email,
    operator.role,
    operator.disabled ? 'disabled' : operator.hasPassword ? 'active' : 'waiting for set-up',
    operator.lastSignInAt ?? 'never signed in',
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell)).join('  ')).join('\n');
}

/** The command the arguments ask for, or a reason they are wrong. */
function parseArguments(argv: string[]): Command | { problem: string } {
  const [name, email, ...rest] = argv;
  if (name === 'list' && email === undefined) return async (commands) => table(await commands.list());
  if (email === undefined || email.startsWith('--')) return { problem: USAGE };
  if (name === 'add') {
    const role = rest[0] === '--role' && rest.length === 2 ? rest[1] : undefined;
    if (!OPERATOR_ROLES.includes(role as OperatorRole)) return { problem: `add needs --role admin or --role editor.\n${USAGE}` };
    return async (commands) => {
      const { operator, setupUrl } = await commands.add(email, role as OperatorRole);
      return linkLines(`Added ${describe(operator)}.`, setupUrl);
    };
  }
  if (rest.length > 0) return { problem: USAGE };
  if (name === 'disable') return async (commands) => `Disabled ${describe(await commands.setDisabled(email, true))}; their sessions ended.`;
  if (name === 'enable') return async (commands) => `Enabled ${describe(await commands.setDisabled(email, false))}.`;
  if (name === 'reset') {
    return async (commands) => {
      const { operator, setupUrl } = await commands.reset(email);
      return linkLines(`New set-up link for ${describe(operator)}; earlier links no longer work.`, setupUrl);
    };
  }
  return { problem: USAGE };
}

async function main(argv: string[]): Promise<number> {
  const command = parseArguments(argv);
  if ('problem' in command) {
    console.error(command.problem);
    return 2;
  }
  return withOperations(readConfig(), { seed: false }, async (operations) => {
    console.log(await command(operations.operators));
    return 0;
  });
}

await runCommand('operators', main, (error) => (error instanceof AccountError ? error.message : undefined));
