import { desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '../../shared/api/admin';
import { currentUser } from '../account';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Appends one admin action to the audit log: who (from the verified token), what, on what, when, from which
 * address and in which request. The only writer of audit_log; rows are never updated or deleted. Details must
 * never carry passwords, tokens or access codes.
 */
export async function recordAudit(
  request: FastifyRequest,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  const actor = currentUser(request);
  const { db, config } = request.server.ctx;
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action,
    target,
    details,
    clientIp: request.ip,
    requestId: String(request.id),
    createdAt: config.now(),
  });
}

export async function recentAudit(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    target: row.target,
    details: row.details,
    clientIp: row.clientIp,
    requestId: row.requestId,
  }));
}
