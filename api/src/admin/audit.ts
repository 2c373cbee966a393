// The audit log (docs/admin.md "audit_log"): one way to write an entry, from a request or from the command line.
// Entries are only ever inserted; no route updates or deletes them.
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@starfamily/shared/audit';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  action: AuditAction;
  /** e.g. `operator:3`, `contact:12`, `enquiry:4`. */
  target?: string | null;
  /** What changed, e.g. `{ role: { from: 'editor', to: 'admin' } }`. Never a password or a token. */
  details?: Record<string, unknown>;
}

export interface AuditActor {
  id: number | null;
  /** The email as it is now, `cli` for the command line, null when anonymous. */
  email: string | null;
  ip: string | null;
}

/** The command line's actor. */
export const CLI_ACTOR: AuditActor = { id: null, email: 'cli', ip: null };

/** Writes one entry for `actor` at `at` (the app's clock). */
export async function recordAudit(db: Database, actor: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    at,
    actor_id: actor.id,
    actor_email: actor.email,
    action: entry.action,
    target: entry.target ?? null,
    ip: actor.ip,
    details: entry.details ?? {},
  });
}

/** Writes one entry for an admin API request: the signed-in operator (or anonymous) from the client's address. */
export function audit(request: FastifyRequest, entry: AuditEntry, db: Database = request.server.db): Promise<void> {
  const operator = request.operator;
  return recordAudit(
    db,
    { id: operator?.id ?? null, email: operator?.email ?? null, ip: request.ip },
    entry,
    request.server.adminSettings.now(),
  );
}
