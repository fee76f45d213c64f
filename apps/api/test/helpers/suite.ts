import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** The app of one describe block; its hooks own closing it. */
export type SuiteApp = Pick<TestApp, 'app' | 'config'>;

/**
 * One app on a fresh database for the describe block it is called in: created before the block's first
 * test, closed after its last. Read `t.app` and `t.config` inside hooks and tests, not while collecting.
 */
export function setupTestApp(env: Record<string, string> = {}): SuiteApp {
  let current: TestApp | undefined;
  const ready = (): TestApp => {
    if (!current)
      throw new Error('the test app is created in beforeAll: use it inside hooks and tests');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
  };
}

type SignIn = (app: FastifyInstance) => Promise<object>;
type SignedIn<S extends Record<string, SignIn>> = { [K in keyof S]: Awaited<ReturnType<S[K]>> };

/**
 * Signs the block's users in once, in the order given, after `setupTestApp` has made the app, e.g.
 * `const { admin, shopper } = signInOnce(t, { admin: createAdminAndLogin, shopper: registerAndLogin })`.
 * Each returned user is filled in place by beforeAll, so it can be destructured here and read in tests.
 */
export function signInOnce<S extends Record<string, SignIn>>(t: SuiteApp, signIns: S): SignedIn<S> {
  const entries = Object.entries(signIns) as Array<[keyof S & string, SignIn]>;
  const users = Object.fromEntries(entries.map(([name]) => [name, {}])) as SignedIn<S>;
  beforeAll(async () => {
    for (const [name, signIn] of entries) Object.assign(users[name], await signIn(t.app));
  });
  return users;
}
