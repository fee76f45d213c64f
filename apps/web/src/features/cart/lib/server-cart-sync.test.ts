import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedLine } from './merge-carts';
import { createServerCartSync, RETRY_DELAYS_MS, SAVE_DELAY_MS } from './server-cart-sync';

const one: SavedLine[] = [{ product_id: 1, variant_id: null, quantity: 1 }];
const two: SavedLine[] = [{ product_id: 1, variant_id: null, quantity: 2 }];

describe('keeping the saved cart in step', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once the cart stays still, the latest lines only', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const sync = createServerCartSync(save);
    sync.push(one);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    sync.push(two);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save.mock.calls).toEqual([[two]]);
  });

  it('does not send the cart it saved last', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const sync = createServerCartSync(save, { lastSaved: one });
    sync.push([...one]);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
  });

  it('retries a failed save quietly, with growing waits, until it goes through', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const sync = createServerCartSync(save);
    sync.push(one);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] - 1);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2] * 2);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('sends nothing after it was stopped', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const sync = createServerCartSync(save);
    sync.push(one);
    sync.stop();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });
});
