import type { FastifyBaseLogger } from 'fastify';

export interface KickedWorkerSchedule {
  log: Pick<FastifyBaseLogger, 'error'>;
  /** What the log says when a run throws. */
  failureMessage: string;
  pollSeconds?: number;
}

/**
 * A worker that runs on a timer and when kicked (right after a commit that queued work), never two runs
 * at once in this process; kicks during a run share one run after it, which sees everything committed
 * before it starts. The mail and SMS outboxes are such workers.
 */
export abstract class KickedWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  private kickedWhileRunning = false;

  constructor(private readonly schedule: KickedWorkerSchedule) {}

  /** One run: does what is due and resolves with how much it did. */
  protected abstract runDue(now?: Date): Promise<number>;

  start(): void {
    const every = (this.schedule.pollSeconds ?? 5) * 1000;
    this.timer = setInterval(() => this.kick(), every);
    this.timer.unref();
    this.kick();
  }

  /** Ask for a run soon without waiting for it. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      if (this.kickedWhileRunning) return;
      this.kickedWhileRunning = true;
      void this.running
        .catch(() => 0)
        .then(() => {
          this.kickedWhileRunning = false;
          this.kick();
        });
      return;
    }
    void this.runOnce().catch((err: unknown) =>
      this.schedule.log.error({ err }, this.schedule.failureMessage),
    );
  }

  /** Runs now (after any run under way); resolves with how much the run did. Runs never overlap. */
  async runOnce(now?: Date): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.runDue(now);
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }

  /**
   * True once stop() was called: a run then ends with the batch in hand and leaves the rest of a backlog to
   * the other processes or the next start, so a shutdown does not wait for the whole queue.
   */
  protected get stopping(): boolean {
    return this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => 0);
  }
}
