import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { endOfKenyaDay, startOfKenyaDay } from '@mavazi/shared/dates';
import { auditEntrySchema, auditQuerySchema, type AuditEntry } from '@mavazi/shared/staff.schemas';
import type { AuditLogRow } from '../../db/schema';
import { sendPage } from '../../lib/paging';
import { listAudit } from './audit.repository';

function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, username: row.actor_username, role: row.actor_role },
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    changes: JSON.parse(row.changes) as AuditEntry['changes'],
    ip: row.ip,
  };
}

export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['admin'],
        summary:
          'Staff writes, newest first; filter by person, entity and Kenyan days (paged; X-Total-Count holds the number of matching rows)',
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema,
        response: {
          200: z.array(auditEntrySchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await listAudit(
        app.db,
        {
          actorId: q.actor_id,
          entity: q.entity,
          entityId: q.entity_id,
          from: q.from === undefined ? undefined : new Date(startOfKenyaDay(q.from)).toISOString(),
          to: q.to === undefined ? undefined : new Date(endOfKenyaDay(q.to) + 1).toISOString(),
        },
        { limit: q.limit, offset: (q.page - 1) * q.limit },
      );
      return sendPage(reply, { items: page.items.map(toAuditEntry), total: page.total });
    },
  );
};
