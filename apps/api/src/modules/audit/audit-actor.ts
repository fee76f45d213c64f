import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-error';

/** Who made a staff write, as the audit log keeps it (names are copied: a renamed account keeps its past). */
export interface AuditActor {
  id: number | null;
  username: string;
  role: string;
  ip: string | null;
}

/** The signed-in staff member of an admin route. */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = request.currentUser;
  if (!user) throw unauthorized();
  return { id: user.id, username: user.username, role: user.staff_role ?? 'owner', ip: request.ip };
}

/** Writes made by the shop itself (jobs, command line), not by a person signed in. */
export function systemActor(name = 'system'): AuditActor {
  return { id: null, username: name, role: 'system', ip: null };
}
