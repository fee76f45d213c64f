import { expect } from 'vitest';

const SECRET_KEYS = [
  'password',
  'password_hash',
  'passwordHash',
  'token_version',
  'tokenVersion',
  'token_hash',
];

/** Fails when any secret-looking key appears anywhere in a JSON answer. */
export function expectNoSecrets(value: unknown): void {
  const found: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (SECRET_KEYS.includes(k)) found.push(`${path}.${k}`);
        walk(child, `${path}.${k}`);
      }
    }
  };
  walk(value, '$');
  expect(found).toEqual([]);
}

export const USER_KEYS = [
  'created_at',
  'email',
  'id',
  'imageUrl',
  'is_admin',
  'phone_number',
  'username',
];

let ipCounter = 0;
/** A client address of its own for each call, so address-based limits of one test do not leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let nameCounter = 0;
export function uniqueName(prefix = 'user'): string {
  nameCounter += 1;
  return `${prefix}${process.pid}${nameCounter}${Math.floor(Math.random() * 1e5)}`;
}

export function newShopperBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('shop');
  return {
    username,
    email: `${username}@example.com`,
    phone_number: '+254712345678',
    imageUrl: 'https://images.example/avatar.png',
    password: 'correct-horse-battery',
    ...overrides,
  };
}
