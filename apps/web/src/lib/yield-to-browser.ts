interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the next step of start-up: on a slow
 * phone one long task (evaluating the app, creating the router, rendering) blocks taps for a quarter second.
 * `scheduler.yield` keeps the page's place in the queue; a message is the fallback, since a timer waits
 * a second in a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
