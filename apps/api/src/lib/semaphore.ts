/** At most `max` holders at once; others queue, each for at most its own wait. */
export class Semaphore {
  private held = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly max: number,
    /** How long a caller waits for a turn before giving up. */
    readonly waitMs: number,
  ) {}

  /** A release function once a turn is free, or null when none became free within `waitMs`. */
  async acquire(): Promise<(() => void) | null> {
    if (this.held < this.max) {
      this.held += 1;
      return this.releaser();
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.held += 1;
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(wake);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve(null);
      }, this.waitMs);
      this.waiting.push(wake);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held -= 1;
      this.waiting.shift()?.();
    };
  }
}
