import { describe, expect, it } from 'vitest';
import { PERMISSIONS, STAFF_ROLES, hasPermission, type StaffRole } from '@mavazi/shared/staff';
import { callApi, createUsersOnce, setupTestApp } from '../helpers/test-app';

/** Admin routes any signed-in staff member (or, for the first two, a visitor) may call. */
const NEEDS_NO_PERMISSION = new Set([
  'POST /api/admin/login',
  'POST /api/admin/staff/accept',
  'GET /api/admin/me',
  'POST /api/admin/me/password',
  'POST /api/admin/me/totp',
  'POST /api/admin/me/totp/confirm',
]);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** OpenAPI paths name parameters as {id}; Fastify's as :id. */
const fromOpenApi = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
/** A concrete address for a route: every parameter is an id nobody has. */
const concrete = (url: string) => url.replace(/^\/api/, '').replace(/:[A-Za-z]+/g, '999999');

describe('every admin route declares a permission from the shared map', () => {
  const t = setupTestApp();
  const staff = createUsersOnce(
    t,
    Object.fromEntries(STAFF_ROLES.map((role) => [role, { role }])) as Record<
      StaffRole,
      { role: StaffRole }
    >,
  );

  it('finds a permission for each admin operation of the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${fromOpenApi(path)}`),
      );
    expect(operations.length).toBeGreaterThan(20);
    const guards = new Map(t.app.adminRouteGuards.map((g) => [`${g.method} ${g.url}`, g]));
    const missing = operations.filter(
      (op) => !NEEDS_NO_PERMISSION.has(op) && guards.get(op)?.permission === undefined,
    );
    expect(missing).toEqual([]);
    // The route list and the description agree, so no admin route hides from this walk.
    expect([...guards.keys()].sort()).toEqual([...operations].sort());
    for (const guard of t.app.adminRouteGuards)
      if (guard.permission) expect(PERMISSIONS).toContain(guard.permission);
  });

  it('lets each role through exactly where the map says, and answers 403 FORBIDDEN_ROLE elsewhere', async () => {
    const checked = t.app.adminRouteGuards.filter((g) => g.permission !== undefined);
    const mismatches: string[] = [];
    for (const guard of checked) {
      const permission = guard.permission;
      if (!permission) continue;
      for (const role of STAFF_ROLES) {
        const res = await callApi(
          t.app,
          guard.method as Method,
          concrete(guard.url),
          staff[role].token,
          guard.method === 'GET' || guard.method === 'DELETE' ? undefined : {},
        );
        const refused =
          res.statusCode === 403 && res.json<{ code: string }>().code === 'FORBIDDEN_ROLE';
        if (refused === hasPermission(role, permission))
          mismatches.push(`${role} ${guard.method} ${guard.url} -> ${res.statusCode}`);
      }
    }
    expect(checked.length).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });

  it('keeps shoppers and visitors out of the routes without a permission', async () => {
    const me = await callApi(t.app, 'GET', '/admin/me');
    expect(me.statusCode).toBe(401);
    const totp = await callApi(t.app, 'POST', '/admin/me/totp');
    expect(totp.statusCode).toBe(401);
  });
});
