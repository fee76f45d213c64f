import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a background job every `everyMs`, never two runs of it at once in this process. Jobs claim
 * their rows with conditional updates, so several processes may run the same job safely.
 */
export class IntervalJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly run: () => Promise<unknown>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.run()
      .catch((err: unknown) => this.log.error({ err, job: this.name }, 'background job failed'))
      .finally(() => {
        this.running = undefined;
      });
  }
}
