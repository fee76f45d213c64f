import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct-horse-battery');
    expect(await verifyPassword('correct-horse-battery', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const a = await hashPassword('same-password');
    const b = await hashPassword('same-password');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same-password');
  });

  it('treats equivalent Unicode forms as the same password', async () => {
    const composed = 'caf\u00e9-password';
    const decomposed = 'cafe\u0301-password';
    const hash = await hashPassword(composed);
    expect(await verifyPassword(decomposed, hash)).toBe(true);
  });

  it('refuses malformed or foreign stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$2b$10$abc', 'scrypt$16384$8$1$onlysalt']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('keeps one dummy hash per process that no real password matches', async () => {
    const first = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(first);
    expect(first).toMatch(/^scrypt\$/);
    expect(await verifyPassword('', first)).toBe(false);
    expect(await verifyPassword('password', first)).toBe(false);
  });
});
