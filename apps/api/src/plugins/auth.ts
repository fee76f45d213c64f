import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, isStaffRole, type Permission, type StaffRole } from '@mavazi/shared/staff';
import type { UserRow } from '../db/schema';
import { forbidden, HttpError, unauthorized } from '../lib/http-error';
import type { Db } from '../db/database';

/** Who a token was issued to: /login issues shop tokens, /admin/login admin tokens (decision 006). */
export type Audience = 'shop' | 'admin';

export interface AccessClaims {
  sub: string;
  /** Absent on tokens issued before audiences existed: those count as shop tokens. */
  aud?: Audience;
  /** The user's token_version when issued: a password change bumps it and ends older tokens. */
  ver: number;
  jti: string;
  iat: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; ver: number; jti: string; aud: Audience };
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an /admin route needs of the caller's staff role (packages/shared/src/staff.ts). */
    permission?: Permission;
  }
  interface FastifyInstance {
    /** onRequest guard: a valid, unrevoked token of an existing user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard for routes guests may use too: no token is a guest, a token sent must be valid. */
    authenticateOptional: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard: an admin token, and the user is an admin right now (read from the database). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    issueAccessToken: (user: UserRow, audience: Audience) => string;
    /** Every /admin route and the permission it requires. */
    adminRouteGuards: AdminRouteGuard[];
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}

const ADMIN_PREFIX = '/api/admin/';
/** The only /admin routes a stranger may call. */
const PUBLIC_ADMIN_ROUTES = new Set(['/api/admin/login', '/api/admin/staff/accept']);

/** An /admin route as the auth plugin guards it (the role × route tests read this list). */
export interface AdminRouteGuard {
  method: string;
  url: string;
  public: boolean;
  permission: Permission | undefined;
}

/** The signed-in user of a route guarded by authenticate or requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** True when the caller signed in to the admin area (an admin token of an account that is still admin). */
export function isAdminSession(request: FastifyRequest): boolean {
  return request.user.aud === 'admin' && request.currentUser?.is_admin === 1;
}

/** The staff role of a signed-in user; null for shoppers. */
export function staffRoleOf(user: UserRow | null): StaffRole | null {
  if (!user || user.is_admin !== 1) return null;
  return isStaffRole(user.staff_role) ? user.staff_role : null;
}

/** An onRequest guard, after requireAdmin: the caller's role holds the permission. */
function requirePermission(permission: Permission) {
  return async function requireRolePermission(request: FastifyRequest): Promise<void> {
    if (!hasPermission(staffRoleOf(request.currentUser), permission)) {
      throw new HttpError(403, 'FORBIDDEN_ROLE', 'Your staff role does not allow this');
    }
  };
}

/** The account lookups a token check needs, passed in by the composition root (app.ts). */
export interface AuthLookups {
  /** The user a token names; undefined when there is none or the token was revoked. */
  findUserOfToken(db: Db, id: number, jti: string): Promise<UserRow | undefined>;
}

export const authPlugin = fp(async (app: FastifyInstance, lookups: AuthLookups) => {
  const { findUserOfToken } = lookups;
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    // @fastify/jwt reads a numeric expiresIn as seconds.
    sign: { algorithm: 'HS256', expiresIn: app.config.jwtExpiresInSeconds },
    // Only our own algorithm is accepted: no "none", no RS/HS confusion; exp is mandatory.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub', 'jti'] },
  });

  app.decorateRequest('currentUser', null);

  app.decorate('issueAccessToken', (user: UserRow, audience: Audience) =>
    app.jwt.sign({
      sub: String(user.id),
      ver: user.token_version,
      jti: randomUUID(),
      aud: audience,
    }),
  );

  async function authenticate(request: FastifyRequest): Promise<void> {
    // A route may run the guard twice (the /admin default below and its own onRequest guard).
    if (request.currentUser) return;
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized();
    let claims: AccessClaims;
    try {
      claims = await request.jwtVerify<AccessClaims>();
    } catch {
      throw unauthorized('Invalid or expired token', 'INVALID_TOKEN');
    }
    const userId = Number(claims.sub);
    const knownAudience =
      claims.aud === undefined || claims.aud === 'shop' || claims.aud === 'admin';
    if (!Number.isSafeInteger(userId) || typeof claims.ver !== 'number' || !knownAudience) {
      throw unauthorized('Invalid or expired token', 'INVALID_TOKEN');
    }
    const user = await findUserOfToken(app.db, userId, claims.jti);
    // Read on every request, so a disabled account's tokens stop working at once on every process.
    if (!user || user.token_version !== claims.ver || user.disabled_at !== null)
      throw unauthorized('Invalid or expired token', 'INVALID_TOKEN');
    request.currentUser = user;
  }

  async function requireAdmin(request: FastifyRequest): Promise<void> {
    await authenticate(request);
    // A shop token never opens the admin area, even for an account that is (or later became) admin.
    if (!isAdminSession(request)) {
      throw forbidden('Admin access required');
    }
  }

  app.decorate('authenticate', authenticate);
  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    if (request.headers.authorization) await authenticate(request);
  });
  app.decorate('requireAdmin', requireAdmin);

  // Every /admin route is admin-only even if its own options forget it, and the check runs
  // before the body is parsed or validated, so strangers learn nothing from 400 answers.
  // A route's `config.permission` adds the role check right after it.
  const guards: AdminRouteGuard[] = [];
  app.decorate('adminRouteGuards', guards);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const isPublic = PUBLIC_ADMIN_ROUTES.has(route.url);
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        guards.push({
          method,
          url: route.url,
          public: isPublic,
          permission: route.config?.permission,
        });
    if (isPublic) return;
    const existing = (route.onRequest ? [route.onRequest].flat() : []).filter(
      (hook) => hook !== requireAdmin,
    );
    const permission = route.config?.permission;
    route.onRequest = permission
      ? [requireAdmin, requirePermission(permission), ...existing]
      : [requireAdmin, ...existing];
  });
});
