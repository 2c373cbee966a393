// The operators' commands (content export and import, the messages export) as one interface with two ways in: straight
// on a database this process opened (nothing else runs on it, or it is PostgreSQL), or through the API that holds the
// embedded database (runningApi.ts). The command line (cli/) and the API's operator endpoint both use these.
import { bundleListKeys, type BundleListKey, type ContentBundle } from '../content/bundle';
import { exportBundle } from '../content/exportBundle';
import { importBundle } from '../content/importBundle';
import {
  AccountError,
  addOperator,
  changeOperator,
  findOperator,
  listOperators,
  resetOperator,
  type OperatorSummary,
} from '../admin/accounts';
import { CLI_ACTOR, recordAudit } from '../admin/audit';
import type { Database } from '../db/database';
import type { OperatorRole } from '../db/schema';
import { messageRows, type MessageRow } from './messages';

/** How many records of each list an import brought. */
export type ImportCounts = Record<BundleListKey, number>;

/** Progress of an import: a picture's renditions were made (`made`) or were there already. */
export type PictureProgress = (path: string, made: boolean) => void;

export interface Operations {
  /** Where the commands run, for the operator: "PGlite at …", "… through the running API (process 123)". */
  readonly description: string;
  exportContent(): Promise<ContentBundle>;
  /** Validates and imports a parsed bundle (all or nothing); BundleValidationError names what is wrong. */
  importContent(input: unknown, onPicture?: PictureProgress): Promise<ImportCounts>;
  /** Messages received at or after `since` (all without it), oldest first. */
  messages(since?: Date): Promise<MessageRow[]>;
  /** The admin's accounts (`npm run operators`); refusals are AccountErrors, audited with the actor `cli`. */
  operators: OperatorCommands;
}

export interface OperatorCommands {
  list(): Promise<OperatorSummary[]>;
  /** A new account and its set-up link. */
  add(email: string, role: OperatorRole): Promise<{ operator: OperatorSummary; setupUrl: string }>;
  /** Disabling ends the operator's sessions at once. */
  setDisabled(email: string, disabled: boolean): Promise<OperatorSummary>;
  /** A new set-up link (earlier unused ones void). */
  reset(email: string): Promise<{ operator: OperatorSummary; setupUrl: string }>;
}

/** Where set-up links point and the clock, for the account commands. */
export interface AdminLinks {
  siteUrl: string;
  now?: () => Date;
}

export const importCounts = (bundle: ContentBundle): ImportCounts =>
  Object.fromEntries(bundleListKeys.map((key) => [key, bundle[key].length])) as ImportCounts;

/** The commands on a database handle this process holds, with the storage folder the pictures are in. */
export function databaseOperations(db: Database, storageDir: string, description: string, admin: AdminLinks): Operations {
  return {
    description,
    exportContent: () => exportBundle(db),
    importContent: async (input, onPicture) => {
      const bundle = await importBundle(db, input, { storageDir, onPicture });
      await recordAudit(db, CLI_ACTOR, { action: 'content-imported', target: null, details: importCounts(bundle) }, new Date());
      return importCounts(bundle);
    },
    messages: (since) => messageRows(db, since),
    operators: operatorCommands(db, admin),
  };
}

function operatorCommands(db: Database, { siteUrl, now = () => new Date() }: AdminLinks): OperatorCommands {
  const context = { db, now, siteUrl, actor: CLI_ACTOR };
  const existing = async (email: string) => {
    const operator = await findOperator(db, { email });
    if (!operator) throw new AccountError(404, 'not-found', `There is no operator with the email ${email.trim().toLowerCase()}.`);
    return operator;
  };
  const summary = async (id: number) => (await listOperators(db)).find((operator) => operator.id === id)!;
  return {
    list: () => listOperators(db),
    add: (email, role) => addOperator(context, email, role),
    setDisabled: async (email, disabled) => changeOperator(context, (await existing(email)).id, { disabled }),
    async reset(email) {
      const { id } = await existing(email);
      const setupUrl = await resetOperator(context, id);
      return { operator: await summary(id), setupUrl };
    },
  };
}
