import { describe, expect, it } from 'vitest';
import { byKeyInTurns } from './by-key-in-turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('byKeyInTurns', () => {
  it('keeps one key in order and runs at most `lanes` keys at once', async () => {
    const items = ['a1', 'b1', 'a2', 'c1', 'b2', 'a3', 'd1'];
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const busy = new Set<string>();
    await byKeyInTurns(
      items,
      (item) => item[0] ?? '',
      2,
      async (item) => {
        const key = item[0] ?? '';
        expect(busy.has(key)).toBe(false);
        busy.add(key);
        running += 1;
        most = Math.max(most, running);
        started.push(item);
        await tick();
        running -= 1;
        busy.delete(key);
      },
    );
    expect(most).toBe(2);
    expect(started.filter((item) => item.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    expect(started.filter((item) => item.startsWith('b'))).toEqual(['b1', 'b2']);
    expect([...started].sort()).toEqual([...items].sort());
  });

  it('tries every item and then throws the first error', async () => {
    const done: string[] = [];
    const run = byKeyInTurns(
      ['x1', 'x2', 'y1'],
      (item) => item[0] ?? '',
      4,
      async (item) => {
        await tick();
        if (item === 'x1') throw new Error('x1 failed');
        done.push(item);
      },
    );
    await expect(run).rejects.toThrow('x1 failed');
    expect(done.sort()).toEqual(['x2', 'y1']);
  });

  it('does nothing with no items', async () => {
    await expect(byKeyInTurns([], String, 3, () => Promise.reject(new Error('no')))).resolves.toBe(
      undefined,
    );
  });
});
