// The operators' admin (docs/admin.md "Database"): accounts, their set-up links, server-side sessions, the shared
// sign-in throttle, passkeys with their pending WebAuthn challenges, and the audit log nobody edits.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/** Who may do what (docs/admin.md "Rules"): admins everything, editors content and inbox. */
export const OPERATOR_ROLES = ['admin', 'editor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const operators = pgTable(
  'operators',
  {
    id: idColumn(),
    /** Stored lower-case, so one person is one account whatever they type. */
    email: text('email').notNull().unique(),
    role: text('role').$type<OperatorRole>().notNull(),
    /** Argon2id PHC string; null until the person used their set-up link. */
    password_hash: text('password_hash'),
    disabled_at: at('disabled_at'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('operators_role_check', sql`${table.role} in (${inList(OPERATOR_ROLES)})`),
    check('operators_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** One-time set-up links (24 h); only the SHA-256 of the token is kept. */
export const setupTokens = pgTable(
  'setup_tokens',
  {
    id: idColumn(),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('setup_tokens_operator_idx').on(table.operator_id)],
);

/** Signed-in sessions: the cookie's SHA-256 is the key, so a stolen database row cannot be replayed as a cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id_hash: text('id_hash').primaryKey(),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    csrf_token: text('csrf_token').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    /** Idle time-out runs from here (30 min). */
    last_seen_at: at('last_seen_at').notNull().defaultNow(),
    /** Absolute lifetime (12 h from sign-in). */
    expires_at: at('expires_at').notNull(),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
  },
  (table) => [index('sessions_operator_idx').on(table.operator_id), index('sessions_expires_idx').on(table.expires_at)],
);

/** Failed sign-ins per key (`account:<email>`, `client:<ip>`, `account-client:<email>|<ip>`), shared by every API instance. */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_started_at: at('window_started_at').notNull().defaultNow(),
  locked_until: at('locked_until'),
});

/** WebAuthn credentials an operator registered from their signed-in account. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: idColumn(),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** base64url, as WebAuthn names it. */
    credential_id: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    public_key: text('public_key').notNull(),
    /** The authenticator's signature counter: 32-bit unsigned, so wider than integer. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull().default(''),
    created_at: at('created_at').notNull().defaultNow(),
    last_used_at: at('last_used_at'),
  },
  (table) => [index('passkeys_operator_idx').on(table.operator_id)],
);

/** Challenges handed out and not yet answered (5 min); operator_id is null for a passkey sign-in. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'registration' | 'authentication'>().notNull(),
    operator_id: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    expires_at: at('expires_at').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expires_at)],
);

/** Who did what, when, from where (docs/admin.md "audit_log"); no route updates or deletes a row. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    at: at('at').notNull().defaultNow(),
    /** Null for anonymous calls and the command line. */
    actor_id: integer('actor_id').references(() => operators.id, { onDelete: 'set null' }),
    /** The actor's email as it was then, `cli` for the command line, null when anonymous. */
    actor_email: text('actor_email'),
    action: text('action').notNull(),
    /** e.g. `operator:3`, `contact:12`, `enquiry:4`. */
    target: text('target'),
    ip: text('ip'),
    /** What changed, e.g. `{ role: { from: 'editor', to: 'admin' } }`. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_action_idx').on(table.action, table.at.desc()),
    index('audit_log_actor_idx').on(table.actor_email, table.at.desc()),
  ],
);

/** The inbox's state of a contact message or an enquiry (docs/admin.md "Inbox columns"). */
export const INBOX_STATUSES = ['new', 'replied', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** The inbox columns both message tables carry; `changed_by` names the operator who last changed status or note. */
export const inboxColumns = () => ({
  status: text('status').$type<InboxStatus>().notNull().default('new'),
  note: text('note').notNull().default(''),
  changed_by: integer('changed_by').references(() => operators.id, { onDelete: 'set null' }),
  changed_at: at('changed_at'),
});

/** The inbox's constraint and indexes for `table` (named `<prefix>_...`): newest first, with or without a status filter. */
export const inboxConstraints = (prefix: string, table: Record<'status' | 'created_at' | 'id', ExtraConfigColumn>) => [
  check(`${prefix}_status_check`, sql`${table.status} in (${inList(INBOX_STATUSES)})`),
  index(`${prefix}_newest_idx`).on(table.created_at.desc(), table.id.desc()),
  index(`${prefix}_status_newest_idx`).on(table.status, table.created_at.desc(), table.id.desc()),
];
