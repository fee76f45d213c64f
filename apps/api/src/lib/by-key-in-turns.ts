/**
 * Runs `work` on every item: items with the same key one after another in the order given, at most `lanes` keys
 * at a time. An outbox sends a batch this way, so a text's or a mail's wait (for the database, for the provider)
 * overlaps others' waits, while one recipient still gets its messages in the order they were queued.
 * Every item is tried; the first error is thrown once all have finished.
 */
export async function byKeyInTurns<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  lanes: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const turns = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const queue = turns.get(key);
    if (queue) queue.push(item);
    else turns.set(key, [item]);
  }
  const waiting = [...turns.values()];
  const errors: unknown[] = [];
  const lane = async (): Promise<void> => {
    for (let queue = waiting.shift(); queue; queue = waiting.shift()) {
      for (const item of queue) {
        try {
          await work(item);
        } catch (error) {
          errors.push(error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, waiting.length) }, lane));
  if (errors.length > 0) throw errors[0];
}
