import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from '../../src/modules/users/admin-bootstrap';

let counter = 0;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Registers a shopper through the API and logs in; fields can be overridden. */
export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    phone_number: string;
  }> = {},
): Promise<TestUser> {
  counter += 1;
  const suffix = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  const body = {
    username: `shopper${suffix}`,
    email: `shopper${suffix}@example.com`,
    password: 'correct-horse-battery',
    phone_number: '+254712345678',
    ...overrides,
  };
  const reg = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const token = await login(app, body.email, body.password);
  const user = reg.json<{ user: { id: number } }>().user;
  return {
    id: user.id,
    username: body.username,
    email: body.email.toLowerCase(),
    password: body.password,
    token,
  };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

/** Creates an admin directly (admins never come from the API) and logs in through /admin/login. */
export async function createAdminAndLogin(app: FastifyInstance): Promise<TestUser> {
  counter += 1;
  const username = `admin${process.pid}${counter}`;
  const admin = { username, email: `${username}@example.com`, password: 'admin-password-123' };
  await ensureAdmin(app.db, admin);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: admin.password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ access_token: string; user: { id: number } }>();
  return { id: body.user.id, ...admin, token: body.access_token };
}
