import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise goes on in a later task, after work already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const queued = new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        order.push('queued task');
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    order.push('same task');
    await Promise.all([queued, yielded]);
    expect(order).toEqual(['same task', 'queued task', 'after the yield']);
  });
});
